import DiaryContent

/// The outcome of extracting one module: what goes into its targets, and what to tell the author.
public struct ExtractionReport: Sendable, Hashable {
    /// The module's compiled blocks and examples.
    public var extraction: ModuleExtraction
    /// Errors and warnings, in article order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error, so nothing may be written.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
