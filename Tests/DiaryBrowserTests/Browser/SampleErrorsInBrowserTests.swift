import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The author's loop for Swift in a real browser: under `diary serve`, a wrong output block and a
/// doctest that does not compile appear in the page's overlay with their `.md` lines and the
/// lines around them, and the overlay goes when they are fixed. A tiny package (a stand-in
/// DiaryUI and one sample module), so each nested compile takes seconds.
@Suite(
    "Sample errors in the served page", .serialized, .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct SampleErrorsInBrowserTests {
    static let article = DemoSamplePackage.doctestArticle

    /// A package folder with `Package.swift`, a stand-in `Sources/DiaryUI`, module Demo and the article.
    static func package() throws -> TemporaryFolder {
        try DemoSamplePackage.make(article: article)
    }

    static let overlayText =
        "const o = document.querySelector('.diary-build-problems'); return o ? o.textContent : null"

    @Test("A wrong output block, then a doctest that does not compile, show in the overlay; fixed, it goes")
    func overlayShowsAndClears() throws {
        let folder = try Self.package()
        let article = folder.url.appending(path: "Content/demo/index.md")
        let server = try DemoSamplePackage.serve(folder)
        let browser = try WebDriverSession()
        try browser.navigate(to: server.rootURL + "demo/")
        _ = try browser.waitFor("return document.querySelector('h1') !== null")
        #expect(try browser.execute(Self.overlayText) as? String == nil, "a site whose doctests pass shows no overlay")

        // The output block is not compiled: the module and its run come from the cache.
        try replaceText("```output\n3\n```", with: "```output\n4\n```", in: article)
        let shown = try browser.waitFor(Self.overlayText, seconds: 120)
        let text = try #require(shown as? String)
        #expect(text.contains("demo/index.md:12:1: warning: the doctest above prints something else"), "\(text)")
        #expect(text.contains("line 1: - \"4\""), "\(text)")
        #expect(text.contains("> 12 | ```output\n  13 | 4"), "the lines around it: \(text)")

        try replaceText("print(1 + 2)", with: "print(1 + nope)", in: article)
        let compileError = try browser.waitFor(
            "const o = document.querySelector('.diary-build-problems'); "
                + "return o && o.textContent.includes('nope') ? o.textContent : null", seconds: 300)
        let errorText = try #require(compileError as? String)
        #expect(errorText.contains("demo/index.md:9:"), "\(errorText)")
        #expect(errorText.contains("cannot find 'nope' in scope"), "\(errorText)")
        #expect(errorText.contains(">  9 | print(1 + nope)"), "\(errorText)")

        try replaceText("print(1 + nope)", with: "print(1 + 3)", in: article)
        let cleared = try browser.waitFor(
            "return document.querySelector('.diary-build-problems') === null "
                + "&& document.querySelector('h1') !== null", seconds: 300)
        #expect(cleared as? Bool == true)
        #expect(
            try browser.execute("return document.querySelector('.code-output-failing') === null") as? Bool == true)
    }
}
