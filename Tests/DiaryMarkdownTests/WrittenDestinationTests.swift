import DiaryMarkdown
import Testing

/// Links keep their destination as written and, for reference links, the place of the definition,
/// so messages can quote what is in the file.
@Suite("Written destinations of links and images")
struct WrittenDestinationTests {
    /// The destination of the first link or image, and its written form.
    private func firstLink(_ markdown: String) -> (decoded: String, written: WrittenDestination?)? {
        let document = MarkdownParser.parse(markdown)
        guard let (destination, position) = Self.links(in: document.blocks).first else { return nil }
        return (destination, document.writtenDestinations[position])
    }

    private static func links(in blocks: [Block]) -> [(String, SourcePosition)] {
        blocks.flatMap { block -> [(String, SourcePosition)] in
            switch block {
            case .paragraph(let inlines, _), .heading(_, let inlines, _): links(in: inlines)
            case .blockQuote(let children, _): links(in: children)
            case .list(let list, _): list.items.flatMap { links(in: $0.blocks) }
            default: []
            }
        }
    }

    private static func links(in inlines: [Inline]) -> [(String, SourcePosition)] {
        inlines.flatMap { inline -> [(String, SourcePosition)] in
            switch inline {
            case .link(let destination, _, let children, let position):
                [(destination, position)] + links(in: children)
            case .image(let source, _, _, let position): [(source, position)]
            case .emphasis(let children), .strong(let children): links(in: children)
            default: []
            }
        }
    }

    @Test(
        "inline links and images keep the destination as typed",
        arguments: [
            ("[a](foo%20b&auml;)", "foo%20bä", "foo%20b&auml;"),
            ("![a](<my photo.png> \"t\")", "my photo.png", "my photo.png"),
            ("Текст [a](../b/\\(1\\).md 'x')", "../b/(1).md", "../b/\\(1\\).md"),
            ("[a `]`](x&amp;y)", "x&y", "x&amp;y"),
            ("[a\nb](c&#x41;)", "cA", "c&#x41;"),
            ("[a](foo(bar))", "foo(bar)", "foo(bar)"),
            ("<http://a.ru/&amp;>", "http://a.ru/&", "http://a.ru/&amp;"),
            ("[![i](x&auml;.png)](y)", "y", "y"),
        ])
    func inlineLinks(markdown: String, decoded: String, written: String) {
        let link = firstLink(markdown)
        #expect(link?.decoded == decoded)
        #expect(link?.written?.text == written)
        #expect(link?.written?.isFromDefinition == false)
    }

    @Test("an image inside a link has its own written source")
    func nestedImage() {
        let document = MarkdownParser.parse("[![i](x&auml;.png)](y)\n")
        let written = Self.links(in: document.blocks).map { document.writtenDestinations[$0.1]?.text }
        #expect(written == ["y", "x&auml;.png"])
    }

    @Test(
        "reference links point at their definition",
        arguments: [
            ("Раз [a][ref].\n\n[ref]: foo%20b&auml;\n", 3, 1, "foo%20b&auml;"),
            ("[Ref]\n\n> [ref]:\n> <a&amp;b> \"t\"\n", 3, 3, "a&amp;b"),
            ("[x][]\n\n- [X]: y\\_z\n", 3, 3, "y\\_z"),
            ("![alt][p]\n\n   [p]: &#x70;.png\n", 3, 4, "&#x70;.png"),
            ("[a][b  c]\n\n```\n[b c]: wrong\n```\n[B C]: right\n", 6, 1, "right"),
            ("[a][r]\n\n[r]: first\n[r]: second\n", 3, 1, "first"),
        ])
    func referenceLinks(markdown: String, line: Int, column: Int, written: String) {
        let link = firstLink(markdown)
        #expect(link?.written?.text == written)
        #expect(link?.written?.position == SourcePosition(line: line, column: column))
        #expect(link?.written?.isFromDefinition == true)
    }

    @Test("a bare URL has no written destination; its decoded one is quoted instead")
    func bareURL() {
        let link = firstLink("см. https://example.com/a\\_b\n")
        #expect(link?.decoded == "https://example.com/a\\_b")
        #expect(link?.written == nil)
    }

    @Test("Cyrillic before a link gives a column in characters")
    func cyrillicColumn() {
        let link = firstLink("Ссылка [a](b&auml;)\n")
        #expect(link?.written?.position == SourcePosition(line: 1, column: 8))
    }
}
