import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Links and images written in raw HTML, built through the binary: resolved to their published
/// URLs and checked exactly like Markdown links and images.
@Suite("Raw HTML links and images resolved like Markdown's", .tags(.builtTool))
struct RawHTMLLinkTests {
    private static let png = TinyPNG.make(width: 2, height: 2)

    private func write(_ bytes: Data, to path: String, in folder: TemporaryFolder) throws {
        let url = folder.url.appending(path: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: url)
    }

    /// The value of the first `attribute="…"` after `marker` in `html`.
    private func attribute(_ attribute: String, after marker: String, in html: String) -> String? {
        guard let start = html.range(of: marker) else { return nil }
        let rest = html[start.lowerBound...]
        guard let open = rest.range(of: attribute + "=\"") else { return nil }
        let value = rest[open.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    @Test("A nested page's raw <img> and <a> resolve to published URLs; broken ones warn at their line")
    func nestedPage() throws {
        let folder = try TemporaryFolder()
        let body = """
            Вступление.

            <div class="box">
            <img src="./images/x.png" alt="Схема">
            <a href="/other/page">Другая</a>
            <a href="#nothing">никуда</a>
            <a href="../missing.md">нет</a>
            </div>

            <span id="here"></span> и <a href="#here">сюда</a>.
            """
        try write(
            Data("---\ntitle: Page\nsummary: S.\n---\n\(body)\n".utf8), to: "Content/guide/deep/page.md", in: folder)
        try write(Self.png, to: "Content/guide/deep/images/x.png", in: folder)
        try write(Data("---\ntitle: Other\nsummary: S.\n---\nText.\n".utf8), to: "Content/other/page.md", in: folder)
        let run = try DiaryTool.run(
            ["build", "--content", "Content", "--output", "_site", "--base-url", "https://example.org/"]
                + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 0, "\(run)")
        let html = try String(
            contentsOf: folder.url.appending(path: "_site/guide/deep/page/index.html"), encoding: .utf8)

        // The image is published where its URL says, one folder above the page's own URL.
        let src = try #require(attribute("src", after: "<img", in: html), "\(html)")
        #expect(src != "./images/x.png")
        #expect(src.hasPrefix("/"), "\(src)")
        let published = folder.url.appending(path: "_site" + src)
        #expect(FileManager.default.contents(atPath: published.path) == Self.png, "\(src)")

        // A root-relative link to a page without its trailing slash becomes the page's URL.
        #expect(html.contains(#"<a href="/other/page/">Другая</a>"#), "\(html)")
        // An anchor raw HTML defines is linked under GitHub's prefix and is no problem.
        #expect(html.contains(##"<a href="#user-content-here">сюда</a>"##))
        #expect(!run.stderr.contains("#here"), "\(run.stderr)")

        // Broken links warn at the raw HTML's line and stay as written.
        #expect(html.contains(##"<a href="#nothing">никуда</a>"##))
        #expect(html.contains(#"<a href="../missing.md">нет</a>"#))
        #expect(
            run.stderr.contains(
                "Content/guide/deep/page.md:10:4: warning: '#nothing' points at a heading that does not exist in "
                    + "/guide/deep/page/; check the part after '#'"), "\(run.stderr)")
        #expect(
            run.stderr.contains("Content/guide/deep/page.md:11:4: warning: broken link '../missing.md'"),
            "\(run.stderr)")
    }
}
