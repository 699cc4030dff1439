import DiaryMarkdown
import Testing

@testable import DiaryKit

/// The literals a reader can change are marked in the highlighted code, at the shown text's
/// offsets (hidden lines left out), and nowhere else.
@Suite("Literal slots in the page's code")
struct LiteralMarkupTests {
    static let markdown = """
        ```swift
        // snippet.hide
        let hidden = 7
        // snippet.show
        let padding = 16
        Text("Hi").hidden(true)
        ```

        """

    /// The first block of ``markdown`` rendered with `literals` by body line.
    static func render(_ literals: [Int: [LiteralMark]]) throws -> String {
        let block = try #require(MarkdownParser.parse(markdown).codeBlocks.first)
        var previews = DrawnPreviews()
        previews.literals = literals
        let renderer = CodeBlockRenderer(previews: previews, articleModules: ["Demo"])
        return try renderer.render(block, folder: "/unused", articleFiles: []).get().html
    }

    @Test func slottedLiteralsGetTheirSlotAndTheFigureItsModule() throws {
        // The fence is body line 1: the shown lines are body lines 5 and 6.
        let html = try Self.render([
            5: [LiteralMark(column: 14, slot: 3, module: "Demo")],
            6: [LiteralMark(column: 5, slot: 4, module: "Demo"), LiteralMark(column: 18, slot: 5, module: "Demo")],
        ])
        #expect(html.contains(#"<figure class="code" data-literals="Demo">"#))
        #expect(html.contains(#"<span class="hl-number" data-slot="3">16</span>"#))
        #expect(html.contains(#"<span class="hl-string" data-slot="4">&quot;Hi&quot;</span>"#))
        #expect(html.contains(#"<span class="hl-keyword" data-slot="5">true</span>"#))
        #expect(!html.contains("hidden = "))
    }

    @Test func withoutSlotsTheBlockIsAsBefore() throws {
        let html = try Self.render([:])
        #expect(!html.contains("data-slot") && !html.contains("data-literals"))
        #expect(html.contains(#"<figure class="code">"#))
    }
}
