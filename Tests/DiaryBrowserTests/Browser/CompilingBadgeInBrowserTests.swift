import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Under `diary serve`, an edit of a sample's Swift shows a «сборка…» badge (in the site's
/// language) on the open page
/// that shows the module while it compiles, then the page with the new build and no badge. The
/// tiny package of ``SampleErrorsInBrowserTests`` (a stand-in DiaryUI, one module), so the
/// nested compile takes seconds.
@Suite(
    "The compiling badge in the served page", .serialized, .tags(.browser, .toolchain),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct CompilingBadgeInBrowserTests {
    static let badge = "const b = document.querySelector('.diary-compiling'); return b ? b.textContent : null"

    @Test("A Swift edit shows the badge while its module compiles, then the new build without it")
    func badgeWhileCompiling() throws {
        let folder = try SampleErrorsInBrowserTests.package()
        let article = folder.url.appending(path: "Content/demo/index.md")
        let server = try DemoSamplePackage.serve(folder)
        let browser = try WebDriverSession()
        try browser.navigate(to: server.rootURL + "demo/")
        _ = try browser.waitFor("return document.querySelector('[data-module=\"Demo\"]') !== null", seconds: 120)
        #expect(try browser.execute(Self.badge) as? String == nil, "no badge while nothing compiles")

        try replaceText("print(1 + 2)\n```\n\n```output\n3", with: "print(2 + 2)\n```\n\n```output\n4", in: article)
        let shown = try browser.waitFor(Self.badge, seconds: 300)
        // The demo article is English, so the site speaks English (the strings table's `serve_compiling`).
        #expect(shown as? String == "building…")
        let rebuilt = try browser.waitFor(
            "return document.querySelector('.diary-compiling') === null "
                + "&& document.querySelector('[data-module=\"Demo\"]') !== null "
                + "&& document.body.innerText.includes('2 + 2')", seconds: 300)
        #expect(rebuilt as? Bool == true)
        #expect(
            try browser.execute("return document.querySelector('.code-output-failing') === null") as? Bool == true)
    }
}
