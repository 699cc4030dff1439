import DiaryContent
import DiaryMarkdown
import Testing

/// Renders `markdown` with the default renderer.
private func html(_ markdown: String, _ renderer: HTMLRenderer = HTMLRenderer()) -> String {
    renderer.render(MarkdownParser.parse(markdown))
}

@Suite("HTMLRenderer: blocks")
struct HTMLRendererBlockTests {
    @Test(
        "each block construct renders exactly",
        arguments: [
            ("Hello *you* and **them**.", "<p>Hello <em>you</em> and <strong>them</strong>.</p>\n"),
            ("a\nb", "<p>a\nb</p>\n"),
            ("a  \nb", "<p>a<br>\nb</p>\n"),
            ("***", "<hr>\n"),
            ("> quote", "<blockquote>\n<p>quote</p>\n</blockquote>\n"),
            ("```swift\nlet a = 1 < 2\n```", "<pre><code class=\"language-swift\">let a = 1 &lt; 2\n</code></pre>\n"),
            ("    plain", "<pre><code>plain\n</code></pre>\n"),
            ("<div class=\"x\">\nraw\n</div>", "<div class=\"x\">\nraw\n</div>\n"),
            ("- a\n- b", "<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n"),
            ("3. a\n4. b", "<ol start=\"3\">\n<li>a</li>\n<li>b</li>\n</ol>\n"),
            ("1. a", "<ol>\n<li>a</li>\n</ol>\n"),
            ("- a\n\n- b", "<ul>\n<li>\n<p>a</p>\n</li>\n<li>\n<p>b</p>\n</li>\n</ul>\n"),
            ("- a\n  - b", "<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ul>\n"),
            ("~~old~~ `x<y>`", "<p><del>old</del> <code>x&lt;y&gt;</code></p>\n"),
            ("5 > 3 & \"q\"", "<p>5 &gt; 3 &amp; &quot;q&quot;</p>\n"),
        ])
    func blocks(markdown: String, expected: String) {
        #expect(html(markdown) == expected)
    }

