import DiaryMarkdown
import Testing

/// Renders `markdown` with a default (sanitising) renderer, returning the HTML and the warnings.
private func render(_ markdown: String, rawHTML: RawHTMLPolicy = .sanitized) -> (String, [RenderWarning]) {
    var notes = RenderNotes()
    let html = HTMLRenderer(rawHTML: rawHTML).render(MarkdownParser.parse(markdown), notes: &notes)
    return (html, notes.warnings)
}

@Suite("HTMLRenderer: safe links and images")
struct SafeLinkRenderingTests {
    @Test(
        "links with a refused scheme keep their text and lose their target",
        arguments: [
            ("[x](javascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
            ("[x](JAVASCRIPT:alert(1))", "<p><a href=\"\">x</a></p>\n"),
            ("[x](&#106;avascript:alert(1))", "<p><a href=\"\">x</a></p>\n"),
            ("[x](<java\tscript:alert(1)>)", "<p><a href=\"\">x</a></p>\n"),
            ("[x](vbscript:msgbox)", "<p><a href=\"\">x</a></p>\n"),
            ("[x](data:text/html;base64,PHNjcmlwdD4=)", "<p><a href=\"\">x</a></p>\n"),
            ("<javascript:alert(1)>", "<p><a href=\"\">javascript:alert(1)</a></p>\n"),
            ("[x][r]\n\n[r]: javascript:alert(1)", "<p><a href=\"\">x</a></p>\n"),
        ])
    func refusedLinks(markdown: String, expected: String) {
        let (html, warnings) = render(markdown)
        #expect(html == expected)
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("removed the link target '") == true)
        #expect(warnings.first?.line == 1)
    }

    @Test(
        "safe links and images are untouched and not reported",
        arguments: [
            ("[ok](https://example.com/a?b=1)", "<p><a href=\"https://example.com/a?b=1\">ok</a></p>\n"),
            ("[m](mailto:me@example.com)", "<p><a href=\"mailto:me@example.com\">m</a></p>\n"),
            ("[r](../buttons/) [f](#x)", "<p><a href=\"../buttons/\">r</a> <a href=\"#x\">f</a></p>\n"),
            ("www.example.com", "<p><a href=\"http://www.example.com\">www.example.com</a></p>\n"),
            ("![d](data:image/png;base64,AAAA)", "<p><img src=\"data:image/png;base64,AAAA\" alt=\"d\"></p>\n"),
        ])
    func safeLinks(markdown: String, expected: String) {
        let (html, warnings) = render(markdown)
        #expect(html == expected)
        #expect(warnings.isEmpty)
    }

    @Test("an image with a refused source gets an empty src and never reaches the image hook")
    func refusedImages() {
        var notes = RenderNotes()
        let renderer = HTMLRenderer(image: { _, _, _, _, _ in "<hooked>" })
        let html = renderer.render(MarkdownParser.parse("text\n\n![Кот](javascript:alert(1) \"t\")"), notes: &notes)
        #expect(html == "<p>text</p>\n<p><img src=\"\" alt=\"Кот\" title=\"t\"></p>\n")
        #expect(
            notes.warnings == [
                RenderWarning(
                    message: "removed the image source 'javascript:alert(1)': only http, https, relative and "
                        + "data:image/png, gif, jpeg or webp sources are allowed", line: 3, column: 1)
            ])
        #expect(render("![x](data:image/svg+xml;base64,PHN2Zz4=)").0 == "<p><img src=\"\" alt=\"x\"></p>\n")
    }

    @Test("with unsafe raw HTML every URL is written as is, without warnings")
    func unsafeKeepsURLs() {
        let (html, warnings) = render("[x](javascript:alert(1))", rawHTML: .unsafe)
        #expect(html == "<p><a href=\"javascript:alert(1)\">x</a></p>\n")
        #expect(warnings.isEmpty)
    }
}

