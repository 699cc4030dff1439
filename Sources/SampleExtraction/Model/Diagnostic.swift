/// A problem found in an article, printed in the `path:line: error: message` form that SwiftPM,
/// Xcode and editors turn into a clickable location.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The build must fail.
        case error
        /// The build goes on; the author should look.
        case warning
    }

    /// The severity.
    public var severity: Severity
    /// The file the problem is in, or `nil` when it concerns no single file.
    public var path: String?
    /// The 1-based line, when known.
    public var line: Int?
    /// A sentence that says what is wrong and, where possible, what to do.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity, path: String?, line: Int?, _ message: String) {
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
    }

    /// Creates an error at `line` of `path`.
    public static func error(_ message: String, path: String?, line: Int? = nil) -> Diagnostic {
        Diagnostic(.error, path: path, line: line, message)
    }

    /// The diagnostic as one line: `path:line: error: message`.
    public var description: String {
        var location = ""
        if let path {
            location = path + (line.map { ":\($0)" } ?? "") + ": "
        }
        return "\(location)\(severity.rawValue): \(message)"
    }
}
