import DiaryTestSupport
import Foundation
import Testing

/// The whole-site checks are only as good as their scanners; these prove the
/// scanners notice what they are meant to notice.
@Suite("Site scanners")
struct ScannerSelfTests {
    @Test("The link checker flags a missing prefix, a missing file and a missing fragment id")
    func linkChecker() throws {
        let folder = try TemporaryFolder()
        let pages = [
            "index.html": #"<h2 id="план">План</h2>"#, "css/site.css": "", "fonts/a.woff2": "", "a/index.html": "",
        ]
        for (path, text) in pages {
            let url = folder.url.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let checker = LinkChecker(site: folder.url, basePath: "/repo/")
        let fine = [
            "/repo/", "/repo/a/", "/repo/a/index.html", "/repo/#%D0%BF%D0%BB%D0%B0%D0%BD", "#план", "https://x.org/",
            "mailto:a@b.c", "/repo/css/site.css?v=1",
        ]
        for reference in fine {
            #expect(checker.problems(with: reference, on: "index.html").isEmpty, "\(reference)")
        }
        #expect(checker.problems(with: "../fonts/a.woff2", on: "css/site.css").isEmpty)
        for reference in ["/a/", "/repo/b/", "/repo/#нет", "#нет", "/repo/css/other.css", "fonts/b.woff2"] {
            #expect(checker.problems(with: reference, on: "index.html").count == 1, "\(reference)")
        }
        #expect(checker.problems(with: "../fonts/b.woff2", on: "css/site.css").count == 1)
    }

    @Test("References include srcset candidates and decoded entities")
    func references() {
        let html =
            #"<a href="/x/?a=1&amp;b=2">x</a><img src="/i.png" srcset="/i.png 1x, /i@2x.png 2x"><p>href="/no"</p>"#
        #expect(HTMLScan.references(in: html) == ["/x/?a=1&b=2", "/i.png", "/i.png", "/i@2x.png"])
        #expect(
            HTMLScan.cssURLs(in: #"a{src:url("../f.woff2")} b{background:url(/i.png)}"#) == ["../f.woff2", "/i.png"])
    }

    @Test("Prose is the article body without code, tags or attributes")
    func prose() throws {
        let html = """
            <div class="article-body">
            <p class="x">Текст «ёлочки» <code>"код"</code></p><pre><code class="a">"блок"</code></pre>
            <p>прямые &quot;кавычки&quot;</p>
            </div>
            <nav class="article-nav"></nav>
            """
        let body = try #require(HTMLScan.articleBody(of: html))
        let prose = HTMLScan.strippingTags(HTMLScan.removingElements(["pre", "code"], from: body))
        #expect(prose == "\nТекст «ёлочки» \nпрямые &quot;кавычки&quot;\n")
    }
}
