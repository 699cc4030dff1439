import SampleExtraction
import SampleWasm
import Testing

@testable import DiaryKit

/// What a doctest that prints something else says: the output block's line, and a short diff.
@Suite("Doctest check messages")
struct DoctestCheckMessageTests {
    static let example = Example(
        articlePath: "/c/a.md", articleName: "a.md", line: 8, codeLine: 9, code: "print(1)\nprint(2)\n",
        expected: "1\n2\n", expectedLine: 13)

    @Test("A matching run is no mismatch; another text is, at the output fence's line")
    func mismatch() {
        #expect(DoctestCheck.mismatch(Self.example, DoctestOutcome(printed: "1\n2\n", ending: .finished)) == nil)
        #expect(DoctestCheck.mismatch(Self.example, DoctestOutcome(printed: "", ending: .notReached)) == nil)
        let found = DoctestCheck.mismatch(Self.example, DoctestOutcome(printed: "1\n3\n", ending: .finished))
        #expect(found == DoctestMismatch(expected: "1\n2\n", actual: "1\n3\n"))
        #expect(DoctestCheck.line(of: Self.example) == 12, "the ```output fence above the text")
    }

    @Test("The message shows the differing lines only, expected then actual")
    func message() {
        let text = DoctestCheck.message(DoctestMismatch(expected: "1\n2\n", actual: "1\n3\n4\n"), module: "M")
        #expect(
            text == "the doctest above prints something else than its recorded output; correct the output block "
                + "or the code (expected/actual lines):\n    line 2: - \"2\"\n    line 2: + \"3\"\n"
                + "    line 3: - (no line)\n    line 3: + \"4\"")
        let stopped = DoctestCheck.message(DoctestMismatch(expected: "1\n", actual: "", stopped: "a trap"), module: "M")
        #expect(stopped.hasPrefix("the doctest above stopped in module M (a trap) before printing its output"))
    }
}
