import Foundation
import SampleExtraction
import TestSupport
import Testing

@testable import SampleWasm

@Suite(
    "Doctests Embedded Swift cannot compile",
    .tags(.toolchain),
    .enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
struct DoctestExclusionTests {
    static let article = "/site/Content/demo/index.md"
    /// A stand-in for DiaryUI with the one type the generated preview registry names.
    static let diaryUI = WasmModuleSources(
        name: "DiaryUI", files: [WasmSourceFile(name: "Previews.swift", text: "public struct RenderedPreview {}\n")])

    static func example(line: Int, _ code: String, expected: String) -> Example {
        Example(
            articlePath: article, articleName: "demo/index.md", line: line, codeLine: line + 1, code: code,
            expected: expected, expectedLine: line + 10)
    }

    static let extraction = ModuleExtraction(
        module: "Demo", articleNames: ["demo/index.md"],
        snippets: [
            CompiledSnippet(
                articlePath: article, line: 5,
                code: "enum Mode { case child, parent }\nstruct Tile: CustomStringConvertible {\n"
                    + "    var description: String { \"tile\" }\n}\n")
        ],
        examples: [
            example(
                line: 20, "print(Tile(), [Tile(), Tile()], [\"a\\\"b\"], 2.5)\n",
                expected: "tile [tile, tile] [\"a\\\"b\"] 2.5\n"),
            example(line: 40, "let mode = Mode.child\nprint(mode)\n", expected: "child\n"),
            example(
                line: 60, "let none: Int? = nil\nprint(none, Optional(3), separator: \"|\")\n",
                expected: "nil|Optional(3)\n"),
        ])

    @Test func aDoctestThatPrintsByReflectionIsLeftOutAndTheRestRun() throws {
        try withTemporaryDirectory { cache in
            let toolchain = try #require(WasmTestEnvironment.compiler).toolchain
            let compiler = WasmCompiler(toolchain: toolchain, cacheDirectory: cache)
            let plan = try #require(
                SampleWasmPlan(module: "Demo", extractions: ["Demo": Self.extraction], diaryUI: Self.diaryUI))
            let build = try compiler.build(plan)
            #expect(build.doctests.map(\.exportName) == ["doctest_1", "doctest_3"])
            #expect(build.excluded.map(\.doctest.exportName) == ["doctest_2"])
            let error = try #require(build.excluded.first?.errors.first)
            #expect(error.file == Self.article && error.line == 42)
            let runs = try runUnderNode(build.artifact.path, exports: build.doctests.map(\.exportName))
            #expect(runs.map(\.output) == build.doctests.map(\.example.expected))
            let again = try compiler.build(plan)
            #expect(again.artifact.wasReused && again.excluded == build.excluded)
        }
    }
}
