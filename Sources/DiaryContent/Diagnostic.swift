/// A problem found in the user's content, templates, configuration or sample code.
///
/// Printed the way compilers print them, `file:line:column: error: message`, so SwiftPM, Xcode,
/// editors and CI logs link straight to the place to fix. The generator, the sample extractor
/// and the build-tool plugin all report with this one type, and so are the messages of the
/// compilers that build the sample modules to WebAssembly (their notes included). `Codable`, so a
/// failed sample build's messages can be kept in its cache.
public struct Diagnostic: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// What makes a page or a module wrong: the build fails.
        case error
        /// The build goes on; the author should look (an error under `--strict`).
        case warning
        /// More about the message before it (a compiler's `note:`); never counted as a problem.
        case note
    }

    /// The severity.
    public var severity: Severity
    /// The file's path as the user passed it (relative paths stay relative), or `nil` when the
    /// problem concerns no single file.
    public var file: String?
    /// 1-based line, or `nil` when the problem concerns the whole file.
    public var line: Int?
    /// 1-based column, or `nil` when unknown.
    public var column: Int?
    /// What is wrong and, where possible, what to do about it.
    public var message: String

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, file: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// An error at `line` of `file`.
    public static func error(_ message: String, file: String?, line: Int? = nil) -> Diagnostic {
        Diagnostic(.error, file: file, line: line, message: message)
    }

    /// The diagnostic as one line: `file:line:column: error: message`.
    public var description: String {
        guard let file else { return "\(severity.rawValue): \(message)" }
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return "\(location): \(severity.rawValue): \(message)"
    }

    /// `diagnostics` without repeats, in their order: a template mistake fails every page that
    /// uses it, and is said once.
    public static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// `1 warning`, `3 errors`.
    public static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
