/// What one doctest printed when the build ran its module in `wasmkit`.
public struct DoctestOutcome: Sendable, Hashable {
    /// How the doctest's run ended.
    public enum Ending: Sendable, Hashable {
        /// It returned; ``DoctestOutcome/printed`` is all it printed.
        case finished
        /// The run stopped while it ran (a trap, its time limit): the reason, in one sentence.
        case stopped(String)
        /// The run stopped before it began.
        case notReached
    }

    /// What it printed (all of it when it finished).
    public var printed: String
    /// How it ended.
    public var ending: Ending

    /// An outcome: what the doctest printed and how it ended.
    public init(printed: String, ending: Ending) {
        self.printed = printed
        self.ending = ending
    }
}

/// Splits the standard output of a module's `wasmkit run` into its doctests' outputs.
///
/// `_start` runs the doctests after the previews (``DoctestGlue/runAll``); before each one the
/// glue writes a line of ``DoctestGlue/marker`` and the export's name. Text before the first
/// marker was printed while previews were drawn and belongs to no doctest. Article code could
/// print a marker of its own; that only makes its own doctest's comparison fail.
public struct DoctestRun: Sendable {
    /// The module's exported doctests, in the glue's order.
    public var exportNames: [String]

    /// A reading of the doctests exported as `exportNames`.
    public init(exportNames: [String]) {
        self.exportNames = exportNames
    }

    /// Every doctest's outcome, by export name.
    /// - Parameters:
    ///   - output: The run's standard output.
    ///   - stopped: Why the run ended early, or `nil` when it finished.
    public func outcomes(of output: String, stopped: String?) -> [String: DoctestOutcome] {
        var printed: [String: String] = [:]
        var order: [String] = []
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map({ $0 + "\n" })
            + Self.lastLine(of: output)
        {
            if line.hasPrefix(DoctestGlue.marker) {
                let name = String(line.dropFirst(DoctestGlue.marker.count).dropLast())
                if exportNames.contains(name), printed[name] == nil {
                    current = name
                    order.append(name)
                    printed[name] = ""
                    continue
                }
            }
            if let current { printed[current, default: ""] += line }
        }
        var outcomes: [String: DoctestOutcome] = [:]
        for name in exportNames {
            guard let text = printed[name] else {
                outcomes[name] = DoctestOutcome(printed: "", ending: .notReached)
                continue
            }
            let isLast = name == order.last
            let ending: DoctestOutcome.Ending = isLast ? stopped.map { .stopped($0) } ?? .finished : .finished
            outcomes[name] = DoctestOutcome(printed: text, ending: ending)
        }
        return outcomes
    }

    /// The text after the last line break, when there is any.
    private static func lastLine(of output: String) -> [String] {
        guard let last = output.split(separator: "\n", omittingEmptySubsequences: false).last, !last.isEmpty else {
            return []
        }
        return [String(last)]
    }
}
