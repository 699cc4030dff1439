import DiaryMarkdown
import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

/// The generator's side of safe HTML: sanitiser reports become warnings at the article's own
/// lines, and `unsafe_html` in `site.yaml` switches the sanitiser off.
@Suite("Article sanitising")
struct ArticleSanitizingTests {
    static let source = """
        ---
        title: "Ловушки"
        date: 2024-01-01
        summary: "Сырой HTML."
        ---

        Текст <img src="a.png" onerror="alert(1)"> и [ссылка](javascript:alert(1)).

        <div>
        <p style="color: red" onclick="x()">абзац</p>
        </div>
        """

    /// Renders `source` as the article `traps` with the given policy.
    private func render(_ rawHTML: RawHTMLPolicy) throws -> RenderedArticle {
        let folder = try TemporaryFolder()
        let articleFolder = folder.url.appending(path: "traps")
        try FileManager.default.createDirectory(at: articleFolder, withIntermediateDirectories: true)
        let path = articleFolder.appending(path: "index.md").path
        try Data(Self.source.utf8).write(to: URL(fileURLWithPath: path))
        let (article, _) = try ContentLoader(contentDirectory: folder.url.path)
            .loadArticle(ContentLoader.Entry(slug: "traps", path: path, folder: articleFolder.path))
        let url = SiteURL("https://example.org/")!
        let renderer = ArticleRenderer(
            links: LinkResolver(url: url, publishedSlugs: ["traps"], plannedSlugs: [], rootFiles: []),
            images: ImageTagRenderer(url: url), codeBlocks: CodeBlockRenderer(),
            rawHTML: rawHTML)
        // `a.png` is the article's own file: raw HTML images are resolved and checked like Markdown's.
        return try renderer.render(article, source: SourceFile.readArticle(path), articleFiles: ["a.png"])
    }

    @Test("sanitiser reports are warnings with the file, the article's line and advice")
    func warnings() throws {
        let rendered = try render(.sanitized)
        #expect(!rendered.html.contains("onerror") && !rendered.html.contains("javascript"))
        #expect(
            rendered.warnings.allSatisfy { $0.severity == .warning && $0.file?.hasSuffix("traps/index.md") == true })
        #expect(rendered.warnings.map(\.line) == [7, 7, 10, 10])
        #expect(rendered.warnings.map(\.column) == [24, 46, 4, 23])
        #expect(
            rendered.warnings.first?.message
                == "removed the 'onerror' attribute from <img>: event handlers run script"
                + " (set unsafe_html: true in site.yaml to allow it)")
    }

    @Test("unsafe raw HTML renders as written, without warnings")
    func unsafe() throws {
        let rendered = try render(.unsafe)
        #expect(
            rendered.html.contains("onerror=\"alert(1)\"") && rendered.html.contains("href=\"javascript:alert(1)\""))
        #expect(rendered.warnings.isEmpty)
    }

    @Test(
        "unsafe_html in site.yaml is true or false, and false by default",
        arguments: [("", false), ("unsafe_html: true\n", true), ("unsafe_html: false\n", false)])
    func setting(line: String, expected: Bool) throws {
        let folder = try TemporaryFolder()
        try Data("title: \"T\"\n\(line)".utf8).write(to: folder.url.appending(path: "site.yaml"))
        #expect(try SiteSettings.load(contentDirectory: folder.url.path).unsafeHTML == expected)
    }

    @Test("another unsafe_html value is an error that says what to write")
    func badSetting() throws {
        let folder = try TemporaryFolder()
        try Data("unsafe_html: yes please\n".utf8).write(to: folder.url.appending(path: "site.yaml"))
        #expect(throws: DiaryError.self) { try SiteSettings.load(contentDirectory: folder.url.path) }
        do {
            _ = try SiteSettings.load(contentDirectory: folder.url.path)
        } catch {
            #expect(
                error.description.hasSuffix(
                    ":1: error: 'unsafe_html' must be true or false (true lets the articles' raw HTML run script)"))
        }
    }
}
