import DiaryMarkdown
import Testing

@Suite("HTMLSanitizer: payloads")
struct HTMLSanitizerPayloadTests {
    @Test(
        "event handlers go, in any case and however the attributes are separated",
        arguments: [
            ("<img src=\"x.png\" onerror=\"alert(1)\">", "<img src=\"x.png\">"),
            ("<img src=x onerror=alert(1)>", "<img src=\"x\">"),
            ("<IMG SRC=x ONERROR=alert(1)>", "<img src=\"x\">"),
            ("<img src=\"x\"onerror=\"alert(1)\">", "<img src=\"x\">"),
            ("<img src=x\tonerror\n=\n'alert(1)'>", "<img src=\"x\">"),
            ("<img src=x onerror=alert(1) onerror=alert(2)>", "<img src=\"x\">"),
            // The `/` does not end the unquoted value: the browser sees one harmless relative src.
            ("<img/src=x/onerror=alert(1)>", "<img src=\"x/onerror=alert(1)\">"),
            ("<details open ontoggle=\"alert(1)\">", "<details open>"),
            ("<div onfocus=\"alert(1)\" tabindex=\"0\" autofocus>x</div>", "<div>x</div>"),
            ("<body onload=\"alert(1)\">", ""),
            ("<span onmouseover=alert(1)>x</span>", "<span>x</span>"),
        ])
    func eventHandlers(payload: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(payload) == expected)
    }

    @Test(
        "javascript: and other schemes go however they are written",
        arguments: [
            ("<a href=\"javascript:alert(1)\">x</a>", "<a>x</a>"),
            ("<A HREF=\"JaVaScRiPt:alert(1)\">x</A>", "<a>x</a>"),
            ("<a href=\"&#106;avascript:alert(1)\">", "<a>"),
            ("<a href=\"&#x6A;avascript&#58;alert(1)\">", "<a>"),
            ("<a href=\"&#X6a;avascript&#x3A;alert(1)\">", "<a>"),
            (
                "<a href=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112"
                    + "&#0000116&#0000058alert(1)\">", "<a>"
            ),
            ("<a href=\"javascript&colon;alert(1)\">", "<a>"),
            ("<a href=\"java&Tab;script:alert(1)\">", "<a>"),
            ("<a href=\"java&NewLine;script:alert(1)\">", "<a>"),
            ("<a href=\"jav&#x09;ascript:alert(1)\">", "<a>"),
            ("<a href=\"java\nscript:alert(1)\">", "<a>"),
            ("<a href=\" &#14;  javascript:alert(1)\">", "<a>"),
            ("<a href=\"\u{01}javascript:alert(1)\">", "<a>"),
            ("<a href=javascript:alert(1)>", "<a>"),
            ("<a href='vbscript:msgbox(1)'>", "<a>"),
            ("<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">", "<a>"),
            ("<a href=\"data:image/png;base64,iVBORw0KGgo=\">", "<a>"),
            ("<a href=\"file:///etc/passwd\">", "<a>"),
            ("<img src=\"javascript:alert(1)\" alt=\"x\">", "<img alt=\"x\">"),
            ("<img src=\"data:image/svg+xml,<svg onload=alert(1)>\">", "<img>"),
            ("<img src=\"data:text/html,<script>alert(1)</script>\">", "<img>"),
            ("<blockquote cite=\"javascript:alert(1)\">q</blockquote>", "<blockquote>q</blockquote>"),
            (
                "<picture><source srcset=\"a.webp 1x, javascript:alert(1) 2x\"><img src=\"a.png\" alt=\"a\"></picture>",
                "<picture><source><img src=\"a.png\" alt=\"a\"></picture>"
            ),
            // Decoded once, as a browser does: what remains is a harmless relative path.
            ("<img src=\"&#x26;#106;avascript:alert(1)\">", "<img src=\"&amp;#106;avascript:alert(1)\">"),
        ])
    func schemes(payload: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(payload) == expected)
    }

    @Test(
        "forms, plugins, SVG, MathML and document-level elements go, keeping their text",
        arguments: [
            ("<form action=\"https://evil.example/\"><input name=\"q\"><button>Go</button></form>", "Go"),
            ("<svg onload=\"alert(1)\"><circle r=\"1\"/></svg>", ""),
            ("<svg><a xlink:href=\"javascript:alert(1)\"><text>t</text></a></svg>", "<a>t</a>"),
            ("<math><mi xlink:href=\"javascript:alert(1)\">x</mi></math>", "x"),
            ("<base href=\"https://evil.example/\">", ""),
            ("<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">", ""),
            ("<link rel=\"stylesheet\" href=\"https://evil.example/x.css\">", ""),
            ("<object data=\"x.swf\"></object><embed src=\"x.swf\">", ""),
            ("<select><option>x</option></select>", "x"),
            ("<video poster=\"javascript:alert(1)\" src=x onerror=alert(1)></video>", ""),
            ("<isindex action=\"javascript:alert(1)\">", ""),
            ("<p style=\"background:url(javascript:alert(1))\">x</p>", "<p>x</p>"),
            (
                "<div data-x=\"1\" class=\"note\" id=\"n1\">x</div>",
                "<div class=\"note\" id=\"user-content-n1\">x</div>"
            ),
        ])
    func droppedElements(payload: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(payload) == expected)
    }

    @Test(
        "script, style, iframe and other raw-text elements go with their content",
        arguments: [
            ("<script>alert(1)</script>after", "after"),
            ("<SCRIPT SRC=//evil.example/x.js></SCRIPT>", ""),
            ("<script>document.write('</scr' + 'ipt>')</script>", ""),
            ("</script><script>alert(1)</script>", ""),
            ("<style>body{display:none}</style>", ""),
            ("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>", ""),
            ("<iframe src=\"javascript:alert(1)\">", ""),
            ("<textarea><img src=x onerror=alert(1)></textarea>", ""),
            ("<title><img src=x onerror=alert(1)></title>", ""),
            ("<xmp><img src=x onerror=alert(1)></xmp>", ""),
            ("<noembed><img src=x onerror=alert(1)></noembed>", ""),
            ("<plaintext><img src=x onerror=alert(1)>", ""),
            ("<template><img src=x onerror=alert(1)></template>ok", "ok"),
            ("<template><template></template><img src=x onerror=alert(1)></template>ok", "ok"),
            // What a browser with scripting on does: the noscript ends inside the attribute.
            (
                "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
                "<img src=\"x\">\"&gt;"
            ),
            ("<scr<script>ipt>alert(1)</script>", "ipt&gt;alert(1)"),
        ])
    func rawTextElements(payload: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(payload) == expected)
    }

    @Test(
        "comments go, and markup left unfinished in the fragment becomes text",
        arguments: [
            ("<!--><img src=x onerror=alert(1)>-->", "<img src=\"x\">--&gt;"),
            ("<!---><img src=x onerror=alert(1)>-->", "<img src=\"x\">--&gt;"),
            ("<!-- <img src=x onerror=alert(1)> -->", ""),
            ("<!-- a --!><b>b</b>", "<b>b</b>"),
            ("<!DOCTYPE html><?xml version=\"1.0\"?><![CDATA[x>y]]>", "y]]&gt;"),
            ("</ x><b>", "<b>"),
            ("<div title=\"x", "&lt;div title=\"x"),
            ("<img src=x onerror=alert(1)", "&lt;img src=x onerror=alert(1)"),
            ("<div title=\"\n<img src=x onerror=alert(1)>", "&lt;div title=\"\n<img src=\"x\">"),
            ("<!-- never closed <img src=x onerror=alert(1)>", "&lt;!-- never closed <img src=\"x\">"),
            ("a < b > c", "a &lt; b &gt; c"),
            ("<div title=\"<img src=x onerror=alert(1)>\">", "<div title=\"&lt;img src=x onerror=alert(1)&gt;\">"),
            ("<b><i>unclosed", "<b><i>unclosed"),
        ])
    func unfinishedMarkup(payload: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(payload) == expected)
    }

    @Test(
        "attribute values are decoded, escaped and double-quoted again",
        arguments: [
            ("<img src=x alt='a \"quoted\" alt'>", "<img src=\"x\" alt=\"a &quot;quoted&quot; alt\">"),
            ("<table><td align=left colspan=2>", "<table><tbody><tr><td align=\"left\" colspan=\"2\">"),
            ("<a title=\"&laquo;Кнопки&raquo; &amp; &lt;b&gt;\">", "<a title=\"«Кнопки» &amp; &lt;b&gt;\">"),
            ("<a title=\"&unknown; &ampx\">", "<a title=\"&amp;unknown; &amp;ampx\">"),
            ("<a title=\"&#0; &#xD800; &#x110000;\">", "<a title=\"\u{FFFD} \u{FFFD} \u{FFFD}\">"),
            ("<DIV CLASS=\"Note\">", "<div class=\"Note\">"),
            ("<br/><hr /><img src=x />", "<br><hr><img src=\"x\">"),
            ("<p>x</p></br></img>", "<p>x</p>"),
        ])
    func reserialisation(payload: String, expected: String) {
        #expect(HTMLSanitizer.sanitize(payload) == expected)
    }
}

