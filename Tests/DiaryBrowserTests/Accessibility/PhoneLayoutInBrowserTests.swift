import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The bundled diary on a 390 px phone, and for readers who ask for less motion.
@Suite("Pages on a phone and with reduced motion", .serialized, .tags(.browser))
struct PhoneLayoutInBrowserTests {
    @Test("On a 390 px phone no page is wider than the viewport")
    func noPageScrollsSideways() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let pages = SitePages.paths(in: URL(fileURLWithPath: site.folder.path("site")))
        let browser = try WebDriverSession()
        try BrowserViewing(scheme: "light", width: BrowserViewing.phoneWidth).apply(to: browser)
        var tooWide: [String] = []
        for page in pages {
            try browser.navigate(to: site.rootURL + page)
            let width = try browser.execute("return document.documentElement.scrollWidth") as? Int ?? .max
            if width > BrowserViewing.phoneWidth {
                tooWide.append("\(page): \(width) px, widest: \(try Self.widestElements(in: browser))")
            }
        }
        #expect(
            tooWide.isEmpty, "pages wider than \(BrowserViewing.phoneWidth) px:\n\(tooWide.joined(separator: "\n"))")
    }

    /// The previews are drawn by the sample modules' WebAssembly, so this needs its toolchain.
    @Test(
        "On a 390 px phone device previews stand two side by side",
        .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
    func devicePreviewsShareARow() async throws {
        let (site, _) = try await RunnableInBrowserTests.servedSite()
        let page = try #require(
            try Self.firstPageWithTwoFixedPreviews(in: URL(fileURLWithPath: site.folder.path("site"))),
            "no page of the bundled diary shows two device previews in one group")
        let browser = try WebDriverSession()
        try BrowserViewing(scheme: "light", width: BrowserViewing.phoneWidth).apply(to: browser)
        try browser.navigate(to: site.rootURL + page)
        let tops =
            try browser.execute(
                """
                const group = [...document.querySelectorAll('.previews')]
                    .find(g => g.querySelectorAll('.preview-fixed').length >= 2);
                return [...group.querySelectorAll('figure.preview')].slice(0, 2)
                    .map(f => Math.round(f.getBoundingClientRect().top));
                """) as? [Int]
        let pair = try #require(tops, "\(page): the previews could not be measured")
        #expect(
            pair.count == 2 && pair[0] == pair[1],
            "\(page): two device previews should share a row; they start at heights \(pair)")
    }

    @Test("Smooth scrolling only for readers who have not asked for reduced motion")
    func reducedMotionIsRespected() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        for reduced in [false, true] {
            try BrowserViewing(scheme: "light", width: BrowserViewing.desktopWidth)
                .apply(to: browser, reducedMotion: reduced)
            try browser.navigate(to: site.rootURL + "buttons/")
            let behaviour =
                try browser.execute(
                    "return getComputedStyle(document.documentElement).scrollBehavior") as? String
            #expect(behaviour == (reduced ? "auto" : "smooth"), "reduced motion \(reduced)")
            guard reduced else { continue }
            let moving =
                try browser.execute(
                    """
                    return [...document.querySelectorAll('*')].filter(e => {
                        const style = getComputedStyle(e);
                        return style.animationName !== 'none' || parseFloat(style.transitionDuration) > 0;
                    }).map(e => e.tagName.toLowerCase() + (e.getAttribute('class') ? '.' + e.getAttribute('class') : ''));
                    """) as? [String]
            #expect(moving == [], "elements still animated with reduced motion")
        }
    }

    /// The first page, in path order, with a group of at least two fixed-scheme (device) previews.
    static func firstPageWithTwoFixedPreviews(in site: URL) throws -> String? {
        try SitePages.paths(in: site).first { page in
            let file = page.hasSuffix(".html") ? page : page + "index.html"
            let html = try String(contentsOf: site.appending(path: file), encoding: .utf8)
            return html.components(separatedBy: "<div class=\"previews\">").dropFirst().contains { group in
                let body = group.components(separatedBy: "</div>\n").first ?? ""
                return body.components(separatedBy: "preview-fixed").count > 2
            }
        }
    }

    /// The elements reaching furthest past the viewport's right edge (outside the blocks that scroll
    /// on their own), to say what to fix.
    static func widestElements(in browser: WebDriverSession) throws -> String {
        let found =
            try browser.execute(
                """
                return [...document.body.querySelectorAll('*')]
                    .filter(e => !e.parentElement.closest('pre, .data-table'))
                    .map(e => [e, e.getBoundingClientRect().right])
                    .filter(([, right]) => right > innerWidth + 0.5)
                    .sort((a, b) => b[1] - a[1]).slice(0, 3)
                    .map(([e, right]) => e.tagName.toLowerCase() + (e.getAttribute('class') ? '.' + e.getAttribute('class') : '')
                        + ' «' + (e.textContent || '').trim().slice(0, 40) + '» to ' + Math.round(right) + ' px');
                """) as? [String]
        return (found ?? []).joined(separator: "; ")
    }
}
