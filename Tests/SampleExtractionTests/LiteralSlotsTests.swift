import Testing

@testable import SampleExtraction

/// The shown literals a reader may change, and how the WebAssembly build's copy of the code
/// reads them from slots.
@Suite("Literal slots")
struct LiteralSlotsTests {
    static func texts(_ code: String) -> [String] { LiteralScan.literals(in: code).map(\.text) }

    @Test func numbersStringsAndBooleansOfShownCodeAreSlots() {
        let code = """
            Text("Привет").padding(16).opacity(0.5)
            Toggle("Вкл", isOn: .constant(true))
            let offset = -3

            """
        let found = LiteralScan.literals(in: code)
        #expect(found.map(\.text) == ["\"Привет\"", "16", "0.5", "\"Вкл\"", "true", "-3"])
        #expect(found.map(\.kind) == [.string, .integer, .float, .string, .boolean, .integer])
        // Columns count UTF-8 bytes: «Привет» takes 12 of them.
        #expect(found[1].lineIndex == 0 && found[1].column == 5 + 14 + 1 + 9)
        #expect(found[5].lineIndex == 2 && found[5].column == 13)
    }

    @Test func literalsTheCompilerNeedsOrTheReaderDoesNotSeeAreLeftAlone() {
        let code = """
            @available(iOS 17, *)
            enum Size: Int { case small = 1 }
            switch value { case 2: return 3
            default: return 4 }
            #sourceLocation(file: "a.swift", line: 9)
            let name = "Hi \\(name)"
            let pair = tuple.0
            let text = \"""
                many
                \"""
            // snippet.hide
            let hidden = 7
            // snippet.show
            // snippet.input Зерно
            let seed: UInt64 = 22
            let shown = 5

            """
        #expect(Self.texts(code) == ["3", "4", "5"])
    }

    @Test func anEndlessLoopStaysOneTheCompilerSees() {
        // Slotted, `while true` would end for the compiler, and `f` would miss a `return`.
        #expect(Self.texts("func f() -> Int {\n    while true { if g() { return 1 } }\n}\n") == ["1"])
        #expect(Self.texts("repeat { x += 2 } while false\n") == ["2"])
    }

    @Test func aMinusAfterAnOperandIsNoPartOfTheLiteral() {
        #expect(Self.texts("let a = b - 1\nlet c = (-2)\nlet d = x-3\n") == ["1", "-2", "3"])
        #expect(Self.texts("f(x)-1") == ["1"])
    }

    @Test func theRewriteKeepsLinesAndColumnsOfTheRestAndNumbersSlotsAcrossTheModule() {
        let extraction = ModuleExtraction(
            module: "Demo", articleNames: ["demo/index.md"],
            snippets: [CompiledSnippet(articlePath: "/a/demo/index.md", line: 10, code: "let a = 16\nlet b = \"x\"\n")],
            examples: [
                Example(
                    articlePath: "/a/demo/index.md", articleName: "demo/index.md", line: 20, codeLine: 21,
                    code: "print(a + 2, true)\n", expected: "18 true\n", expectedLine: 24)
            ])
        let (slotted, slots) = LiteralSlots.slotted(extraction)
        #expect(slotted.snippets[0].code == "let a = __diaryLiteral(0, 16)\nlet b = __diaryLiteral(1, \"x\")\n")
        #expect(slotted.examples[0].code == "print(a + __diaryLiteral(2, 2), __diaryLiteral(3, true))\n")
        #expect(slots.map(\.line) == [10, 11, 21, 21])
        #expect(slots.map(\.column) == [8, 8, 10, 13])
        #expect(slots.map(\.slot) == [0, 1, 2, 3])
        #expect(slotted.examples[0].expected == extraction.examples[0].expected)
    }

    @Test func whatTheBuildToolPluginCompilesStaysAsWritten() {
        let extraction = ModuleExtraction(
            module: "Demo", articleNames: ["demo/index.md"],
            snippets: [CompiledSnippet(articlePath: "/a/demo/index.md", line: 10, code: "let a = 16\n")], examples: [])
        #expect(GeneratedSource.library(extraction).contains("let a = 16\n"))
        #expect(!GeneratedSource.library(extraction).contains(LiteralSlots.function))
    }
}
