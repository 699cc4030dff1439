import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The search box of an English site speaks English: its messages come from the site's strings
/// table through the form's `data-*` attributes, its counts follow English plural rules.
@Suite("Search in the site's language", .serialized, .tags(.browser))
struct SearchLanguageInBrowserTests {
    /// Two English articles, with no `site.yaml`: the build detects English.
    static func englishContent(in folder: TemporaryFolder) throws -> URL {
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        let articles = [
            "buttons.md": "Buttons",
            "layout.md": "Layout",
        ]
        for (name, title) in articles {
            let text = """
                ---
                title: "\(title)"
                date: 2024-01-02
                summary: "About \(title.lowercased()) and shutters."
                ---

                \(title) of the shutter screen, with a word on shutters.

                """
            try Data(text.utf8).write(to: content.appending(path: name))
        }
        return content
    }

    @Test("Found counts and the empty answer are in English")
    func englishMessages() throws {
        let content = try TemporaryFolder()
        let site = try SubPathSite(content: try Self.englishContent(in: content), extraArguments: ["--no-wasm"])
        let browser = try WebDriverSession()
        try browser.navigate(to: site.rootURL)
        #expect(try browser.execute("return document.documentElement.lang") as? String == "en")

        let one = try SearchInBrowserTests.search("buttons", in: browser)
        #expect(one == [SubPathSite.basePath + "buttons/"], "\(one)")
        let status = { try browser.execute("return document.querySelector('.search-status').textContent") as? String }
        #expect(try status() == "Found 1 article")

        let both = try SearchInBrowserTests.search("shutters", in: browser)
        #expect(both.count == 2, "\(both)")
        #expect(try status() == "Found 2 articles")

        let nothing = try SearchInBrowserTests.search("zyzzyqq", in: browser)
        #expect(nothing.isEmpty)
        let empty = try browser.execute("return document.querySelector('.search-results').textContent") as? String
        #expect(empty == "Nothing found")
        #expect(try status() == "Nothing found")
    }
}
