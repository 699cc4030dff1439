import Foundation
import SampleExtraction
import TestSupport
import Testing

@testable import SampleWasm

/// Literal slots in a module's WebAssembly: the code compiles with every shown literal slotted,
/// prints what it did until the page sets a slot, and then prints, or draws, what the code with
/// that literal changed in its text prints or draws.
@Suite(
    "Literal slots as WebAssembly",
    .tags(.toolchain),
    .enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
struct LiteralSlotToolchainTests {
    static let article = "/site/Content/demo/index.md"
    /// A stand-in for DiaryUI with the one type the generated preview registry names.
    static let diaryUI = WasmModuleSources(
        name: "DiaryUI", files: [WasmSourceFile(name: "Previews.swift", text: "public struct RenderedPreview {}\n")])

    static let extraction = ModuleExtraction(
        module: "Demo", articleNames: ["demo/index.md"],
        snippets: [
            CompiledSnippet(
                articlePath: article, line: 5,
                code: """
                    struct Greeting {
                        static let text = "Привет"
                        static let count: UInt8 = 3
                        static let scale = 1.5
                    }
                    func share(_ total: Int, among people: Int) -> Int { total / people }

                    """)
        ],
        examples: [
            Example(
                articlePath: article, articleName: "demo/index.md", line: 20, codeLine: 21,
                code: "print(Greeting.text, Greeting.count * 2, Greeting.scale * 2, share(12, among: 4), true)\n",
                expected: "Привет 6 3.0 3 true\n", expectedLine: 25)
        ])

    /// The slot of the literal written `text`.
    static func slot(_ text: String, in plan: SampleWasmPlan) throws -> Int32 {
        try #require(plan.literalSlots.first { $0.text == text }).slot
    }

    @Test func settingASlotChangesTheOutputAndAValueOfTheWrongTypeIsRefused() throws {
        try withTemporaryDirectory { cache in
            let toolchain = try #require(WasmTestEnvironment.compiler).toolchain
            let compiler = WasmCompiler(toolchain: toolchain, cacheDirectory: cache)
            let plan = try #require(
                SampleWasmPlan(module: "Demo", extractions: ["Demo": Self.extraction], diaryUI: Self.diaryUI))
            #expect(plan.literalSlots.map(\.text) == ["\"Привет\"", "3", "1.5", "2", "2", "12", "4", "true"])
            let build = try compiler.build(plan)
            let text = try Self.slot("\"Привет\"", in: plan)
            let count = try Self.slot("3", in: plan)
            let scale = try Self.slot("1.5", in: plan)
            let people = try Self.slot("4", in: plan)
            let flag = try Self.slot("true", in: plan)
            // Static properties are made once per instance, so each run is a fresh one, as in the page.
            func run(_ values: [Int32: String]) throws -> (output: String?, trap: String?, refusals: String?) {
                let sets = values.keys.sorted().map { "literal:\($0):\(values[$0]!)" }
                let runs = try runUnderNode(
                    build.artifact.path, exports: sets + ["doctest_1", "diary_literal_refusals"])
                return (runs[sets.count].output, runs[sets.count].trap, runs[sets.count + 1].output)
            }
            #expect(try run([:]).output == "Привет 6 3.0 3 true\n")
            let changed = try run([text: "Пока", count: "100", scale: "0.25", flag: "false", people: "6"])
            #expect(changed.output == "Пока 200 0.5 2 false\n")
            #expect(changed.refusals == "")
            // 300 is no UInt8: refused, the literal as written is used, and the page is told why.
            let refused = try run([count: "300", scale: "2"])
            #expect(refused.output == "Привет 6 4.0 3 true\n")
            #expect(refused.refusals == "\(count) UInt8\n")
            // Division by zero traps the run, with a message.
            let trapped = try run([people: "0"])
            #expect(trapped.output == nil && trapped.trap != nil)
        }
    }
}
