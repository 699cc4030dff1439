import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The search's page of all results (`search/?q=…`, Templates/search.mustache) and the way the
/// search's files load, in headless Chromium through the bundled diary built for a sub-path.
@Suite("Search results page in a real browser", .serialized, .tags(.browser))
struct SearchResultsPageInBrowserTests {
    /// The hrefs the results page lists once it has answered `query`.
    static func pageResults(of query: String, in browser: WebDriverSession) throws -> [String] {
        let found = try browser.waitFor(
            """
            const page = document.querySelector('.search-page');
            if (!page || page.dataset.query !== \(Self.literal(query))) return null;
            return [...page.querySelectorAll('.search-page-results li a')].map(a => a.getAttribute('href'));
            """)
        return try #require(found as? [String], "the results page never answered «\(query)»")
    }

    /// `text` as a JavaScript string literal.
    static func literal(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text])
        return String(decoding: data ?? Data("[\"\"]".utf8), as: UTF8.self).dropFirst().dropLast().description
    }

    @Test("Enter in the search box opens the page of all results, which lists more than the box's five")
    func enterOpensAllResults() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        let inBox = try SearchInBrowserTests.search("swiftui", in: browser)
        #expect(inBox.count == 5, "the box shows five: \(inBox)")
        try browser.type(SearchInBrowserTests.enter, into: "#search-input")
        let opened = try browser.waitFor(
            "return location.pathname + location.search === '\(SubPathSite.basePath)search/?q=swiftui' ? true : null")
        #expect(opened as? Bool == true, "Enter opens search/?q=swiftui")

        let all = try Self.pageResults(of: "swiftui", in: browser)
        #expect(all.count > inBox.count, "the page lists every hit: \(all)")
        #expect(Array(all.prefix(inBox.count)) == inBox, "in the box's order")
        #expect(Set(all).count == all.count, "no article twice")
        let status = try browser.execute("return document.querySelector('.search-page-status').textContent") as? String
        #expect(status?.contains(String(all.count)) == true, "the count is announced: \(status ?? "nil")")
        let hint = try browser.execute("return document.querySelector('.search-page-hint').hidden") as? Bool
        #expect(hint == true, "with JavaScript the no-script hint is hidden")
        #expect(
            try browser.execute("return document.querySelector('#search-page-input').value") as? String == "swiftui")
        // Each listed address is an article's page of the site.
        for href in all {
            #expect(href.hasPrefix(SubPathSite.basePath) && href.hasSuffix("/"), "\(href)")
            let file = site.siteFolder.appending(
                path: String(href.dropFirst(SubPathSite.basePath.count)) + "index.html")
            #expect(FileManager.default.fileExists(atPath: file.path), "\(href) is a page of the site")
        }

        // A query nothing matches says so; the form's own submit asks the page again.
        try browser.navigate(to: site.rootURL + "search/?q=%D0%B7%D1%8E%D0%B7%D1%8E%D0%BA%D1%89%D1%89")
        #expect(try Self.pageResults(of: "зюзюкщщ", in: browser).isEmpty)
        let nothing = try browser.execute("return document.querySelector('.search-page-status').textContent") as? String
        #expect(nothing == "Ничего не нашлось")
        _ = try browser.execute(
            """
            const field = document.querySelector('#search-page-input');
            field.value = 'кнопками';
            field.form.submit();
            """)
        #expect(try Self.pageResults(of: "кнопками", in: browser).contains(SubPathSite.basePath + "buttons/"))
    }

    @Test("Without JavaScript the results page says search needs it, in the site's language")
    func hintWithoutJavaScript() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent, extraArguments: ["--no-wasm"])
        let browser = try WebDriverSession()
        try browser.devTools("Emulation.setScriptExecutionDisabled", ["value": true])
        try browser.navigate(to: site.rootURL + "search/?q=swiftui")
        let shown =
            try browser.execute(
                """
                const hint = document.querySelector('.search-page-hint');
                return hint && hint.checkVisibility() ? hint.textContent : null;
                """) as? String
        #expect(shown?.contains("JavaScript") == true, "the hint shows: \(shown ?? "nil")")
        #expect(try browser.execute("return document.querySelectorAll('.search-page-results li').length") as? Int == 0)
        let title = try browser.execute("return document.querySelector('.search-page h1').textContent") as? String
        #expect(title == "Поиск")
    }

    @Test("Index and stemmer come in parallel when the page is idle; a small site's query then fetches nothing")
    func indexAndStemmerInParallel() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        // Every request waits 400 ms, so two fetched one after the other cannot overlap.
        try browser.devTools("Network.enable", [:])
        try browser.devTools(
            "Network.emulateNetworkConditions",
            ["offline": false, "latency": 400, "downloadThroughput": -1, "uploadThroughput": -1])
        try browser.navigate(to: site.rootURL + "buttons/")
        let loads =
            try browser.waitFor(
                """
                const entries = performance.getEntriesByType('resource');
                const index = entries.find(e => e.name.endsWith('/search-index.json'));
                const stemmer = entries.find(e => e.name.endsWith('/js/stemmer.wasm'));
                const names = entries.map(e => new URL(e.name).pathname);
                const prefetched = names.includes('/sub/search/shards.json.gz') && names.includes('/sub/search/doc/2.json.gz');
                if (!index || !stemmer || !prefetched) return null;
                return { indexStart: index.startTime, indexEnd: index.responseEnd,
                         stemmerStart: stemmer.startTime, stemmerEnd: stemmer.responseEnd,
                         focused: document.activeElement === document.querySelector('#search-input') };
                """, seconds: 20) as? [String: Any]
        let times = try #require(loads, "the index and the stemmer were not fetched while the page sat idle")
        #expect(times["focused"] as? Bool == false, "nobody touched the field")
        let indexStart = try #require(times["indexStart"] as? Double)
        let indexEnd = try #require(times["indexEnd"] as? Double)
        let stemmerStart = try #require(times["stemmerStart"] as? Double)
        let stemmerEnd = try #require(times["stemmerEnd"] as? Double)
        #expect(stemmerStart < indexEnd && indexStart < stemmerEnd, "the two fetches overlap: \(times)")

        // The small site's shards (one file) and document files came while idle too: a query then
        // fetches nothing.
        let before = try browser.execute("return performance.getEntriesByType('resource').length") as? Int ?? 0
        let hits = try SearchInBrowserTests.search("кнопками", in: browser)
        #expect(hits.contains(SubPathSite.basePath + "buttons/"))
        let after =
            try browser.execute(
                """
                return performance.getEntriesByType('resource').slice(\(before)).map(e => new URL(e.name).pathname)
                    .filter(p => p.includes('/search'));
                """) as? [String] ?? []
        #expect(after.isEmpty, "the query waited on no file: \(after)")
    }
}
