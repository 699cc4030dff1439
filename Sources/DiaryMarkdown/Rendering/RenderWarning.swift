/// A problem ``HTMLRenderer`` fixed on its own while rendering, for the author to hear about:
/// raw HTML or a link that was made safe.
public struct RenderWarning: Sendable, Equatable, CustomStringConvertible {
    /// What was changed and why.
    public var message: String
    /// The file line (as the document's positions count them).
    public var line: Int
    /// The 1-based column in `Character`s, when known (inline HTML only knows its line).
    public var column: Int?

    /// Creates a warning.
    public init(message: String, line: Int, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `line:column: message`, or `line: message` without a column.
    public var description: String {
        "\(line)\(column.map { ":\($0)" } ?? ""): \(message)"
    }
}

/// What ``HTMLRenderer`` does with raw HTML and with link and image URLs.
public enum RawHTMLPolicy: Sendable, Hashable {
    /// Raw HTML goes through ``HTMLSanitizer``; links and images whose URL ``URLSchemePolicy``
    /// refuses lose it. Every change is reported as a ``RenderWarning``.
    case sanitized
    /// Raw HTML passes through the GFM tagfilter only, and every URL is written as is: for
    /// content that is trusted to run script in the reader's browser.
    case unsafe
}
