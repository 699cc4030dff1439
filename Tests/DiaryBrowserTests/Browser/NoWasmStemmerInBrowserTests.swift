import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// A site built with `--no-wasm` has no `js/stemmer.wasm`, and its pages name none: the search
/// form carries `data-stemmer` only where the build wrote a stemmer, and `js/search.js` fetches
/// only what the form names. Searching such a site requests no file the site lacks.
@Suite("A --no-wasm site's search asks for no missing stemmer", .serialized, .tags(.browser))
struct NoWasmStemmerInBrowserTests {
    @Test("Searching a --no-wasm site requests only files the site has: no js/stemmer.wasm, no 404")
    func noMissingStemmer() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent, extraArguments: ["--no-wasm"])
        let folder = site.siteFolder
        #expect(!FileManager.default.fileExists(atPath: folder.appending(path: "js/stemmer.wasm").path))
        let home = try String(contentsOf: folder.appending(path: "index.html"), encoding: .utf8)
        #expect(home.contains("<form class=\"search\""), "the page has the search form")
        #expect(!home.contains("data-stemmer"), "the form names no stemmer")

        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        let buttons = SubPathSite.basePath + "buttons/"
        #expect(try SearchInBrowserTests.search("кнопками", in: browser).contains(buttons))
        let requested = try #require(
            try browser.execute(
                """
                return performance.getEntriesByType('resource')
                    .map(e => [new URL(e.name).pathname, e.responseStatus || 0]);
                """) as? [[Any]])
        let paths = requested.compactMap { $0.first as? String }
        #expect(paths.contains(SubPathSite.basePath + "search-index.json"), "the search loaded: \(paths)")
        #expect(!paths.contains { $0.hasSuffix("stemmer.wasm") }, "no stemmer requested: \(paths)")
        for entry in requested {
            guard let path = entry.first as? String, path.hasPrefix(SubPathSite.basePath) else { continue }
            let status = entry.last as? Int ?? 0
            #expect(status != 404, "\(path) answered 404")
            var file = String(path.dropFirst(SubPathSite.basePath.count))
            if file.isEmpty || file.hasSuffix("/") { file += "index.html" }
            #expect(FileManager.default.fileExists(atPath: folder.appending(path: file).path), "\(path) is a site file")
        }
    }
}
