import DiaryMarkdown
import Testing

@testable import DiaryKit

/// `// snippet.hide` … `// snippet.show` hide the lines a compiled sample needs from the page;
/// in an article that compiles nothing they mean nothing, so its code is shown as written.
@Suite("Snippet markers in articles without a module")
struct SnippetMarkersWithoutModuleTests {
    static let markdown = """
        ```swift
        // snippet.hide
        import Foundation
        // snippet.show
        let answer = 42
        ```

        """

    static func render(modules: [String]) throws -> String {
        let block = try #require(MarkdownParser.parse(markdown).codeBlocks.first)
        return try CodeBlockRenderer(articleModules: modules).render(block, folder: "/unused", articleFiles: []).get()
            .html
    }

    @Test("Without a module every line, markers included, is on the page")
    func shownAsWritten() throws {
        let html = try Self.render(modules: [])
        #expect(html.contains("snippet.hide"), "\(html)")
        #expect(html.contains("Foundation"), "\(html)")
        #expect(html.contains("snippet.show"), "\(html)")
        #expect(html.contains("42"), "\(html)")
    }

    @Test("With a module the hidden lines and the markers stay off the page")
    func hiddenWhenCompiled() throws {
        let html = try Self.render(modules: ["Demo"])
        #expect(!html.contains("snippet."), "\(html)")
        #expect(!html.contains("Foundation"), "\(html)")
        #expect(html.contains("42"), "\(html)")
    }
}
