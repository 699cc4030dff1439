import Testing

@testable import SampleWasm

@Suite("Compiler diagnostics")
struct CompilerDiagnosticTests {
    @Test func readsLocatedErrorsWarningsAndNotes() {
        let output = """
            /site/Content/parental-gate/index.md:189:17: error: generic parameter 'Content' could not be inferred
                    ForEach(values, id: \\.self) { value in
                            ^
            /site/Sources/DiaryUI/View.swift:113:5: warning: variable 'x' was never used
            <unknown>:0: note: generic specialization called here
            """
        let diagnostics = CompilerDiagnostic.parse(output, failed: true)
        #expect(
            diagnostics == [
                CompilerDiagnostic(
                    .error, path: "/site/Content/parental-gate/index.md", line: 189, column: 17,
                    "generic parameter 'Content' could not be inferred"),
                CompilerDiagnostic(
                    .warning, path: "/site/Sources/DiaryUI/View.swift", line: 113, column: 5,
                    "variable 'x' was never used"),
                CompilerDiagnostic(.note, path: nil, line: nil, column: nil, "generic specialization called here"),
            ])
        #expect(
            diagnostics[0].description
                == "/site/Content/parental-gate/index.md:189:17: error: generic parameter 'Content' could not be inferred"
        )
    }

    @Test func readsToolErrorsWithoutALocation() {
        let diagnostics = CompilerDiagnostic.parse("wasm-ld: error: t.o: undefined symbol: __multi3\n", failed: true)
        #expect(
            diagnostics == [
                CompilerDiagnostic(
                    .error, path: nil, line: nil, column: nil, "wasm-ld: t.o: undefined symbol: __multi3")
            ])
    }

    @Test func keepsColonsInsidePaths() {
        let diagnostic = CompilerDiagnostic.parseLine("C:/site/a.md:3:1: error: oops")
        #expect(diagnostic?.path == "C:/site/a.md")
        #expect(diagnostic?.line == 3)
    }

    @Test func aFailureWithoutARecognisedLineKeepsTheText() {
        let diagnostics = CompilerDiagnostic.parse("Segmentation fault\n", failed: true)
        #expect(diagnostics.map(\.message) == ["Segmentation fault"])
        #expect(diagnostics.map(\.severity) == [.error])
        #expect(CompilerDiagnostic.parse("all fine\n", failed: false).isEmpty)
    }
}
