import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Under `diary serve`, a build that leaves the open page's HTML as it was (a file another page
/// uses, a sample module built for another page, the optimised `.wasm` swapped in behind the
/// page) does not reload the page: its reload script only takes the new generation. A build that
/// changes the page still reloads it. The tiny demo package (a stand-in DiaryUI, one module).
@Suite(
    "Builds that leave the open page as it was", .serialized, .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct UnchangedPageInBrowserTests {
    static let generation = "return document.querySelector('script[src=\"/__diary/live.js\"]').dataset.generation"

    @Test("An unchanged page keeps its document; a changed one reloads")
    func unchangedPageIsNotReloaded() throws {
        let folder = try SampleErrorsInBrowserTests.package()
        let server = try DemoSamplePackage.serve(folder)
        let browser = try WebDriverSession()
        try browser.navigate(to: server.rootURL + "demo/")
        // The page with the Run button: Demo, built behind the served site, is in.
        _ = try browser.waitFor(
            "return document.querySelector('figure.example[data-module=\"Demo\"]') !== null", seconds: 600)
        let before = try #require(try browser.execute(Self.generation) as? String)
        _ = try browser.execute("window.keptDocument = true; return true")

        // A new file changes no page; the build it makes moves the generation.
        try "notes\n".write(to: folder.url.appending(path: "Content/demo/notes.txt"), atomically: true, encoding: .utf8)
        let moved = try browser.waitFor(
            "const g = document.querySelector('script[src=\"/__diary/live.js\"]').dataset.generation; "
                + "return g !== '\(before)' ? g : null", seconds: 300)
        #expect(moved as? String != nil)
        #expect(try browser.execute("return window.keptDocument === true") as? Bool == true, "the page was reloaded")

        try replaceText(
            "title: \"Demo\"", with: "title: \"Demo, edited\"", in: folder.url.appending(path: "Content/demo/index.md"))
        let reloaded = try browser.waitFor(
            "return document.querySelector('h1') && document.querySelector('h1').textContent.includes('edited') "
                + "&& window.keptDocument !== true", seconds: 300)
        #expect(reloaded as? Bool == true)
    }
}
