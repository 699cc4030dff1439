import DiarySearch
import DiaryTestSupport
import Foundation
import Stemming
import TestSupport
import Testing

/// The bundled diary as a reader meets it: built for a sub-path, opened in headless Chromium,
/// searched with the keyboard.
@Suite("Site in a real browser", .serialized, .tags(.browser))
struct SearchInBrowserTests {
    /// WebDriver's codes for special keys.
    static let enter = "\u{E007}"
    static let escape = "\u{E00C}"
    static let arrowDown = "\u{E015}"

    /// The hrefs of the listed results, once the list shows the answer to what the box holds (or
    /// says it found nothing); the answers to the first letters typed may come first.
    static func results(in browser: WebDriverSession) throws -> [String] {
        let found = try browser.waitFor(
            """
            const list = document.querySelector('.search-results');
            const input = document.querySelector('#search-input');
            if (list.hidden || list.dataset.query !== input.value) return null;
            return [...list.querySelectorAll('li a')].map(a => a.getAttribute('href'));
            """)
        return try #require(found as? [String], "the search results never appeared")
    }

    /// Empties the search box, then types `text` into it as keystrokes.
    static func search(_ text: String, in browser: WebDriverSession) throws -> [String] {
        _ = try browser.execute(
            """
            const input = document.querySelector('#search-input');
            input.value = '';
            const list = document.querySelector('.search-results');
            list.replaceChildren();
            delete list.dataset.query;
            """)
        try browser.type(text, into: "#search-input")
        return try results(in: browser)
    }

