import DiaryContent

/// What a run of ``ExtractCommand`` produced.
public struct ExtractOutcome: Sendable, Hashable {
    /// Errors and warnings to print to standard error.
    public var diagnostics: [Diagnostic]
    /// Whether the output file was written (its bytes changed or it did not exist).
    public var wroteOutput: Bool

    /// 1 when there are errors, else 0.
    public var exitCode: Int32 { diagnostics.contains { $0.severity == .error } ? 1 : 0 }
}
