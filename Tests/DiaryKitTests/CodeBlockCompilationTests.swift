import DiaryMarkdown
import Testing

@testable import DiaryKit

/// The page says what each swift block is, with the answer the sample extractor uses to compile
/// it (`FenceInfo.compilation(articleModules:)`), so a block shown as compiled is compiled.
@Suite("What the page says about each swift block")
struct CodeBlockCompilationTests {
    /// The HTML and warning of the first code block of `markdown`, in an article with `modules`.
    static func render(_ markdown: String, modules: [String]) throws -> CodeBlockRenderer.Rendered {
        let block = try #require(MarkdownParser.parse(markdown).codeBlocks.first)
        let renderer = CodeBlockRenderer(articleModules: modules)
        return try renderer.render(block, folder: "/unused", articleFiles: []).get()
    }

    @Test(
        "Compiled, Apple-only or compiled nowhere, whatever the case of the language",
        arguments: [
            ("```swift\nlet a = 1\n```\n", ["Demo"], "Компилируется: модуль Demo"),
            ("```Swift\nlet a = 1\n```\n", ["Demo"], "Компилируется: модуль Demo"),
            ("```SWIFT module=Other\nlet a = 1\n```\n", ["Demo", "Other"], "Компилируется: модуль Other"),
            ("```swift ignore\nlet a = 1\n```\n", ["Demo"], "Только для Apple: нужен SwiftUI или UIKit"),
            ("```swift\nlet a = 1\n```\n", [], "Не компилируется: у статьи нет модуля"),
        ])
    func statusLine(markdown: String, modules: [String], status: String) throws {
        let rendered = try Self.render(markdown, modules: modules)
        #expect(rendered.html.contains(">\(status)</figcaption>"), "\(rendered.html)")
        #expect(rendered.html.contains("class=\"language-swift\""), "highlighted as Swift")
        #expect(rendered.warning == nil)
    }

    @Test("A fence the extractor cannot place is shown as compiled nowhere, with the extractor's reason")
    func invalidFence() throws {
        let several = try Self.render("```swift\nlet a = 1\n```\n", modules: ["A", "B"])
        #expect(several.html.contains("Не компилируется"))
        #expect(
            several.warning
                == "this swift block is compiled nowhere: this article carries several modules (A, B); "
                + "say which one this block belongs to with module=A")
        let unlisted = try Self.render("```swift module=C\nlet a = 1\n```\n", modules: ["A"])
        #expect(unlisted.warning?.contains("module=C is not in the front matter (which names A)") == true)
        let typo = try Self.render("```swift ingore\nlet a = 1\n```\n", modules: ["A"])
        #expect(typo.warning?.contains("unknown word 'ingore' after swift; use ignore or module=Name") == true)
    }
}
