/// A problem found in the user's content, templates or configuration.
///
/// Printed the way compilers print them, `file:line:column: error: message`,
/// so editors and CI logs link straight to the place to fix.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public var severity: Severity
    /// The file's path as the user passed it (relative paths stay relative).
    public var file: String
    /// 1-based line, or `nil` when the problem concerns the whole file.
    public var line: Int?
    /// 1-based column, or `nil` when unknown.
    public var column: Int?
    /// What is wrong and what to do about it.
    public var message: String

    public init(_ severity: Severity = .error, file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }

    /// `diagnostics` without repeats, in their order: a template mistake
    /// fails every page that uses it, and is said once.
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// `1 warning`, `3 errors`.
    static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// The error every failing step throws: one or more diagnostics.
public struct DiaryError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public init(file: String, line: Int? = nil, column: Int? = nil, _ message: String) {
        self.init([Diagnostic(file: file, line: line, column: column, message: message)])
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