@Suite("HTMLRenderer: sanitised raw HTML")
struct SanitizedRawHTMLRenderingTests {
    @Test(
        "raw HTML blocks and inline HTML are sanitised",
        arguments: [
            ("a <img src=x onerror=alert(1)> b", "<p>a <img src=\"x\"> b</p>\n"),
            ("<div onclick=\"alert(1)\">\nraw\n</div>", "<div>\nraw\n</div>\n"),
            ("<script>alert(1)</script>", "\n"),
            ("a <script>alert(1)</script> b", "<p>a  b</p>\n"),
            ("a <script>*x* [l](u)\nb</script> c\n\nnext", "<p>a  c</p>\n<p>next</p>\n"),
            ("a <script>never closed\n\nnext", "<p>a </p>\n<p>next</p>\n"),
            ("<a href=\"javascript:alert(1)\">x</a>", "<p><a>x</a></p>\n"),
            ("x <a href=\"javascript:alert(1)\">*y*</a>", "<p>x <a><em>y</em></a></p>\n"),
            (
                "<details open ontoggle=alert(1)>\n<summary>S</summary>\n\nText\n</details>",
                "<details open>\n<summary>S</summary>\n<p>Text</p>\n</details>\n"
            ),
        ])
    func sanitised(markdown: String, expected: String) {
        #expect(render(markdown).0 == expected)
    }

    @Test("warnings carry the line in the document, and the column where it is known")
    func warningPositions() {
        let (_, blockWarnings) = render("text\n\n<div>\n<img src=x onerror=y>\n</div>")
        #expect(
            blockWarnings == [
                RenderWarning(
                    message: "removed the 'onerror' attribute from <img>: event handlers run script", line: 4,
                    column: 12)
            ])
        let (_, inlineWarnings) = render("first line\nsecond <b onclick=x>b</b>\nthird [l](u) <i\nstyle=x>i</i>")
        #expect(inlineWarnings.map(\.line) == [2, 4])
        #expect(inlineWarnings.map(\.column) == [11, 1])
        let (_, tableWarnings) = render("| a |\n|---|\n| 1 |\n| <b onclick=x>2</b> |")
        #expect(tableWarnings.map(\.line) == [4])
    }

    @Test("unsafe raw HTML only goes through the tagfilter")
    func unsafePassesThrough() {
        let (html, warnings) = render("<img src=x onerror=alert(1)>\n\n<script>x</script>", rawHTML: .unsafe)
        #expect(html == "<img src=x onerror=alert(1)>\n&lt;script>x&lt;/script>\n")
        #expect(warnings.isEmpty)
    }
}

@Suite("Content of removed raw HTML")
struct RemovedInlineContentTests {
    @Test("Markdown between inline tags of a removed element leaves plain text, headings and HTML")
    func removedContent() {
        let document = MarkdownParser.parse(
            "# Title <script>*secret*</script> end\n\na <template>[x](u) `c`</template> b <style>s\n\nkept")
        let cleaned = document.removingContentOfRemovedHTML()
        #expect(cleaned.plainText() == "Title  end\n\na  b \n\nkept")
        #expect(document.plainText().contains("secret"))
        // GitHub turns each space into a hyphen; the old id stays as an empty anchor.
        #expect(HeadingIDs.ids(for: cleaned) == ["title--end"])
        #expect(
            HTMLRenderer(addsHeadingAnchors: false).render(cleaned)
                == "<h1 id=\"title--end\"><span id=\"title-end\"></span>Title  end</h1>\n<p>a  b </p>\n<p>kept</p>\n")
    }
}

@Suite("HTMLRenderer: raw HTML structure")
struct RawHTMLStructureTests {
    @Test(
        "elements raw HTML leaves open are closed with the Markdown element around, or at the end; stray end tags are dropped",
        arguments: [
            ("Формулы <table>\n\nпосле", "<p>Формулы <table></table></p>\n<p>после</p>\n"),
            ("<div>\n\n*a*\n\n</div>", "<div>\n<p><em>a</em></p>\n</div>\n"),
            ("x <a href=\"u\">link", "<p>x <a href=\"u\">link</a></p>\n"),
            ("</div></article> escape", " escape\n"),
            ("<div><span>\n\ntext\n\n</div>", "<div><span>\n<p>text</p>\n</span></div>\n"),
        ])
    func structure(markdown: String, expected: String) {
        #expect(render(markdown).0 == expected)
    }
}