    @Test("Stemmed, body-text and prefix queries find articles; arrow and Enter open the first; nothing found says so")
    func searchUnderASubPath() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent)
        let bodyWord = try #require(
            try Self.wordOnlyInOneArticlesBody(site: site.siteFolder), "the bundled diary has no word in one body only")
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        _ = try browser.execute(
            """
            window.violations = [];
            document.addEventListener('securitypolicyviolation', e => violations.push(e.violatedDirective));
            """)
        #expect(try browser.execute("return document.querySelector('form.search').hidden") as? Bool == false)

        let buttons = SubPathSite.basePath + "buttons/"
        #expect(try Self.search("кнопками", in: browser).contains(buttons), "«кнопками» finds «Кнопки»")
        let marked = try browser.execute("return [...document.querySelectorAll('.search-results mark')].length")
        #expect((marked as? Int ?? 0) > 0, "the excerpt highlights the matched words")
        let status = try browser.execute("return document.querySelector('.search-status').textContent") as? String
        #expect(status?.hasPrefix("Нашлось") == true, "the live region announces the count: \(status ?? "nil")")

        let bodyHits = try Self.search(bodyWord.word, in: browser)
        #expect(bodyHits == [bodyWord.url], "«\(bodyWord.word)» occurs only in the body of \(bodyWord.url)")

        let typing = try Self.search("кноп", in: browser)
        #expect(typing.contains(buttons), "typing «кноп» already shows «Кнопки»: \(typing)")

        let nothing = try Self.search("зюзюкщщ", in: browser)
        #expect(nothing.isEmpty)
        let empty = try browser.execute("return document.querySelector('.search-results').textContent") as? String
        #expect(empty == "Ничего не нашлось")

        let loads =
            try browser.execute(
                """
                return performance.getEntriesByType('resource').map(e => new URL(e.name).pathname)
                    .filter(p => p.endsWith('search-index.json') || p.endsWith('stemmer.wasm'));
                """) as? [String]
        #expect(loads?.sorted() == ["/sub/js/stemmer.wasm", "/sub/search-index.json"], "each loads once")
        #expect(try browser.execute("return violations") as? [String] == [], "nothing breaks the CSP")

        let first = try #require(try Self.search("кноп", in: browser).first)
        try browser.type(Self.arrowDown + Self.enter, into: "#search-input")
        let opened =
            try browser.waitFor(
                "return location.pathname === '\(first)' ? location.pathname : null") as? String
        #expect(opened == first, "Enter opens the chosen result (Enter alone opens all results)")
    }

    @Test("Arrows choose a result, Escape and a click elsewhere close the list")
    func keyboardAndClosing() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        let hits = try Self.search("swiftui", in: browser)
        try #require(hits.count >= 2)
        try browser.type(Self.arrowDown + Self.arrowDown, into: "#search-input")
        let selected =
            try browser.execute(
                """
                const input = document.querySelector('#search-input');
                const chosen = document.getElementById(input.getAttribute('aria-activedescendant'));
                return chosen && chosen.getAttribute('aria-selected') === 'true' ? chosen.querySelector('a').getAttribute('href') : null;
                """) as? String
        #expect(selected == hits[1])
        try browser.type(Self.escape, into: "#search-input")
        #expect(try browser.execute("return document.querySelector('.search-results').hidden") as? Bool == true)
        _ = try Self.search("swiftui", in: browser)
        _ = try browser.execute(
            "document.querySelector('main').dispatchEvent(new MouseEvent('click', {bubbles: true}))")
        #expect(try browser.execute("return document.querySelector('.search-results').hidden") as? Bool == true)
    }

    @Test("Without the stemmer's WebAssembly (--no-wasm), words still match the stems they begin with")
    func fallbackWithoutWasm() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent, extraArguments: ["--no-wasm"])
        #expect(!FileManager.default.fileExists(atPath: site.siteFolder.appending(path: "js/stemmer.wasm").path))
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        let buttons = SubPathSite.basePath + "buttons/"
        #expect(try Self.search("кнопками", in: browser).contains(buttons))
        #expect(try Self.search("кноп", in: browser).contains(buttons))
    }

    @Test("Without JavaScript the search box is hidden")
    func hiddenWithoutJavaScript() throws {
        let folder = try TemporaryFolder()
        let run = try DiaryTool.run(
            ["build", "--content", TestPaths.bundledContent.path, "--output", folder.path("site")] + DiaryTool.siteFiles
        )
        try #require(run.status == 0, "\(run)")
        let html = try String(contentsOf: folder.url.appending(path: "site/index.html"), encoding: .utf8)
        let form = try #require(html.firstMatch(of: #/<form class="search"[^>]*>/#)?.output)
        #expect(form.hasSuffix(" hidden>"), "\(form)")
    }

    @Test("The dark theme follows the system setting, without JavaScript")
    func darkThemeFollowsSystem() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        try browser.emulateColorScheme("light")
        let light = try browser.execute("return getComputedStyle(document.body).backgroundColor") as? String
        try browser.emulateColorScheme("dark")
        let dark = try browser.execute("return getComputedStyle(document.body).backgroundColor") as? String
        #expect(light == "rgb(253, 252, 249)")
        #expect(dark == "rgb(22, 24, 28)")
    }

    /// A Cyrillic word, as written, whose stem only one article has, in its body only and past its
    /// first fragments (beyond the few hundred characters the old index kept), with the article's URL.
    static func wordOnlyInOneArticlesBody(site: URL) throws -> (word: String, url: String)? {
        let search = site.appending(path: "search")
        // The shards are gzip-compressed (`search/<prefix>.json.gz`); the small site's bundle of them
        // (`search/shards.json.gz`) holds objects, not postings, and is passed over.
        let shards = try FileManager.default.contentsOfDirectory(atPath: search.path).filter {
            $0.hasSuffix(".json.gz")
        }
        var candidates: [(stem: String, article: Int)] = []
        for name in shards {
            let bytes = try #require(Gzip.decompress([UInt8](try Data(contentsOf: search.appending(path: name)))))
            let shard = try JSONSerialization.jsonObject(with: Data(bytes))
            for (stem, postings) in shard as? [String: [Int]] ?? [:] where postings.count == 2 && stem.count >= 6 {
                if stem.unicodeScalars.allSatisfy({ (0x430...0x44F).contains($0.value) }) {
                    candidates.append((stem, postings[0]))
                }
            }
        }
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: site.appending(path: "search-index.json")))
        let perFile = try #require((manifest as? [String: Any])?["documentsPerFile"] as? Int)
        for candidate in candidates.sorted(by: { $0.stem < $1.stem }) {
            // Articles share their gzip-compressed document file with their neighbours in the list.
            let file = search.appending(path: "doc/\(candidate.article / perFile).json.gz")
            let json = try #require(Gzip.decompress([UInt8](try Data(contentsOf: file))), "\(file.path) inflates")
            let group = try JSONSerialization.jsonObject(with: Data(json)) as? [[String: Any]]
            let document = group?[candidate.article % perFile]
            guard let fragments = document?["fragments"] as? [String], let url = document?["url"] as? String,
                let title = document?["title"] as? String, let summary = document?["summary"] as? String
            else { continue }
            let stems = { (text: String) in Set(SearchTokenizer.words(in: text).map { Stemmer.stem($0) }) }
            guard !stems(title + " " + summary).contains(candidate.stem),
                let fragment = fragments.firstIndex(where: { stems($0).contains(candidate.stem) }), fragment >= 4,
                let word = SearchTokenizer.words(in: fragments[fragment]).first(where: {
                    Stemmer.stem($0) == candidate.stem
                })
            else { continue }
            return (String(word), url)
        }
        return nil
    }
}
