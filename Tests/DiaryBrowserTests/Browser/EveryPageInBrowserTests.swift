import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Every page of the bundled diary as published (under a sub-path, runnable code included),
/// opened in headless Chromium: nothing on any page fails, and screenshots of what a reader sees
/// at a phone's and a desktop's width are kept for people to look at.
@Suite("Every page in a real browser", .serialized, .tags(.browser))
struct EveryPageInBrowserTests {
    /// Where the screenshots go: `.build/test-artifacts/screenshots/` of the repository.
    static let artifacts = TestPaths.repository.appending(path: ".build/test-artifacts/screenshots")

    /// Installed before each page's own scripts: gathers script errors, rejected promises,
    /// `console.error` calls and Content-Security-Policy violations.
    static let watcher = """
        window.pageProblems = [];
        window.addEventListener('error', e => pageProblems.push(
            e.target && e.target !== window ? 'failed to load ' + (e.target.src || e.target.href) : 'error: ' + e.message),
            true);
        window.addEventListener('unhandledrejection', e => pageProblems.push('unhandled rejection: ' + e.reason));
        window.addEventListener('securitypolicyviolation', e => pageProblems.push('CSP: ' + e.violatedDirective));
        const consoleError = console.error;
        console.error = (...parts) => { pageProblems.push('console.error: ' + parts.join(' ')); consoleError(...parts); };
        """

    /// What went wrong on the open page: the watcher's findings, and every request that did not
    /// answer 2xx (the page itself included).
    static func problems(in browser: WebDriverSession) throws -> [String] {
        let found = try browser.execute(
            """
            const failed = performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))
                .filter(e => e.responseStatus !== undefined && (e.responseStatus < 200 || e.responseStatus > 299))
                .map(e => 'HTTP ' + e.responseStatus + ' ' + new URL(e.name).pathname);
            return (window.pageProblems || ['the watcher did not run']).concat(failed);
            """)
        return found as? [String] ?? ["no answer from the page"]
    }

    @Test("No page has a script error, a console error, a CSP violation or a failed request; screenshots are written")
    func everyPageIsClean() throws {
        let site = try SubPathSite(content: TestPaths.bundledContent)
        let pages = SitePages.paths(in: site.siteFolder)
        #expect(pages.count > 20, "the bundled diary has articles, tag pages, the feed page and 404: \(pages)")
        let browser = try WebDriverSession()
        try browser.runOnEveryNewDocument(Self.watcher)
        // The checks see a failure when there is one: a missing page, a console error, an image
        // that does not load.
        try browser.navigate(to: site.rootURL + "no-such-page/")
        _ = try browser.execute(
            """
            console.error('on purpose');
            const image = new Image(); document.body.append(image); image.src = 'missing.png';
            """)
        _ = try browser.waitFor("return window.pageProblems.some(p => p.startsWith('failed to load'))")
        let seen = try Self.problems(in: browser)
        #expect(seen.contains("HTTP 404 /sub/no-such-page/"), "\(seen)")
        #expect(seen.contains("console.error: on purpose"), "\(seen)")
        #expect(seen.contains { $0.hasPrefix("failed to load") && $0.hasSuffix("/sub/no-such-page/missing.png") })
        var problems: [String] = []
        for page in pages {
            try browser.navigate(to: site.rootURL + page)
            // Let deferred scripts and their fetches (search index, .wasm on demand) settle.
            _ = try browser.waitFor("return document.readyState === 'complete'")
            problems += try Self.problems(in: browser).map { "\(page): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")

        try? FileManager.default.removeItem(at: Self.artifacts)
        try FileManager.default.createDirectory(at: Self.artifacts, withIntermediateDirectories: true)
        // Every page as a reader first sees it: a phone and a desktop, light and dark.
        var written = 0
        for viewing in BrowserViewing.all {
            try viewing.apply(to: browser)
            for page in pages {
                try browser.navigate(to: site.rootURL + page)
                _ = try browser.waitFor("return document.readyState === 'complete'")
                let png = try browser.screenshot()
                #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
                #expect(try browser.execute("return window.innerWidth") as? Int == viewing.width)
                let dark = try browser.execute("return matchMedia('(prefers-color-scheme: dark)').matches") as? Bool
                #expect(dark == (viewing.scheme == "dark"), "\(page) is seen in \(viewing)")
                let name = Self.screenshotName(page, viewing.width, viewing.scheme)
                try png.write(to: Self.artifacts.appending(path: name))
                written += 1
            }
        }
        print("\(written) screenshots written to \(Self.artifacts.path)")
    }

    /// `buttons-390-dark.png` for `buttons/`, `404-…` for `404.html`, `index-…` for the home page;
    /// folders joined by `-`.
    static func screenshotName(_ page: String, _ width: Int, _ scheme: String) -> String {
        let parts = page.split(separator: "/").map { $0.hasSuffix(".html") ? $0.dropLast(5) : $0 }
        let trimmed = parts.joined(separator: "-")
        return (trimmed.isEmpty ? "index" : trimmed) + "-\(width)-\(scheme).png"
    }
}