@Suite("HTMLSanitizer: allowed HTML")
struct HTMLSanitizerAllowedTests {
    @Test(
        "what a diary needs passes unchanged",
        arguments: [
            "<details open>\n<summary>Подробнее</summary>\n<p>Жми <kbd>⌘</kbd>+<kbd>S</kbd>: H<sub>2</sub>O, x<sup>2</sup>.</p>\n</details>\n",
            "<table align=\"center\">\n<thead>\n<tr><th align=\"left\" scope=\"col\">A</th></tr>\n</thead>\n"
                + "<tbody>\n<tr><td colspan=\"2\" rowspan=\"1\">1</td></tr>\n</tbody>\n</table>\n",
            "<img src=\"https://example.com/a.png\" alt=\"Кнопка\" title=\"t\" width=\"100\" height=\"50\" loading=\"lazy\">",
            "<a href=\"../buttons/\" title=\"Кнопки\">ссылка</a> <a href=\"#top\">наверх</a>",
            "<a href=\"mailto:me@example.com\">почта</a> <a href=\"//example.com/x\">x</a>",
            "<a href=\"http://ok.example/?a=1&amp;b=2\">q</a>",
            "<p><em>a</em> <strong>b</strong> <b>c</b> <i>d</i> <u>e</u> <s>f</s> <del>g</del> <ins>h</ins></p>",
            "<p><mark>m</mark> <small>s</small> <abbr title=\"HyperText\">HTML</abbr> <cite>c</cite> <q>q</q></p>",
            "<p><time datetime=\"2023-06-08\">8 июня</time> <var>x</var> <samp>out</samp> <code>c</code></p>",
            "<figure><picture><source srcset=\"a.webp 1x, a@2x.webp 2x\" type=\"image/webp\">"
                + "<img src=\"a.png\" alt=\"a\"></picture><figcaption>Подпись</figcaption></figure>",
            "<pre><code class=\"language-swift\">let a = 1 &lt; 2</code></pre>",
            "<ul><li>a</li></ul><ol start=\"3\"><li>b</li></ol><dl><dt>t</dt><dd>d</dd></dl>",
            "<br><hr><blockquote cite=\"https://example.com/\">q</blockquote>",
            "<h2 id=\"user-content-x\" class=\"y\">H</h2><h6>h</h6><div lang=\"ru\" dir=\"ltr\"><span>s</span></div>",
            "<span aria-label=\"Заметка\" aria-hidden=\"true\">…</span>",
            "<img src=\"data:image/gif;base64,R0lGODlhAQABAAAAACw=\" alt=\"\">",
            "<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\">",
            "plain text &amp; an entity &mdash; kept as written",
        ])
    func allowedHTML(html: String) {
        var removals: [HTMLRemoval] = []
        #expect(HTMLSanitizer.sanitize(html) { removals.append($0) } == html)
        #expect(removals.isEmpty)
    }
}

