import DiaryContent
import DiaryTestSupport
import Foundation
import SampleExtraction
import Testing

@testable import DiaryKit

/// The read stage parses an article that names sample modules once: the sample extraction and
/// the render take that parse, with file lines, instead of parsing the file again.
@Suite("One reading of a sample article")
struct SampleArticleReadTests {
    static let text = """
        ---
        title: "Кнопки"
        date: 2024-01-01
        summary: "Кнопки."
        module: Demo
        ---

        Текст.

        ```swift
        let a = 1
        ```

        ```output
        1
        ```

        """

    /// The article `demo` read as the read stage reads it.
    private func read(_ text: String, in folder: TemporaryFolder) throws -> Article {
        let url = try folder.write(Data(text.utf8), to: "demo/index.md")
        let entry = ContentLoader.Entry(slug: "demo", path: url.path, folder: url.deletingLastPathComponent().path)
        let (article, _) = try ContentLoader(contentDirectory: folder.url.path).loadArticle(entry)
        return article
    }

    @Test("the read stage keeps the front matter's module fields and the body parsed with file lines")
    func keepsTheParse() throws {
        let folder = try TemporaryFolder()
        let article = try read(Self.text, in: folder)
        let kept = try #require(article.sampleRead)
        #expect(kept.modules == ["Demo"])
        #expect(kept.moduleLine == 5)
        #expect(kept.title == "Кнопки")
        #expect(kept.document.codeBlocks.map(\.position.line) == [10, 14])
        #expect(article.sampleSource == kept.source)
    }

    @Test("the extractor's article made from the read stage's parse equals the standalone extractor's")
    func extractionMatchesTheStandaloneLoader() throws {
        let folder = try TemporaryFolder()
        let article = try read(Self.text, in: folder)
        let samples = SampleArticles(sources: [try #require(article.sampleRead)])
        #expect(samples.diagnostics.isEmpty)
        let loaded = try #require(samples.articles.first)
        let standalone = try ArticleLoader.load(
            path: loaded.path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: loaded.path))))
        #expect(loaded == standalone)
        #expect(loaded.blocks.map(\.fenceLine) == [10, 14])
        #expect(loaded.blocks.map(\.contentLine) == [11, 15])
    }

    @Test("the render uses the kept parse only for the text it was made from")
    func parsedBodyOnlyForItsSource() throws {
        let folder = try TemporaryFolder()
        let article = try read(Self.text, in: folder)
        let source = try #require(article.sampleSource)
        #expect(article.parsedBody(of: source) != nil)
        var edited = source
        edited.body += "Ещё.\n"
        #expect(article.parsedBody(of: edited) == nil)
    }

    @Test("an article without modules keeps no reading")
    func noModules() throws {
        let folder = try TemporaryFolder()
        let article = try read(Self.text.replacingOccurrences(of: "module: Demo\n", with: ""), in: folder)
        #expect(article.sampleRead == nil)
    }
}