    @Test("headings get ids and an anchor link that is hidden from screen readers and the Tab order")
    func headings() {
        #expect(
            html("## Что такое пункт?")
                == "<h2 id=\"что-такое-пункт\">Что такое пункт? "
                + "<a class=\"heading-anchor\" href=\"#что-такое-пункт\" aria-hidden=\"true\" tabindex=\"-1\">#</a></h2>\n"
        )
        #expect(html("# A *b*", HTMLRenderer(addsHeadingAnchors: false)) == "<h1 id=\"a-b\">A <em>b</em></h1>\n")
    }

    @Test("task lists render disabled checkboxes in tight and loose lists")
    func taskLists() {
        #expect(
            html("- [ ] todo\n- [x] done")
                == "<ul class=\"contains-task-list\">\n"
                + "<li class=\"task-list-item\"><input type=\"checkbox\" class=\"task-list-item-checkbox\" disabled> todo</li>\n"
                + "<li class=\"task-list-item\"><input type=\"checkbox\" class=\"task-list-item-checkbox\" checked disabled> done</li>\n"
                + "</ul>\n")
        #expect(
            html("- [x] done\n\n- plain")
                == "<ul class=\"contains-task-list\">\n<li class=\"task-list-item\">\n"
                + "<p><input type=\"checkbox\" class=\"task-list-item-checkbox\" checked disabled> done</p>\n</li>\n"
                + "<li>\n<p>plain</p>\n</li>\n</ul>\n")
    }

    @Test("tables carry alignment attributes, not inline styles; a table without body rows has no tbody")
    func tables() {
        #expect(
            html("| a | b | c | d |\n|:--|:-:|--:|---|\n| 1 | *2* | 3 |")
                == "<table>\n<thead>\n<tr>\n<th align=\"left\">a</th>\n"
                + "<th align=\"center\">b</th>\n<th align=\"right\">c</th>\n<th>d</th>\n"
                + "</tr>\n</thead>\n<tbody>\n<tr>\n<td align=\"left\">1</td>\n"
                + "<td align=\"center\"><em>2</em></td>\n<td align=\"right\">3</td>\n"
                + "<td></td>\n</tr>\n</tbody>\n</table>\n")
        #expect(html("| a |\n|---|") == "<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n</table>\n")
    }

    @Test("a blank corner cell is no header, and the first column then heads the rows")
    func rowHeaders() {
        #expect(
            html("| | UIKit | SwiftUI |\n|---|---|---|\n| Вью | классы | структуры |\n|  | a | b |")
                == "<table>\n<thead>\n<tr>\n<td></td>\n<th>UIKit</th>\n<th>SwiftUI</th>\n</tr>\n</thead>\n"
                + "<tbody>\n<tr>\n<th scope=\"row\">Вью</th>\n<td>классы</td>\n<td>структуры</td>\n</tr>\n"
                + "<tr>\n<td></td>\n<td>a</td>\n<td>b</td>\n</tr>\n</tbody>\n</table>\n")
        #expect(
            html("| a | |\n|---|---|\n| b | c |")
                == "<table>\n<thead>\n<tr>\n<th>a</th>\n<td></td>\n</tr>\n</thead>\n"
                + "<tbody>\n<tr>\n<td>b</td>\n<td>c</td>\n</tr>\n</tbody>\n</table>\n")
    }

    @Test("a quote starting with 💡 becomes a callout aside that keeps the emoji")
    func callout() {
        #expect(
            html("> 💡 Совет: *важно*.\n>\n> Ещё.")
                == "<aside class=\"callout\" role=\"note\">\n<p>💡 Совет: <em>важно</em>.</p>\n<p>Ещё.</p>\n</aside>\n")
        #expect(html("> Не 💡") == "<blockquote>\n<p>Не 💡</p>\n</blockquote>\n")
    }

    @Test("CRLF input renders the same HTML as LF")
    func crlf() {
        let markdown = "# T\n\n- a\n- b\n\n```swift\nx\n```\n"
        #expect(html(markdown.replacing("\n", with: "\r\n")) == html(markdown))
        #expect(html("a\r\nb\r\n") == "<p>a\nb</p>\n")
    }
}

