import Testing

@testable import DiaryMarkdown

/// The parser keeps what the author escaped apart from what they typed plainly, for the
/// characters typography rewrites, wherever cmark-gfm puts the text.
@Suite("Escaped text in the parsed document")
struct EscapedTextParsingTests {
    private func inlines(_ markdown: String) -> [Inline] {
        guard case .paragraph(let inlines, _) = MarkdownParser.parse(markdown).blocks.first else { return [] }
        return inlines
    }

    @Test(
        "escapes and references of quotes, hyphens and dots become escaped text",
        arguments: [
            ("a \\\"b\\\" c", [Inline.text("a "), .escapedText("\""), .text("b"), .escapedText("\""), .text(" c")]),
            ("&quot;&#34;&#x22;&QUOT;", [.escapedText("\"\"\"\"")]),
            ("x\\-\\-y", [.text("x"), .escapedText("--"), .text("y")]),
            ("&#45;&period;", [.escapedText("-.")]),
            ("a\\.", [.text("a"), .escapedText(".")]),
        ])
    func escapedCharacters(markdown: String, expected: [Inline]) {
        #expect(inlines(markdown) == expected)
    }

    @Test(
        "other escapes and references stay decoded in the text",
        arguments: [
            ("\\*a\\* &amp; &auml; &#1046; \\\\", "*a* & ä Ж \\"),
            ("a \"b\" -- c...", "a \"b\" -- c..."),
            ("&amp;quot;", "&quot;"),
            ("&foo; &#; &#x; &#123456789;", "&foo; &#; &#x; &#123456789;"),
        ])
    func decodedText(markdown: String, expected: String) {
        #expect(inlines(markdown) == [.text(expected)])
    }

    @Test("escapes are found after emphasis, in containers, on continuation lines and after links")
    func escapesInContext() {
        #expect(inlines("*a**\\\"") == [.emphasis([.text("a")]), .text("*"), .escapedText("\"")])
        let quoted = MarkdownParser.parse("> a\n> \\\"b\n").blocks
        #expect(
            quoted == [
                .blockQuote(
                    [
                        .paragraph(
                            [.text("a"), .softBreak, .escapedText("\""), .text("b")],
                            position: .init(line: 1, column: 3))
                    ],
                    position: .init(line: 1, column: 1))
            ])
        #expect(
            inlines("[x](u) \\\" `\\\"`")
                == [
                    .link(destination: "u", title: "", children: [.text("x")], position: .init(line: 1, column: 1)),
                    .text(" "), .escapedText("\""), .text(" "), .code("\\\""),
                ])
        #expect(inlines("a  \n\\\"b") == [.text("a"), .lineBreak, .escapedText("\""), .text("b")])
        #expect(inlines("\" \nb") == [.text("\""), .softBreak, .text("b")])
    }

    /// cmark counts a continuation line's columns from the first line's indentation; the parser
    /// also looks where the line's own content starts.
    @Test(
        "escapes are found on indented and lazy continuation lines",
        arguments: [
            "a\n   \\\"b\\\"", "> a\n\\\"b\\\"", "- a\n\\\"b\\\"", "- a\n  \\\"b\\\"", "1. a\n   \\\"b\\\"",
            "> - a\n>   \\\"b\\\"", "> > a\n> \\\"b\\\"", "> > a\n> > \\\"b\\\"", "Setext a\nline \\\"b\\\"\n---",
        ])
    func continuationLines(markdown: String) {
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        let html = renderer.render(MarkdownParser.parse(markdown))
        #expect(html.contains("&quot;b&quot;"), "\(html)")
        #expect(!html.contains("«"), "\(html)")
    }

    @Test("escaped text reads as its characters in plain text")
    func plainText() {
        #expect(MarkdownParser.parse("a \\\"b\\\" &#45;\n").plainText() == "a \"b\" -")
    }

    // MARK: The replay itself

    @Test(
        "the replay finds escapes and references, and refuses sources that do not decode to the literal",
        arguments: [
            ("a\"b", "a\\\"b", [1..<2] as [Range<Int>]?),
            ("\"", "&quot;", [0..<1]),
            ("ä\"", "&auml;&#x22;", [0..<2, 2..<3]),
            ("a", "a   ", []),
            ("*x", "**x", []),
            ("a\"b", "a\"c", nil),
            ("ab", "a", nil),
        ])
    func replay(literal: String, source: String, expected: [Range<Int>]?) {
        #expect(EscapeReplay.escapedRanges(in: Array(literal.utf8), source: Array(source.utf8)[...]) == expected)
    }

    @Test("in exact mode every source byte must be used")
    func exactReplay() {
        #expect(EscapeReplay.escapedRanges(in: Array("a".utf8), source: Array("a ".utf8)[...], exact: true) == nil)
        #expect(
            EscapeReplay.escapedRanges(in: Array("ä b".utf8), source: Array("&auml;\\ b".utf8)[...], exact: true) == nil
        )
        #expect(
            EscapeReplay.escapedRanges(in: Array("ä(".utf8), source: Array("&auml;\\(".utf8)[...], exact: true) == [
                0..<2, 2..<3,
            ])
    }
}
