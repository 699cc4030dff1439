import DiaryMarkdown
import Foundation
import TestSupport
import Testing

/// Parses and renders with every walker on: typography, heading anchors, plain text.
private func parseAndRender(_ markdown: String) -> (MarkdownDocument, String) {
    let document = MarkdownParser.parse(markdown)
    let html = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: true).render(document)
    _ = document.plainText(includingCode: true)
    return (document, html)
}

@Suite("Nesting limit of parsed Markdown")
struct NestingLimitTests {
    static let limit = MarkdownDocument.maximumNestingDepth
    static let intro = "Intro\n\nMore intro.\n\n"

    @Test func documentsTheLimit() {
        #expect(Self.limit == 100)
    }

    @Test("nesting up to the limit is kept as written and gives no warning")
    func atTheLimit() {
        let (document, html) = parseAndRender(String(repeating: "> ", count: Self.limit) + "deep")
        #expect(html.occurrences(of: "<blockquote>") == Self.limit)
        #expect(document.warnings.isEmpty)
    }

    @Test("block quotes past the limit are flattened, their text kept, the first one reported")
    func deepBlockQuotes() throws {
        let markdown = Self.intro + String(repeating: "> ", count: 150) + "innermost text\n"
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(html.occurrences(of: "<blockquote>") == Self.limit)
        #expect(html.contains("<p>innermost text</p>"))
        let warning = try #require(document.warnings.first)
        #expect(document.warnings.count == 1)
        #expect(warning.kind == .nestingTooDeep)
        #expect(warning.position == SourcePosition(line: 5, column: 2 * Self.limit + 1))
        #expect(warning.message == "nesting deeper than 100 levels; deeper blocks are shown flat")
    }

    @Test("list items past the limit keep every item's text in order")
    func deepLists() throws {
        let depth = 130
        let markdown = Self.intro + (0..<depth).map { String(repeating: "  ", count: $0) + "- item\($0)\n" }.joined()
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(html.occurrences(of: "<ul>") == Self.limit)
        let words = html.split { !$0.isLetter && !$0.isNumber }.filter { $0.hasPrefix("item") }.map(String.init)
        #expect(words == (0..<depth).map { "item\($0)" })
        // The list opened by item 100 is the 101st level; the intro takes four lines.
        #expect(document.warnings.map(\.position.line) == [4 + Self.limit + 1])
    }

    @Test("emphasis past the limit becomes its text, after the enclosing quotes count")
    func deepEmphasisInQuotes() throws {
        let quotes = 30
        let markdown =
            Self.intro + String(repeating: ">", count: quotes) + " " + String(repeating: "*a ", count: 150) + "core"
            + String(repeating: " a*", count: 150)
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(html.occurrences(of: "<blockquote>") == quotes)
        #expect(html.occurrences(of: "<em>") == Self.limit - quotes)
        #expect(html.contains("core"))
        #expect(html.occurrences(of: "a") == 300)
        #expect(document.warnings.map(\.position.line) == [5])
    }

    @Test("a link past the limit keeps its text")
    func deepLinkText() throws {
        let markdown =
            String(repeating: "*a ", count: Self.limit) + "[link text](target.html)"
            + String(repeating: " a*", count: Self.limit)
        let (document, html) = parseAndRender(markdown)
        #expect(html.contains("link text"))
        #expect(!html.contains("target.html"))
        #expect(document.warnings.count == 1)
    }

    /// Inputs that nest 50,000 to 100,000 levels deep, by name.
    static let hugeInputs: [String: @Sendable () -> String] = [
        "block quotes": { String(repeating: "> ", count: 100_000) + "a" },
        "emphasis": { String(repeating: "*a ", count: 100_000) + "b" + String(repeating: " a*", count: 100_000) },
        "strikethrough": { String(repeating: "~~a ", count: 50_000) + "b" + String(repeating: " a~~", count: 50_000) },
        "images": { String(repeating: "![", count: 100_000) + "a" + String(repeating: "](u)", count: 100_000) },
        "bullets": { String(repeating: "- ", count: 100_000) + "a" },
        "quoted ordered lists": { String(repeating: "1. > ", count: 50_000) + "a" },
    ]

    @Test("50,000 to 100,000 nested containers parse on a small stack", arguments: hugeInputs.keys.sorted())
    func hugeNesting(_ name: String) throws {
        let makeInput = try #require(Self.hugeInputs[name])
        let markdown = makeInput()
        let (document, html) = SmallStackMeter.markdown.onSmallStack { parseAndRender(markdown) }
        #expect(document.warnings.count == 1)
        #expect(document.warnings.first?.position.line == 1)
        #expect(!html.isEmpty)
    }
}

extension String {
    fileprivate func occurrences(of needle: String) -> Int {
        components(separatedBy: needle).count - 1
    }
}
