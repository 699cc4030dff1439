import DiaryContent
import Testing

@testable import SampleWasm

@Suite("Compiler diagnostics")
struct CompilerOutputTests {
    @Test func readsLocatedErrorsWarningsAndNotes() {
        let output = """
            /site/Content/parental-gate/index.md:189:17: error: generic parameter 'Content' could not be inferred
                    ForEach(values, id: \\.self) { value in
                            ^
            /site/Sources/DiaryUI/View.swift:113:5: warning: variable 'x' was never used
            <unknown>:0: note: generic specialization called here
            """
        let diagnostics = CompilerOutput.parse(output, failed: true)
        #expect(
            diagnostics == [
                Diagnostic(
                    .error, file: "/site/Content/parental-gate/index.md", line: 189, column: 17,
                    message: "generic parameter 'Content' could not be inferred"),
                Diagnostic(
                    .warning, file: "/site/Sources/DiaryUI/View.swift", line: 113, column: 5,
                    message: "variable 'x' was never used"),
                Diagnostic(.note, file: nil, message: "generic specialization called here"),
            ])
        #expect(
            diagnostics[0].description
                == "/site/Content/parental-gate/index.md:189:17: error: generic parameter 'Content' could not be inferred"
        )
        // A note prints as the compiler printed it.
        #expect(diagnostics[2].description == "note: generic specialization called here")
        #expect(
            CompilerOutput.parseLine("/a.md:3:1: note: declared here")?.description == "/a.md:3:1: note: declared here")
    }

    @Test func readsToolErrorsWithoutALocation() {
        let diagnostics = CompilerOutput.parse("wasm-ld: error: t.o: undefined symbol: __multi3\n", failed: true)
        #expect(
            diagnostics == [
                Diagnostic(.error, file: nil, message: "wasm-ld: t.o: undefined symbol: __multi3")
            ])
    }

    @Test func keepsColonsInsidePaths() {
        let diagnostic = CompilerOutput.parseLine("C:/site/a.md:3:1: error: oops")
        #expect(diagnostic?.file == "C:/site/a.md")
        #expect(diagnostic?.line == 3)
    }

    @Test func aFailureWithoutARecognisedLineKeepsTheText() {
        let diagnostics = CompilerOutput.parse("Segmentation fault\n", failed: true)
        #expect(diagnostics.map(\.message) == ["Segmentation fault"])
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(CompilerOutput.parse("all fine\n", failed: false).isEmpty)
    }
}
