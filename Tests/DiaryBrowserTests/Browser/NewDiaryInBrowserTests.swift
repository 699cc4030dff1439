import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// A second author's first minutes, in a real browser: `diary init mine`, then `diary serve` in
/// that folder (the built binary, on a free loopback port), and the first article's Run button
/// and preview work. No nested `swift build`: `diary serve` compiles the sample module to
/// WebAssembly itself, from the sources inside the binary (the wasm cache the other browser tests
/// use keeps DiaryUI's compilation warm).
@Suite(
    "diary serve in a new diary", .serialized,
    .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct NewDiaryInBrowserTests {
    @Test("init, serve: the first article's Run button prints the doctest's output and its preview draws")
    func initServeRunAndPreview() throws {
        let folder = try TemporaryFolder()
        let made = try DiaryTool.run(["init", "mine", "--language", "en"], in: folder.url)
        try #require(made.status == 0, "\(made)")
        let mine = folder.url.appending(path: "mine")
        let served = try ServedDiary(in: mine, arguments: ["--wasm-cache", RunnableTestEnvironment.cache])
        let root = served.rootURL
        #expect(
            FileManager.default.fileExists(atPath: mine.appending(path: "_site/index.html").path),
            "diary serve builds into the diary's own _site")

        let browser = try WebDriverSession()
        try browser.navigate(to: root)
        let link = try #require(
            try browser.execute("return document.querySelector('a[href*=\"hello-diary\"]')?.href;") as? String,
            "the home page links the first article")
        // `diary serve` writes the pages first and compiles the module behind them (a cold wasm cache
        // takes minutes on a loaded machine), so the article is opened again until it has the module.
        var buttons: Any?
        let deadline = Date(timeIntervalSinceNow: 600)
        repeat {
            try browser.navigate(to: link)
            buttons = try? browser.waitFor(
                "const b = document.querySelector('figure.example button.run'); return b && !b.hidden ? true : null;",
                seconds: 5)
        } while buttons as? Bool != true && Date() < deadline
        #expect(buttons as? Bool == true, "the loader shows the Run button")

        let run = try RunnableInBrowserTests.pressRun(browser, figure: 0)
        #expect(run.result == "pass", "the doctest passes in the page: \(run.output)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "3", "output shown: '\(run.output)'")
        #expect(run.output == run.recorded)

        let drawing = try PreviewInBrowserTests.drawFirstVisiblePreview(in: browser)
        #expect(drawing.width > 0 && drawing.height > 0, "\(drawing)")
        #expect(drawing.differingShare >= 0.02, "the preview looks blank: \(drawing)")
        #expect(drawing.colours >= 2, "\(drawing)")
    }
}
