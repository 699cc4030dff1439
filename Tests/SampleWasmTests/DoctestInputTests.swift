import SampleExtraction
import Testing

@testable import SampleWasm

@Suite("Doctest inputs")
struct DoctestInputTests {
    static let code = """
        // snippet.input Зерно
        let seed: UInt64 = 22
        // snippet.input Действие: + − × ÷
        let operation = Operation.allCases[3]
        // snippet.input Нет числа
        let name = "x"
        print(seed, operation)

        """

    @Test func readsNumberFieldsAndListsFromTheirMarkers() {
        let inputs = DoctestInput.parse(Self.code)
        #expect(inputs.map(\.label) == ["Зерно", "Действие"])
        #expect(inputs.map(\.choices) == [[], ["+", "−", "×", "÷"]])
        #expect(inputs.map(\.defaultValue) == [22, 3])
        #expect(inputs.map(\.lineIndex) == [1, 3])
    }

    @Test func aMarkerAboveNoNumberIsAProblem() {
        let problems = DoctestInput.problems(in: Self.code)
        #expect(problems.map(\.lineIndex) == [4])
    }

    @Test(arguments: ["let size: UInt64 = 7", "let x = 1 + y", "let big = 1234567890", "f(Int64)", "print(1 + 7)"])
    func onlyAWholeTrailingLiteralCounts(line: String) {
        let inputs = DoctestInput.parse("// snippet.input A\n\(line)\n")
        #expect(inputs.map(\.defaultValue) == (line.hasSuffix("= 7") ? [7] : []), "\(line)")
    }

    @Test func theInputsExportTakesTheLiteralsAsParametersOnTheSameLines() {
        let example = Example(
            articlePath: "/site/Content/demo/index.md", articleName: "demo/index.md", line: 10, codeLine: 11,
            code: Self.code, expected: "22 ÷\n", expectedLine: 22)
        let export = DoctestExport(exportName: "doctest_1", example: example)
        #expect(export.inputsExportName == "doctest_1_inputs")
        #expect(export.exportNames == ["doctest_1", "doctest_1_inputs"])
        let text = DoctestGlue(exports: [export]).sourceFile(module: "Demo").text
        #expect(text.contains("public func _doctest_1_inputs(_ input0: Int32, _ input1: Int32) {"))
        #expect(text.contains("let seed: UInt64 = _doctestInput(input0)\n"))
        #expect(text.contains("let operation = Operation.allCases[_doctestInput(input1)]\n"))
        #expect(!DoctestGlue(examples: [DoctestGlueTests.examples[0]]).sourceFile(module: "D").text.contains("_inputs"))
    }
}
