import Testing

@testable import SampleWasm

/// The build runs every doctest of a module in one `wasmkit run` and splits its standard output
/// at the glue's marker lines.
@Suite("Doctest runs")
struct DoctestRunTests {
    static let marker = DoctestGlue.marker

    @Test func theRunnerCallsEveryDoctestAfterItsFlushedMarker() {
        let text = DoctestGlue(examples: DoctestGlueTests.examples).sourceFile(module: "Demo").text
        #expect(text.contains("@_cdecl(\"diary_run_doctests\")\npublic func _diaryRunDoctests() {\n"))
        #expect(
            text.contains(
                "    _doctestWrite([\"\\u{1}diary-doctest doctest_2\"], separator: \"\", terminator: \"\\n\")\n"
                    + "    _diaryFlushDoctestOutput()\n    _doctest_2()\n"))
        #expect(text.contains("@_extern(c, \"diary_flush\")\nfunc _diaryFlushDoctestOutput()"))
        #expect(!DoctestGlue(exports: []).sourceFile(module: "Empty").text.contains("diary_run_doctests"))
    }

    @Test func splitsTheOutputAtTheMarkers() {
        let output = "drawn while previewing\n\(Self.marker)doctest_1\n3\n\(Self.marker)doctest_2\na\nb\n"
        let outcomes = DoctestRun(exportNames: ["doctest_1", "doctest_2"]).outcomes(of: output, stopped: nil)
        #expect(outcomes["doctest_1"] == DoctestOutcome(printed: "3\n", ending: .finished))
        #expect(outcomes["doctest_2"] == DoctestOutcome(printed: "a\nb\n", ending: .finished))
    }

    @Test func aRunThatStoppedBlamesTheDoctestItWasInAndSkipsTheRest() {
        let output = "\(Self.marker)doctest_1\n3\n\(Self.marker)doctest_2\npartial"
        let outcomes = DoctestRun(exportNames: ["doctest_1", "doctest_2", "doctest_3"]).outcomes(
            of: output, stopped: "wasmkit: trap")
        #expect(outcomes["doctest_1"] == DoctestOutcome(printed: "3\n", ending: .finished))
        #expect(outcomes["doctest_2"] == DoctestOutcome(printed: "partial", ending: .stopped("wasmkit: trap")))
        #expect(outcomes["doctest_3"] == DoctestOutcome(printed: "", ending: .notReached))
    }

    @Test func aMarkerForAnotherNameIsTextOfTheCurrentDoctest() {
        let output = "\(Self.marker)doctest_1\n\(Self.marker)doctest_9\n\(Self.marker)doctest_1\n"
        let outcomes = DoctestRun(exportNames: ["doctest_1"]).outcomes(of: output, stopped: nil)
        #expect(
            outcomes["doctest_1"]?.printed == "\(Self.marker)doctest_9\n\(Self.marker)doctest_1\n",
            "a doctest that prints markers only fails its own comparison")
    }
}