@Suite("HTMLSanitizer: reports")
struct HTMLSanitizerReportTests {
    private func removals(_ html: String) -> [HTMLRemoval] {
        var removals: [HTMLRemoval] = []
        _ = HTMLSanitizer.sanitize(html) { removals.append($0) }
        return removals
    }

    @Test("each removal is reported once, with its line and column in the fragment")
    func positions() {
        #expect(
            removals("<img src=x onerror=alert(1) onerror=y>")
                == [
                    HTMLRemoval(
                        kind: .eventHandler(attribute: "onerror", element: "img"), position: .init(line: 1, column: 12))
                ])
        #expect(
            removals("<div>\n  <img src=x onload=y>\r\n<form>ё</form><script>x</script>")
                == [
                    HTMLRemoval(
                        kind: .eventHandler(attribute: "onload", element: "img"), position: .init(line: 2, column: 14)),
                    HTMLRemoval(kind: .element("form"), position: .init(line: 3, column: 1)),
                    HTMLRemoval(kind: .elementWithContent("script"), position: .init(line: 3, column: 15)),
                ])
        #expect(
            removals("<a href=\"JavaScript:x\" style=\"\" data-x>")
                == [
                    HTMLRemoval(
                        kind: .url(attribute: "href", element: "a", scheme: "javascript"),
                        position: .init(line: 1, column: 4)),
                    HTMLRemoval(kind: .style(element: "a"), position: .init(line: 1, column: 24)),
                    HTMLRemoval(kind: .attribute("data-x", element: "a"), position: .init(line: 1, column: 33)),
                ])
    }

    @Test("end tags and comments are removed without a report")
    func quietRemovals() {
        #expect(removals("</form></script><!-- c --></br>").isEmpty)
    }

    @Test("reports read as sentences that say what went and why")
    func descriptions() {
        let place = SourcePosition(line: 1, column: 1)
        #expect(
            HTMLRemoval(kind: .eventHandler(attribute: "onerror", element: "img"), position: place).description
                == "removed the 'onerror' attribute from <img>: event handlers run script")
        #expect(
            HTMLRemoval(kind: .url(attribute: "href", element: "a", scheme: "javascript"), position: place).description
                == "removed the 'href' attribute from <a>: 'javascript:' URLs are not allowed "
                + "(use http, https, mailto or a relative URL)")
        #expect(
            HTMLRemoval(kind: .elementWithContent("script"), position: place).description
                == "removed <script> with its content: it is not allowed in raw HTML")
    }

    @Test("a fragment can leave a removed element open for the next one, which closes it")
    func continuation() {
        var open = HTMLOpenElements()
        let opening = HTMLSanitizer.sanitize("<b><script>", continuingInside: nil, openElements: &open) { _ in }
        #expect(opening.html == "<b>")
        #expect(opening.unclosedRemovedElement == "script")
        let closing = HTMLSanitizer.sanitize("x</script ><i>", continuingInside: "script", openElements: &open) { _ in }
        #expect(closing.html == "<i>")
        #expect(closing.unclosedRemovedElement == nil)
        #expect(open.elements == ["b", "i"])
        let template = HTMLSanitizer.sanitize("<template><b>", continuingInside: nil, openElements: &open) { _ in }
        #expect(template.html == "" && template.unclosedRemovedElement == "template")
        let after = HTMLSanitizer.sanitize("</b></template><u></b>", continuingInside: "template", openElements: &open)
        {
            _ in
        }
        // `</b>` closes the elements opened inside it first, as a browser's end tag would.
        #expect(after.html == "<u></u></i></b>")
        #expect(open.isEmpty)
    }

    @Test("an end tag closes only what the fragments opened; stray end tags go")
    func endTags() {
        var open = HTMLOpenElements()
        #expect(
            HTMLSanitizer.sanitize("</div><div><p>", continuingInside: nil, openElements: &open) { _ in }.html
                == "<div><p>")
        #expect(open.elements == ["div", "p"])
        #expect(
            HTMLSanitizer.sanitize("</span></div></div>", continuingInside: nil, openElements: &open) { _ in }.html
                == "</p></div>")
        #expect(open.isEmpty)
    }
}

