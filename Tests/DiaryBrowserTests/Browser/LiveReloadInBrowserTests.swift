import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The writing loop in a real browser: a page open while `diary serve` runs shows an edit without
/// the author touching it, and a broken edit shows its errors over the last good page.
@Suite("Live reload in a real browser", .serialized, .tags(.browser))
struct LiveReloadInBrowserTests {
    @Test("Editing an article reloads the open page with the change; a broken edit overlays its errors")
    func editReloadsThePage() throws {
        let folder = try TemporaryFolder()
        let content = try folder.editableMiniDiary()
        let article = content.appending(path: "intro/index.md")
        let server = try ServedDiary(content: content)
        let browser = try WebDriverSession()
        try browser.navigate(to: server.rootURL + "intro/")
        _ = try browser.waitFor("return document.querySelector('h1') !== null")
        // A marker on the window object: a reload replaces it.
        _ = try browser.execute("window.diaryBeforeEdit = true; return true")

        try replaceText("title: ", with: "title: Правка ", in: article)
        let reloaded = try browser.waitFor(
            "return window.diaryBeforeEdit === undefined && document.querySelector('h1').textContent.includes('Правка')",
            seconds: 60)
        #expect(reloaded as? Bool == true)

        try replaceText("title: Правка ", with: "title: [Правка ", in: article)
        let overlay = try browser.waitFor(
            "const o = document.querySelector('.diary-build-problems'); return o ? o.textContent : null", seconds: 60)
        let text = try #require(overlay as? String)
        #expect(text.contains("intro/index.md:") && text.contains("error:"), "\(text)")
        let heading = try browser.execute("return document.querySelector('h1').textContent") as? String
        #expect(heading?.contains("Правка") == true, "the last good page stays: \(heading ?? "no heading")")
    }
}
