import DiaryMarkdown
import Testing

/// Raw HTML URLs go through the same resolution as Markdown links and images.
@Suite("Raw HTML URLs resolved like Markdown links")
struct RawHTMLURLResolutionTests {
    /// Sanitises `fragment`, resolving with `map`; returns the HTML and the URLs the resolver saw.
    private func sanitize(
        _ fragment: String, map: (String) -> String? = { "/site/" + $0 }
    ) -> (html: String, seen: [String], positions: [SourcePosition]) {
        var openElements = HTMLOpenElements()
        var seen: [String] = []
        var positions: [SourcePosition] = []
        let output = HTMLSanitizer.sanitize(
            fragment, continuingInside: nil, openElements: &openElements, anchorNames: ["spot"],
            resolveURL: { url, position in
                seen.append(url)
                positions.append(position)
                return map(url)
            }
        ) { _ in }
        return (output.html, seen, positions)
    }

    @Test("href, src and each srcset candidate are resolved; other attributes are not")
    func resolvedAttributes() {
        let result = sanitize(
            #"<a href="intro.md" title="intro.md">x</a><img src="images/a.png" alt="a.png" srcset="a.png 1x, b.png 2x">"#
                + #"<blockquote cite="q.md">y</blockquote>"#)
        #expect(
            result.html
                == #"<a href="/site/intro.md" title="intro.md">x</a>"#
                + #"<img src="/site/images/a.png" alt="a.png" srcset="/site/a.png 1x, /site/b.png 2x">"#
                + #"<blockquote cite="q.md">y</blockquote>"#)
        #expect(result.seen == ["intro.md", "images/a.png", "a.png", "b.png"])
    }

    @Test("the resolver gets each URL's place in the fragment")
    func positions() {
        let result = sanitize("<p>\n  <a href=\"x.md\">x</a>\n<img src=\"y.png\"></p>")
        #expect(result.positions == [SourcePosition(line: 2, column: 6), SourcePosition(line: 3, column: 6)])
    }

    @Test("places count lines across CRLF and lone CR, and columns in characters")
    func positionsAcrossLineBreaks() {
        let result = sanitize("<p>Щ <a href=\"a\">x</a> <a href=\"b\">y</a>\r\n<img src=\"c\">\r<img src=\"d\"></p>")
        #expect(
            result.positions == [
                SourcePosition(line: 1, column: 9), SourcePosition(line: 1, column: 27),
                SourcePosition(line: 2, column: 6), SourcePosition(line: 3, column: 6),
            ])
    }

    @Test("the scheme policy comes first: a refused URL is dropped and never resolved")
    func schemePolicyFirst() {
        let result = sanitize(#"<a href="javascript:alert(1)">x</a><img src="data:text/html,x">"#)
        #expect(result.html == "<a>x</a><img>")
        #expect(result.seen.isEmpty)
    }

    @Test("a resolved URL the scheme policy refuses leaves the written one")
    func unsafeResolution() {
        let result = sanitize(#"<a href="a.md">x</a>"#) { _ in "javascript:alert(1)" }
        #expect(result.html == #"<a href="a.md">x</a>"#)
    }

    @Test("a URL the resolver keeps (nil) stays as written, escaped as before")
    func keptAsWritten() {
        let result = sanitize(#"<a href="missing.md?a=1&amp;b=2">x</a>"#) { _ in nil }
        #expect(result.html == #"<a href="missing.md?a=1&amp;b=2">x</a>"#)
        #expect(result.seen == ["missing.md?a=1&b=2"])
    }

    @Test("whitespace around a URL, which a browser strips, is not resolved with it")
    func surroundingWhitespace() {
        let result = sanitize("<a href=\" intro.html \n\">x</a>")
        #expect(result.seen == ["intro.html"])
        #expect(result.html == #"<a href="/site/intro.html">x</a>"#)
        let kept = sanitize("<a href=\" missing.html \">x</a>") { _ in nil }
        #expect(kept.html == #"<a href=" missing.html ">x</a>"#)
    }

    @Test("a fragment to a raw anchor is prefixed before it is resolved")
    func prefixedFragment() {
        let result = sanitize(##"<a href="#spot">x</a><a href="#elsewhere">y</a>"##) { $0 }
        #expect(result.seen == ["#user-content-spot", "#elsewhere"])
        #expect(result.html == ##"<a href="#user-content-spot">x</a><a href="#elsewhere">y</a>"##)
    }

    @Test("a resolved URL is percent-encoded where it would split, a data: candidate keeps its comma")
    func encoding() {
        let spaced = sanitize(#"<img src="my photo.png" srcset="фото.png 2x">"#) { "/a/" + $0 }
        #expect(spaced.html == #"<img src="/a/my%20photo.png" srcset="/a/%D1%84%D0%BE%D1%82%D0%BE.png 2x">"#)
        let data = sanitize(#"<img srcset="data:image/png;base64,AAAA 1x,b.png 2x">"#) {
            $0.hasPrefix("data:") ? $0 : "/a/" + $0
        }
        #expect(data.seen == ["data:image/png;base64,AAAA", "b.png"])
        #expect(data.html == #"<img srcset="data:image/png;base64,AAAA 1x,/a/b.png 2x">"#)
    }

    @Test("the renderer resolves raw HTML through linkDestination at the raw HTML's line")
    func rendererHook() {
        let markdown = """
            Text with <a href="inline.md">a link</a>.

            <div>
            <img src="./images/a.png" alt="">
            </div>
            """
        let renderer = HTMLRenderer(linkDestination: { destination, position, notes in
            notes.warnings.append(RenderWarning(message: destination, line: position.line, column: position.column))
            return "/resolved/" + destination
        })
        var notes = RenderNotes()
        let html = renderer.render(MarkdownParser.parse(markdown), notes: &notes)
        #expect(html.contains(#"<a href="/resolved/inline.md">a link</a>"#))
        #expect(html.contains(#"<img src="/resolved/./images/a.png" alt="">"#))
        #expect(notes.warnings.map(\.message) == ["inline.md", "./images/a.png"])
        #expect(notes.warnings.map(\.line) == [1, 4])
        #expect(notes.warnings.last?.column == 6)
    }

    @Test("with the default renderer raw HTML URLs are written as before")
    func defaultUnchanged() {
        let html = HTMLRenderer().render(MarkdownParser.parse(#"<p><a href="/guide/quick-start">go</a></p>"#))
        #expect(html == "<p><a href=\"/guide/quick-start\">go</a></p>\n")
    }
}