@Suite("URLSchemePolicy")
struct URLSchemePolicyTests {
    @Test(
        "links allow http, https, mailto, relative paths and fragments",
        arguments: [
            ("https://example.com", true), ("HTTP://example.com", true), ("mailto:a@b.c", true),
            ("../buttons/", true), ("/a/b", true), ("#top", true), ("?q=1", true), ("", true),
            ("a:b/c", false), ("javascript:x", false), (" JAVASCRIPT:x", false), ("java\tscript:x", false),
            ("data:image/png;base64,AA", false), ("tel:123", false), ("./javascript:x", true),
        ])
    func links(url: String, allowed: Bool) {
        #expect(URLSchemePolicy.allows(url, as: .link) == allowed)
    }

    @Test(
        "images allow http, https, relative paths and raster data URLs",
        arguments: [
            ("a.png", true), ("https://example.com/a.png", true), ("data:image/png;base64,AA", true),
            ("DATA:IMAGE/JPEG,xx", true), ("data:image/webp;base64,AA", true), ("data:image/gif,AA", true),
            ("data:image/svg+xml,<svg/>", false), ("data:image/pngx,AA", false), ("data:text/html,x", false),
            ("mailto:a@b.c", false), ("javascript:x", false),
        ])
    func images(url: String, allowed: Bool) {
        #expect(URLSchemePolicy.allows(url, as: .image) == allowed)
    }

    @Test("the scheme is found as a browser finds it")
    func scheme() {
        #expect(URLSchemePolicy.scheme(of: "\u{0}\t JavaScript:x") == "javascript")
        #expect(URLSchemePolicy.scheme(of: "a.b+c-d:x") == "a.b+c-d")
        #expect(URLSchemePolicy.scheme(of: "/x:y") == nil)
        #expect(URLSchemePolicy.scheme(of: "1a:x") == nil)
    }
}
