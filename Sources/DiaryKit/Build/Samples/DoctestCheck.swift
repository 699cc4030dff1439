import DiaryContent
import SampleExtraction
import SampleWasm

/// A doctest whose run printed something else than the article records: the page marks its
/// output block, and the build warns at that block's line.
struct DoctestMismatch: Sendable, Hashable, Encodable {
    /// The recorded output.
    var expected: String
    /// What the doctest printed (or as far as it got).
    var actual: String
    /// Why the run stopped inside the doctest, when it did.
    var stopped: String?
}

/// Compares what each doctest printed in the build's `wasmkit` run with its recorded output,
/// as `swift test` does with the same text (exact comparison).
enum DoctestCheck {
    /// The mismatch of one doctest, or `nil` when it printed its recorded output (or never ran,
    /// which the run's own warning already names).
    static func mismatch(_ example: Example, _ outcome: DoctestOutcome) -> DoctestMismatch? {
        switch outcome.ending {
        case .notReached: return nil
        case .finished:
            return outcome.printed == example.expected
                ? nil
                : DoctestMismatch(
                    expected: example.expected, actual: outcome.printed)
        case .stopped(let reason):
            return DoctestMismatch(expected: example.expected, actual: outcome.printed, stopped: reason)
        }
    }

    /// The line the warning names: the ```` ```output ```` fence, or the `// Output:` comment's
    /// first expected line.
    static func line(of example: Example) -> Int {
        let codeLines = example.code.utf8.count { $0 == UInt8(ascii: "\n") }
        return example.expectedLine > example.codeLine + codeLines ? example.expectedLine - 1 : example.expectedLine
    }

    /// The warning's message: what to do, then a short line diff (at most ``shownLines`` pairs).
    static func message(_ mismatch: DoctestMismatch, module: String) -> String {
        var text =
            mismatch.stopped.map { "the doctest above stopped in module \(module) (\($0)) before printing its output" }
            ?? "the doctest above prints something else than its recorded output"
        text += "; correct the output block or the code (expected/actual lines):"
        let expected = lines(mismatch.expected)
        let actual = lines(mismatch.actual)
        var shown = 0
        for index in 0..<max(expected.count, actual.count) where shown < shownLines {
            let want = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            guard want != got else { continue }
            shown += 1
            text += "\n    line \(index + 1): - " + (want.map(quoted) ?? "(no line)")
            text += "\n    line \(index + 1): + " + (got.map(quoted) ?? "(no line)")
        }
        if shown == 0 { text += "\n    the texts differ only in the final line break" }
        return text
    }

    /// The most differing lines a warning shows.
    static let shownLines = 4

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    private static func quoted(_ line: String) -> String {
        "\"" + String(line.prefix(120)) + (line.count > 120 ? "…" : "") + "\""
    }
}
