import DiarySearch
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An article full of script payloads, built the default way (sanitised) and, as a control that
/// proves the payloads and the checks are live, with `unsafe_html: true`; opened in headless
/// Chromium as a page of the site and as a feed reader would show its feed entry.
@Suite("Unsafe HTML in a real browser", .serialized, .tags(.browser))
struct UnsafeHTMLInBrowserTests {
    /// What the browser made of the payloads in one page.
    struct PageState {
        /// Names the payloads that ran recorded.
        var pwned: [String]
        /// Elements, attributes and URLs in the content that could run script or leak.
        var dangerous: [String]
        /// The document's base URL.
        var baseURI: String
        /// Content-Security-Policy violations the page reported.
        var violations: [String]
    }

    // The sites are served with --no-watch: the live-reload script `diary serve` adds to pages it
    // serves is no part of the site, and these tests look for every script a page carries.
    @Test("Sanitised payloads run neither in the article page nor in the feed, and search still works")
    func sanitisedPayloadsStayInert() throws {
        let folder = try TemporaryFolder()
        let site = try ServedDiary(
            content: try PayloadDiary.write(into: folder, unsafeHTML: false),
            siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        let browser = try WebDriverSession()

        try browser.navigate(to: site.rootURL + PayloadDiary.slug + "/")
        try Self.watchViolations(in: browser)
        try browser.type(PayloadDiary.searchWord, into: "#search-input")
        let found = try browser.waitFor(
            """
            const links = [...document.querySelectorAll('.search-results li a')];
            return links.length ? links.map(a => a.getAttribute('href')) : null;
            """)
        #expect(
            (found as? [String])?.contains("/\(PayloadDiary.slug)/") == true,
            "search found \(String(describing: found))")
        let article = try Self.state(of: ".article-body", in: browser)
        #expect(article.pwned.isEmpty)
        #expect(article.dangerous.isEmpty)
        #expect(article.baseURI == site.rootURL + PayloadDiary.slug + "/")
        #expect(article.violations.isEmpty, "the site's own page and scripts must not need more than the policy allows")

        try Self.openFeedEntry(of: site, in: browser)
        let feed = try Self.state(of: "body", in: browser)
        #expect(feed.pwned.isEmpty)
        #expect(feed.dangerous.isEmpty)
        #expect(feed.baseURI.hasPrefix(site.rootURL))
    }