@Suite("HTMLRenderer: inlines and hooks")
struct HTMLRendererInlineTests {
    @Test("links, titles, autolinks and URL escaping")
    func links() {
        #expect(html("[a](u.html \"T & t\")") == "<p><a href=\"u.html\" title=\"T &amp; t\">a</a></p>\n")
        #expect(
            html("<https://e.com/a?x=1&y=2>")
                == "<p><a href=\"https://e.com/a?x=1&amp;y=2\">https://e.com/a?x=1&amp;y=2</a></p>\n")
        #expect(
            html("[к](/статья?x=1&y='2')")
                == "<p><a href=\"/%D1%81%D1%82%D0%B0%D1%82%D1%8C%D1%8F?x=1&amp;y=&#x27;2&#x27;\">к</a></p>\n")
        #expect(html("www.example.com") == "<p><a href=\"http://www.example.com\">www.example.com</a></p>\n")
    }

    @Test("images render alt as plain text")
    func images() {
        #expect(html("![a *b* `c`](p.png \"T\")") == "<p><img src=\"p.png\" alt=\"a b c\" title=\"T\"></p>\n")
        #expect(html("![](p q.png)") == "<p>![](p q.png)</p>\n")
        #expect(html("![x](<p q.png>)") == "<p><img src=\"p%20q.png\" alt=\"x\"></p>\n")
    }

    @Test("the code block hook replaces the default and sees the whole block")
    func codeBlockHook() {
        let renderer = HTMLRenderer(codeBlock: { block, _ in
            block.language == "swift" ? "<x-code info=\"\(block.info)\" line=\"\(block.contentStartLine)\">" : nil
        })
        #expect(
            html("```swift ignore\na\n```\n\n```text\nb\n```", renderer)
                == "<x-code info=\"swift ignore\" line=\"2\">\n<pre><code class=\"language-text\">b\n</code></pre>\n")
    }

    @Test("the image hook gets source, title, alt text and position")
    func imageHook() {
        let renderer = HTMLRenderer(image: { source, title, alt, position, _ in
            "<figure data-src=\"\(source)\" data-title=\"\(title)\" data-alt=\"\(alt)\" data-line=\"\(position.line)\">"
        })
        #expect(
            html("Text\n\n![Кот *рыжий*](cat.png \"t\")", renderer)
                == "<p>Text</p>\n<p><figure data-src=\"cat.png\" data-title=\"t\" data-alt=\"Кот рыжий\" data-line=\"3\"></p>\n"
        )
    }

    @Test("link destinations are rewritten for links and default images")
    func linkDestinationHook() {
        let renderer = HTMLRenderer(linkDestination: { destination, position, _ in
            destination.hasSuffix("index.md") ? "/buttons/#L\(position.line)" : destination
        })
        #expect(
            html("[B](../buttons/index.md)\n![i](index.md)", renderer)
                == "<p><a href=\"/buttons/#L1\">B</a>\n<img src=\"/buttons/#L2\" alt=\"i\"></p>\n")
    }

    @Test("what the hooks and the renderer report comes back in the notes, in document order")
    func notesFlowOut() {
        let renderer = HTMLRenderer(
            linkDestination: { destination, position, notes in
                notes.diagnostics.append(Diagnostic(.warning, file: "a.md", line: position.line, message: destination))
                return destination
            },
            warning: { warning, notes in
                notes.diagnostics.append(Diagnostic(.warning, file: "a.md", line: warning.line, message: "raw HTML"))
            })
        var notes = RenderNotes()
        let html = renderer.render(MarkdownParser.parse("[a](x)\n\n<b onclick=\"y\">b</b>\n\n[c](z)"), notes: &notes)
        #expect(html.contains("<a href=\"z\">c</a>"))
        #expect(notes.diagnostics.map(\.message) == ["x", "raw HTML", "z"])
        #expect(notes.diagnostics.map(\.line) == [1, 3, 5])
        #expect(notes.warnings.isEmpty)
    }

    @Test("the text hook transforms prose but not code")
    func textHook() {
        let renderer = HTMLRenderer(text: { $0.uppercased() })
        #expect(
            html("a `b` *c* [d](e)\n\n```\nf\n```", renderer)
                == "<p>A <code>b</code> <em>C</em> <a href=\"e\">D</a></p>\n<pre><code>f\n</code></pre>\n")
    }

    @Test("inline rendering of a title applies typography and hooks")
    func inlineRendering() {
        let renderer = HTMLRenderer(appliesTypography: true)
        let inlines: [Inline] = [.text("\"Кнопки\" и "), .code("Button")]
        #expect(renderer.render(inlines) == "«Кнопки» и\u{00A0}<code>Button</code>")
    }
}

@Suite("HTMLRenderer: raw HTML tagfilter")
struct TagFilterTests {
    @Test(
        "with unsafe raw HTML, filtered tags are disarmed in raw HTML blocks and inline HTML",
        arguments: [
            ("<script>alert(1)</script>", "&lt;script>alert(1)&lt;/script>\n"),
            ("a <STYLE>b</Style > c", "<p>a &lt;STYLE>b&lt;/Style > c</p>\n"),
            ("<iframe src=\"x\"></iframe>", "&lt;iframe src=\"x\">&lt;/iframe>\n"),
            ("<div><textarea/></div>", "<div>&lt;textarea/></div>\n"),
            ("<b>bold</b> <scripts>", "<p><b>bold</b> <scripts></p>\n"),
        ])
    func rawHTML(markdown: String, expected: String) {
        #expect(html(markdown, HTMLRenderer(rawHTML: .unsafe)) == expected)
    }

    @Test("every name of the spec's list is filtered, nothing else")
    func tagList() {
        for name in ["title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext"] {
            #expect(TagFilter.apply("<\(name)>") == "&lt;\(name)>")
            #expect(TagFilter.apply("</\(name)\t") == "&lt;/\(name)\t")
        }
        #expect(TagFilter.apply("<titles> <em> <script") == "<titles> <em> <script")
    }
}
