import Foundation
import Testing

/// The bundled diary as a reader meets it: served by `diary serve`, opened in
/// headless Chromium, used with the keyboard.
@Suite("Site in a real browser", .serialized)
struct SearchInBrowserTests {
    @Test("Typing in the search box lists matching articles that open")
    func searchFindsArticles() throws {
        let site = try ServedDiary(content: TestPaths.bundledContent)
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        try browser.type("таймер", into: "#search-input")
        let links = try browser.waitFor(
            """
            const links = [...document.querySelectorAll('.search-results li a')];
            return links.length ? links.map(a => a.getAttribute('href')) : null;
            """)
        let hrefs = try #require(links as? [String], "no search results appeared")
        #expect(hrefs.contains("/stories/"))
        try browser.navigate(to: site.rootURL + "stories/")
        let heading = try browser.execute("return document.querySelector('h1').textContent") as? String
        #expect(heading == "Сторис на SwiftUI")
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
}