    @Test("The built files carry none of the payloads' script")
    func builtFilesAreClean() throws {
        let folder = try TemporaryFolder()
        let site = try ServedDiary(
            content: try PayloadDiary.write(into: folder, unsafeHTML: false),
            siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        // The search index keeps article text in search/ (shards and one file per article). The
        // page of all results, search/index.html, holds none (its hint asks to turn on JavaScript).
        let searchFiles = FolderContents.paths(in: URL(fileURLWithPath: site.folder.path("site/search")))
            .filter { $0 != "index.html" }.map { "search/\($0)" }
        #expect(searchFiles.contains { $0.hasPrefix("search/doc/") }, "the article's search file is checked")
        for file in ["\(PayloadDiary.slug)/index.html", "atom.xml", "rss.xml", "search-index.json"] + searchFiles {
            // The document files (search/doc/N.json.gz) are gzip: their JSON is checked.
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: site.folder.path("site/\(file)"))))
            let text = String(
                decoding: file.hasSuffix(".gz") ? try #require(Gzip.decompress(bytes)) : bytes, as: UTF8.self)
            for needle in ["pwned", "javascript", "onerror", "<script>", "srcdoc", "evil.example"] {
                let found = text.range(of: needle, options: .caseInsensitive)
                #expect(
                    found == nil,
                    "\(file) contains '\(needle)': …\(found.map { Self.context(of: $0, in: text) } ?? "")…")
            }
        }
    }

    @Test("Control: left unsafe, the payloads run in a feed reader, and the site's policy blocks them")
    func unsafePayloadsAreLive() throws {
        let folder = try TemporaryFolder()
        let site = try ServedDiary(
            content: try PayloadDiary.write(into: folder, unsafeHTML: true),
            siteArguments: DiaryTool.siteFiles + ["--no-watch"])
        let browser = try WebDriverSession()

        try browser.navigate(to: site.rootURL + PayloadDiary.slug + "/")
        try Self.watchViolations(in: browser)
        let article = try Self.state(of: ".article-body", in: browser)
        #expect(article.pwned.isEmpty, "the Content-Security-Policy let \(article.pwned) run")
        #expect(!article.dangerous.isEmpty)
        #expect(article.violations.contains { $0.hasPrefix("script-src") }, "\(article.violations)")

        try Self.openFeedEntry(of: site, in: browser)
        _ = try browser.execute(
            "document.querySelectorAll('a').forEach(a => { if (a.protocol === 'javascript:') a.click(); });")
        let ran = try browser.waitFor(
            """
            const ran = window.pwned || [];
            return \(Self.jsonArray(PayloadDiary.liveWhenUnsafe + ["a-javascript"])).every(n => ran.includes(n))
                ? ran : null;
            """)
        let recorded = try browser.execute("return window.pwned || [];")
        #expect(ran != nil, "not every live payload ran in the feed reader page: \(String(describing: recorded))")
    }

    // MARK: Browser side

    /// Starts collecting Content-Security-Policy reports, including those from before (buffered).
    static func watchViolations(in browser: WebDriverSession) throws {
        _ = try browser.execute(
            """
            window.cspReports = [];
            window.cspObserver = new ReportingObserver(
                reports => window.cspReports.push(...reports), { types: ['csp-violation'], buffered: true });
            window.cspObserver.observe();
            """)
    }

    /// Lets pending events (image errors, toggles, focus) fire, then reads what the payloads did
    /// inside the element `selector` finds.
    static func state(of selector: String, in browser: WebDriverSession) throws -> PageState {
        _ = try browser.execute(
            "window.settled = false; requestAnimationFrame(() => setTimeout(() => { window.settled = true; }, 0));")
        _ = try #require(try browser.waitFor("return document.readyState === 'complete' && window.settled;"))
        let result = try browser.execute(
            """
            const root = document.querySelector('\(selector)');
            const all = [...root.querySelectorAll('*')];
            const dangerous = [];
            const forbidden = ['script', 'style', 'iframe', 'form', 'input', 'button', 'base', 'meta', 'link',
                'object', 'embed', 'svg', 'math', 'template', 'noscript', 'textarea'];
            for (const element of all) {
                if (forbidden.includes(element.localName)) dangerous.push(element.outerHTML.slice(0, 120));
                for (const attribute of element.attributes) {
                    const value = attribute.value.replace(/[\\u0000-\\u0020]/g, '').toLowerCase();
                    if (attribute.name.startsWith('on') || attribute.name === 'style' || attribute.name === 'srcdoc'
                        || /^(javascript|vbscript|data:text)/.test(value)) {
                        dangerous.push(element.localName + '[' + attribute.name + '=' + attribute.value + ']');
                    }
                }
            }
            const pending = window.cspObserver ? window.cspObserver.takeRecords() : [];
            const violations = (window.cspReports || []).concat(pending)
                .map(r => r.body.effectiveDirective + ' ' + r.body.blockedURL + ' ' + (r.body.sourceFile || ''));
            return { pwned: window.pwned || [], dangerous, baseURI: document.baseURI, violations };
            """)
        let values = try #require(
            result as? [String: Any], "the page state script returned \(String(describing: result))")
        return PageState(
            pwned: values["pwned"] as? [String] ?? ["<unreadable>"],
            dangerous: values["dangerous"] as? [String] ?? ["<unreadable>"],
            baseURI: values["baseURI"] as? String ?? "",
            violations: values["violations"] as? [String] ?? ["<unreadable>"])
    }

    // MARK: Feed

    /// Writes a page holding the payload article's Atom entry content next to the site and opens it.
    static func openFeedEntry(of site: ServedDiary, in browser: WebDriverSession) throws {
        let atom = try Data(contentsOf: URL(fileURLWithPath: site.folder.path("site/atom.xml")))
        let feed = ParsedXML(atom)
        #expect(feed.error == nil, "atom.xml is not well-formed: \(feed.error ?? "")")
        let entry = try #require(feed.all("content").first?.text, "atom.xml has no entry content")
        let page = PayloadDiary.feedReaderPage(entryHTML: entry)
        try Data(page.utf8).write(to: URL(fileURLWithPath: site.folder.path("site/feed-entry.html")))
        try browser.navigate(to: site.rootURL + "feed-entry.html")
    }

    /// A few lines around `range`, to show where a needle was found.
    private static func context(of range: Range<String.Index>, in text: String) -> String {
        let start = text.index(range.lowerBound, offsetBy: -80, limitedBy: text.startIndex) ?? text.startIndex
        let end = text.index(range.upperBound, offsetBy: 80, limitedBy: text.endIndex) ?? text.endIndex
        return String(text[start..<end])
    }

    private static func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map { "'\($0)'" }.joined(separator: ", ") + "]"
    }
}
