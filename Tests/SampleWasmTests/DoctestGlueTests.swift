import EmbeddedSources
import SampleExtraction
import Testing

@testable import SampleWasm

@Suite("Doctest glue")
struct DoctestGlueTests {
    static let examples = [
        Example(
            articlePath: "/site/Content/demo/index.md", articleName: "demo/index.md", line: 10, codeLine: 11,
            code: "print(1 + 1)\n", expected: "2\n", expectedLine: 15),
        Example(
            articlePath: "/site/Content/demo/index.md", articleName: "demo/index.md", line: 20, codeLine: 21,
            code: "let output = [\"a\"]\nprint(output, 3)\n", expected: "[\"a\"] 3\n", expectedLine: 26),
    ]

    @Test func numbersTheExportsInArticleOrder() {
        let glue = DoctestGlue(examples: Self.examples)
        #expect(glue.exports.map(\.exportName) == ["doctest_1", "doctest_2"])
        #expect(glue.exports.map(\.example.line) == [10, 20])
    }

    @Test func eachEntryPointIsAnExportedFunctionAtTheArticleLines() {
        let text = DoctestGlue(examples: Self.examples).sourceFile(module: "Demo").text
        #expect(text.contains("@_cdecl(\"doctest_2\")\npublic func _doctest_2() {\n    do {\n"))
        #expect(
            text.contains(
                "#sourceLocation(file: \"/site/Content/demo/index.md\", line: 21)\n"
                    + "let output = [\"a\"]\nprint(output, 3)\n#sourceLocation()\n"))
    }

    @Test func theRegistryHoldsOnlyTheEntryPointsTheGlueDeclaresPrint() {
        let registry = DoctestGlue(examples: Self.examples).sourceFile(module: "Demo").text
        #expect(!registry.contains("func print"))
        let glue = SampleWasmGlueSources.files.map(\.text).joined()
        let overloads = glue.components(separatedBy: "\nfunc print<").count - 1
        // One to five values, each either kind.
        #expect(overloads == (1...5).reduce(0) { $0 + (1 << $1) })
        #expect(glue.contains("func print<T0: CustomStringConvertible, T1: _DoctestPrintable>("))
    }
}

@Suite("Sample build plans")
struct SampleWasmPlanTests {
    static func extraction(_ module: String, _ code: String, examples: [Example] = []) -> ModuleExtraction {
        ModuleExtraction(
            module: module, articleNames: ["\(module.lowercased())/index.md"],
            snippets: [
                CompiledSnippet(articlePath: "/site/Content/\(module.lowercased())/index.md", line: 7, code: code)
            ],
            examples: examples)
    }

    static let extractions = [
        "Gate": extraction("Gate", "import DiaryUI\nimport Puzzles\n"),
        "Puzzles": extraction("Puzzles", "@testable import Numbers\npublic struct Puzzle {}\n"),
        "Numbers": extraction("Numbers", "public struct Number {}\n"),
        "Alone": extraction("Alone", "struct A {}\n"),
    ]
    static let diaryUI = WasmModuleSources(name: "DiaryUI", files: [WasmSourceFile(name: "V.swift", text: "")])

    @Test func followsSampleImportsTransitively() {
        #expect(SampleWasmPlan.importedSamples(of: "Gate", in: Self.extractions) == ["Numbers", "Puzzles"])
        #expect(SampleWasmPlan.importedSamples(of: "Alone", in: Self.extractions).isEmpty)
    }

    @Test func dependenciesBringTheirBlocksWithoutAPreviewRegistry() throws {
        let plan = try #require(SampleWasmPlan(module: "Gate", extractions: Self.extractions, diaryUI: Self.diaryUI))
        #expect(plan.request.dependencies.map(\.name) == ["DiaryUI", "Numbers", "Puzzles", "WasmWireFormat"])
        let puzzles = try #require(plan.request.dependencies[2].files.first?.text)
        #expect(puzzles.contains("#sourceLocation(file: \"/site/Content/puzzles/index.md\", line: 7)\n"))
        #expect(!puzzles.contains("ArticlePreviews"))
        let gate = plan.request.module.files.map(\.text).joined()
        #expect(gate.contains("public enum ArticlePreviews"))
    }

    @Test func previewGlueGoesOnlyIntoModulesWithPreviewsAndLiveGlueOnlyIntoLiveOnes() throws {
        var plan = try #require(SampleWasmPlan(module: "Alone", extractions: Self.extractions, diaryUI: Self.diaryUI))
        let names = { (plan: SampleWasmPlan) in Set(plan.request.module.files.map(\.name)) }
        let always = Set(SampleWasmGlueSources.files.map(\.name))
        let previews = Set(SampleWasmPreviewGlueSources.files.map(\.name))
        let live = Set(SampleWasmLiveGlueSources.files.map(\.name))
        #expect(!always.isEmpty && !previews.isEmpty && !live.isEmpty)
        #expect(names(plan).isSuperset(of: always) && names(plan).isDisjoint(with: previews.union(live)))
        plan.previews = [PreviewFence(articlePath: "/site/Content/alone/index.md", line: 9, name: "P")]
        plan.live = false
        #expect(names(plan).isSuperset(of: always.union(previews)) && names(plan).isDisjoint(with: live))
        plan.live = true
        #expect(names(plan).isSuperset(of: always.union(previews).union(live)))
    }

    @Test func exportsEveryDoctest() throws {
        let examples = DoctestGlueTests.examples
        let extractions = ["Demo": Self.extraction("Demo", "struct D {}\n", examples: examples)]
        let plan = try #require(SampleWasmPlan(module: "Demo", extractions: extractions, diaryUI: Self.diaryUI))
        // `_start` runs them all when the build checks them (``DoctestRun``).
        // The literal slots' exports are in every module (``LiteralGlue``).
        #expect(
            plan.request.exports.filter { !$0.hasPrefix("diary_literal_") } == ["doctest_1", "doctest_2", "_start"])
        #expect(plan.request.exports.contains("diary_literal_set"))
        // The doctests run their statements with the shown literals slotted, all else kept.
        #expect(plan.doctests.map(\.example) == SampleSources.literalSlotted(extractions["Demo"]!).0.examples)
        #expect(plan.doctests.map(\.example.expected) == examples.map(\.expected))
        #expect(plan.doctests[0].example.code == "print(__diaryLiteral(0, 1) + __diaryLiteral(1, 1))\n")
        #expect(SampleWasmPlan(module: "Missing", extractions: extractions, diaryUI: Self.diaryUI) == nil)
    }
}
