import DiaryMarkdown
import Testing

@Suite("HTMLRenderer: footnotes")
struct FootnoteRenderingTests {
    @Test("references link to a closing section with back-references, like GitHub")
    func footnotes() {
        let markdown = "A[^note] B[^2].\n\n[^note]: Первая.\n[^2]: Вторая.\n"
        let expected =
            "<p>A<sup class=\"footnote-ref\"><a href=\"#fn-note\" id=\"fnref-note\" data-footnote-ref>1</a></sup> "
            + "B<sup class=\"footnote-ref\"><a href=\"#fn-2\" id=\"fnref-2\" data-footnote-ref>2</a></sup>.</p>\n"
            + "<section class=\"footnotes\" data-footnotes>\n<ol>\n"
            + "<li id=\"fn-note\">\n<p>Первая. <a href=\"#fnref-note\" class=\"footnote-backref\" data-footnote-backref "
            + "aria-label=\"Back to content\">↩</a></p>\n</li>\n"
            + "<li id=\"fn-2\">\n<p>Вторая. <a href=\"#fnref-2\" class=\"footnote-backref\" data-footnote-backref "
            + "aria-label=\"Back to content\">↩</a></p>\n</li>\n"
            + "</ol>\n</section>\n"
        #expect(HTMLRenderer().render(MarkdownParser.parse(markdown)) == expected)
    }

    @Test("a footnote referenced twice gets two back-references with distinct targets")
    func repeatedReference() {
        let html = HTMLRenderer().render(MarkdownParser.parse("a[^n] b[^n]\n\n[^n]: N.\n"))
        #expect(html.contains("<a href=\"#fn-n\" id=\"fnref-n\" data-footnote-ref>1</a>"))
        #expect(html.contains("<a href=\"#fn-n\" id=\"fnref-n-2\" data-footnote-ref>1</a>"))
        #expect(
            html.contains(
                "<a href=\"#fnref-n-2\" class=\"footnote-backref\" data-footnote-backref "
                    + "aria-label=\"Back to content\">↩<sup class=\"footnote-ref\">2</sup></a></p>"))
    }

    @Test("a footnote ending in a code block gets its back-reference in its own paragraph")
    func nonParagraphFootnote() {
        let html = HTMLRenderer().render(MarkdownParser.parse("a[^c]\n\n[^c]:\n    ```\n    x\n    ```\n"))
        #expect(
            html.hasSuffix(
                "<li id=\"fn-c\">\n<pre><code>x\n</code></pre>\n<p><a href=\"#fnref-c\" class=\"footnote-backref\" "
                    + "data-footnote-backref aria-label=\"Back to content\">↩</a></p>\n</li>\n</ol>\n</section>\n"))
    }

    @Test("a document without references has no footnotes section")
    func noFootnotes() {
        #expect(HTMLRenderer().render(MarkdownParser.parse("a\n\n[^x]: unused\n")) == "<p>a</p>\n")
    }
}
