import DiaryMarkdown
import Testing

@Suite("Raw HTML anchors kept, prefixed, and linked")
struct RawHTMLAnchorTests {
    @Test("an id and an <a name> are kept with GitHub's prefix, and links to them follow")
    func keptAnchors() {
        let markdown = """
            See [the table](#prices) and <a href="#old-spot">the old spot</a>.

            <a name="old-spot"></a>
            <div id="prices" aria-labelledby="prices-title"><p id="prices-title">Prices</p></div>

            [Elsewhere](other.md#prices)
            """
        var notes = RenderNotes()
        let html = HTMLRenderer().render(MarkdownParser.parse(markdown), notes: &notes)
        #expect(html.contains("<a href=\"#user-content-prices\">the table</a>"))
        #expect(html.contains("<a href=\"#user-content-old-spot\">the old spot</a>"))
        #expect(html.contains("<a id=\"user-content-old-spot\"></a>"))
        #expect(
            html.contains(
                "<div id=\"user-content-prices\" aria-labelledby=\"user-content-prices-title\">"
                    + "<p id=\"user-content-prices-title\">"))
        // Another page's fragment is that page's business.
        #expect(html.contains("<a href=\"other.md#prices\">"))
        #expect(notes.anchors == ["user-content-old-spot", "user-content-prices", "user-content-prices-title"])
        #expect(notes.warnings.isEmpty)
    }

    @Test("a fragment naming a heading stays the heading's, even when raw HTML has the same id")
    func headingWins() {
        let html = HTMLRenderer(addsHeadingAnchors: false).render(
            MarkdownParser.parse("## Intro\n\n<span id=\"intro\">x</span>\n\n[up](#intro)\n"))
        #expect(html.contains("<a href=\"#intro\">up</a>"))
        #expect(html.contains("<span id=\"user-content-intro\">x</span>"))
    }

    @Test("an id on an element the sanitiser removes defines no anchor, so links to it are not rewritten")
    func removedElement() {
        var notes = RenderNotes()
        let html = HTMLRenderer().render(
            MarkdownParser.parse("<form id=\"f\">x</form>\n\n[to the form](#f)\n"), notes: &notes)
        #expect(html.contains("<a href=\"#f\">to the form</a>"))
        #expect(notes.anchors.isEmpty)
    }

    @Test("empty ids are dropped, a prefixed id is not prefixed twice, an id wins over name")
    func edgeCases() {
        #expect(HTMLSanitizer.sanitize("<span id=\"\">x</span>") == "<span>x</span>")
        #expect(
            HTMLSanitizer.sanitize("<span id=\"user-content-a\">x</span>") == "<span id=\"user-content-a\">x</span>")
        #expect(HTMLSanitizer.sanitize("<a name=\"n\" id=\"i\">x</a>") == "<a id=\"user-content-i\">x</a>")
        #expect(
            HTMLSanitizer.sanitize("<table><tr><td headers=\"a b\">x</td></tr></table>").contains(
                "headers=\"user-content-a user-content-b\""))
    }

    @Test("with raw HTML trusted, anchors pass as written and are still listed")
    func unsafeHTML() {
        var notes = RenderNotes()
        let html = HTMLRenderer(rawHTML: .unsafe).render(MarkdownParser.parse("<a name=\"x\"></a>\n"), notes: &notes)
        #expect(html == "<p><a name=\"x\"></a></p>\n")
        #expect(notes.anchors == ["x"])
    }
}
