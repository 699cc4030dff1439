import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

/// The read stage's memory of article files: a file left alone is not read again, while one that
/// changed, or had changed just before it was read, is.
@Suite("Article reads")
struct ArticleReadsTests {
    static let text = "---\ntitle: \"Кнопки\"\ndate: 2023-06-08\ntags: [swiftui]\n---\n\nТекст.\n"

    /// A loader that fails on any file it really reads: it allows articles of one byte.
    static func refusingLoader(_ folder: TemporaryFolder) -> ContentLoader {
        var loader = ContentLoader(contentDirectory: folder.path("content"))
        loader.maximumArticleBytes = 1
        return loader
    }

    static func entry(_ folder: TemporaryFolder) -> ContentLoader.Entry {
        ContentLoader.Entry(slug: "buttons", path: folder.path("content/buttons.md"), folder: folder.path("content"))
    }

    @Test("A file unchanged since a settled read is not read again, and gives the same article")
    func settledFileIsNotRead() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("content"), withIntermediateDirectories: true)
        try Self.text.write(toFile: folder.path("content/buttons.md"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1.2)
        let first = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        let (article, _) = try first.load(
            Self.entry(folder), with: ContentLoader(contentDirectory: folder.path("content")))
        first.save()
        let second = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        let (again, _) = try second.load(Self.entry(folder), with: Self.refusingLoader(folder))
        #expect(again == article)
        #expect(again.sourceDigest != nil)

        try (Self.text + "Ещё.\n").write(toFile: folder.path("content/buttons.md"), atomically: true, encoding: .utf8)
        let third = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        #expect(throws: DiaryError.self, "a changed file is read again") {
            try third.load(Self.entry(folder), with: Self.refusingLoader(folder))
        }
    }

    @Test("An article whose front matter gives its own slug is not read again either")
    func ownSlugIsRemembered() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("content"), withIntermediateDirectories: true)
        let text = Self.text.replacingOccurrences(of: "tags:", with: "slug: knopki\ntags:")
        try text.write(toFile: folder.path("content/buttons.md"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1.2)
        let first = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        let (article, _) = try first.load(
            Self.entry(folder), with: ContentLoader(contentDirectory: folder.path("content")))
        #expect(article.slug == "knopki")
        first.save()
        let second = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        let (again, _) = try second.load(Self.entry(folder), with: Self.refusingLoader(folder))
        #expect(again == article)
        second.save()
        let third = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        #expect(
            try third.load(Self.entry(folder), with: Self.refusingLoader(folder)).0 == article, "kept as it was saved")
        let moved = ContentLoader.Entry(
            slug: "other", path: folder.path("content/buttons.md"), folder: folder.path("content"))
        #expect(throws: DiaryError.self, "another place in the content folder is read again") {
            try third.load(moved, with: Self.refusingLoader(folder))
        }
    }

    @Test("A file read within a second of its last change is read again next time")
    func racyFileIsReadAgain() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("content"), withIntermediateDirectories: true)
        try Self.text.write(toFile: folder.path("content/buttons.md"), atomically: true, encoding: .utf8)
        let first = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        _ = try first.load(Self.entry(folder), with: ContentLoader(contentDirectory: folder.path("content")))
        first.save()
        let second = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        #expect(throws: DiaryError.self) { try second.load(Self.entry(folder), with: Self.refusingLoader(folder)) }
    }

    @Test("Another size limit, or a damaged file of reads, reads every file again")
    func otherContextIsNotTrusted() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("content"), withIntermediateDirectories: true)
        try Self.text.write(toFile: folder.path("content/buttons.md"), atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1.2)
        let first = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        _ = try first.load(Self.entry(folder), with: ContentLoader(contentDirectory: folder.path("content")))
        first.save()
        let otherLimit = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 21)
        #expect(throws: DiaryError.self) { try otherLimit.load(Self.entry(folder), with: Self.refusingLoader(folder)) }
        var bytes = try Data(contentsOf: URL(fileURLWithPath: folder.path("reads")))
        bytes.removeLast(3)
        try bytes.write(to: URL(fileURLWithPath: folder.path("reads")))
        let damaged = ArticleReads(path: folder.path("reads"), maximumArticleBytes: 1 << 20)
        #expect(throws: DiaryError.self) { try damaged.load(Self.entry(folder), with: Self.refusingLoader(folder)) }
    }
}
