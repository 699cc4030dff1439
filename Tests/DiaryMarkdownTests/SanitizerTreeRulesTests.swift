import DiaryMarkdown
import Testing

/// Raw HTML written out as a browser's tree builder would build it: every implied end tag
/// explicit, every tag a browser would place elsewhere dropped (see `HTMLOpenElements`).
@Suite("HTMLSanitizer: the HTML parsing algorithm's open elements")
struct SanitizerTreeRulesTests {
    @Test(
        "implied end tags are written out, and what a browser would move is dropped",
        arguments: [
            // The example: `</span>` cannot close the divs opened after the span.
            (
                "<span>\n\n<div class=\"x\"><div></span>",
                "<span>\n</span><div class=\"x\"><div>\n</div></div>"
            ),
            (
                "<p>a<div>b</div>",
                "<p>a</p><div>b</div>\n"
            ),
            (
                "<ul><li>a<li>b</ul>",
                "<ul><li>a</li><li>b</li></ul>\n"
            ),
            (
                "<dl><dt>a<dd>b<dt>c</dl>",
                "<dl><dt>a</dt><dd>b</dd><dt>c</dt></dl>\n"
            ),
            (
                "<table><td>x</table>",
                "<table><tbody><tr><td>x</td></tr></tbody></table>\n"
            ),
            (
                "<table>x<tr><td>y<tr><td>z",
                "<table><tbody><tr><td>y</td></tr><tr><td>z\n</td></tr></tbody></table>"
            ),
            (
                "<table><tr><td>\n\n*a*\n\n</td></tr></table>",
                "<table><tbody><tr><td>\n<p><em>a</em></p>\n</td></tr></tbody></table>\n"
            ),
            (
                "- <div><li>x",
                "<ul>\n<li>\n<div>x\n</div></li>\n</ul>\n"
            ),
            (
                "[a <a href=\"https://x/\">b</a>](https://y/)",
                "<p><a href=\"https://y/\">a b</a></p>\n"
            ),
            (
                "*a <b>b* c</b>",
                "<p><em>a <b>b</b></em> c</p>\n"
            ),
            (
                "<h2>\n\n## x",
                "<h2>\n</h2><h2 id=\"x\">x</h2>\n"
            ),
            (
                "<a href=\"https://x/\">\n\n<div>",
                "<a href=\"https://x/\">\n</a><div>\n</div>"
            ),
            // A block inside a raw link stays inside it, as in a browser (VitePress's cards).
            (
                "<div><a href=\"https://x/\"><div>b</div><p>c</p></a></div>",
                "<div><a href=\"https://x/\"><div>b</div><p>c</p></a></div>\n"
            ),
            // `</a>` with the block still open would make the browser restructure: ignored.
            (
                "<div><a href=\"https://x/\"><div>b</a>c</div></div>",
                "<div><a href=\"https://x/\"><div>bc</div></a></div>\n"
            ),
            // Markdown never starts inside a raw link: the link ends first, block and all.
            (
                "<div><a href=\"https://x/\"><div>b\n\n*c*",
                "<div><a href=\"https://x/\"><div>b\n</div></a><p><em>c</em></p>\n</div>"
            ),
            (
                "<div><b></div>x",
                "<div><b></b></div>x\n"
            ),
            (
                "<ruby>a<rt>b<rp>c</ruby> <rt>d",
                "<p><ruby>a<rt>b</rt><rp>c</rp></ruby> d</p>\n"
            ),
        ])
    func placement(markdown: String, expected: String) {
        #expect(HTMLRenderer(addsHeadingAnchors: false).render(MarkdownParser.parse(markdown)) == expected)
    }

    @Test("raw HTML nests at most 256 elements deep, and every element is closed")
    func depthBound() {
        let html = HTMLRenderer().render(MarkdownParser.parse(String(repeating: "<span>", count: 300) + "x"))
        #expect(html.components(separatedBy: "<span>").count - 1 == 256)
        #expect(html.components(separatedBy: "</span>").count - 1 == 256)
    }

    @Test("a dropped tag is reported with the reason, its text kept")
    func misplacedReports() {
        var notes = RenderNotes()
        let html = HTMLRenderer().render(MarkdownParser.parse("a <li>b</li> <td>c"), notes: &notes)
        #expect(html == "<p>a b c</p>\n")
        #expect(
            notes.warnings.map(\.message) == [
                "removed the <li> tag (its text is kept): it is only allowed inside <ul> or <ol>",
                "removed the <td> tag (its text is kept): it is only allowed in a table of the same HTML block",
            ])
    }
}
