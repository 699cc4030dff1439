import DiaryContent

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
