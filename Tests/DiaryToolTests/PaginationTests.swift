import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Long lists go to pages: the home page's topics, each tag's articles and each year of the
/// archive, `page_size` at a time, at `page/2/`, `page/3/` … with links both ways.
@Suite("Pagination", .tags(.builtTool))
struct PaginationTests {
    /// A content folder of `count` dated articles tagged `swiftui`, with `page_size: 30`.
    static func content(articles count: Int, in folder: TemporaryFolder, settings: String = "page_size: 30")
        throws -> URL
    {
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: \"Много статей\"\nurl: \"https://example.org/diary/\"\n\(settings)\n".utf8).write(
            to: content.appending(path: "site.yaml"))
        for number in 1...count {
            let day = String(format: "2024-%02d-%02d", (number - 1) / 28 + 1, (number - 1) % 28 + 1)
            let text = """
                ---
                title: "Статья \(number)"
                date: \(day)
                summary: "Заметка номер \(number)."
                tags: [swiftui]
                ---

                Текст статьи \(number).

                """
            try Data(text.utf8).write(to: content.appending(path: "article-\(number).md"))
        }
        return content
    }

    static func page(_ path: String, in folder: TemporaryFolder) throws -> String {
        try String(contentsOfFile: folder.path("site/\(path)index.html"), encoding: .utf8)
    }

    static func cards(in html: String) -> [String] {
        html.matches(of: #/<a class="card-title" href="[^"]*">([^<]*)</a>/#).map { String($0.output.1) }
    }

    @Test("65 articles at 30 a page: three home, tag and year pages, newest first, linked both ways")
    func splitsLongLists() throws {
        let folder = try TemporaryFolder()
        let content = try Self.content(articles: 65, in: folder)
        let run = try DiaryTool.run(
            ["build", "--content", content.path, "--output", folder.path("site")] + DiaryTool.siteFiles)
        try #require(run.status == 0, "\(run)")

        for base in ["", "tags/swiftui/", "archive/2024/"] {
            let first = try Self.page(base, in: folder)
            let second = try Self.page(base + "page/2/", in: folder)
            let third = try Self.page(base + "page/3/", in: folder)
            #expect(!FileManager.default.fileExists(atPath: folder.path("site/\(base)page/4")))
            #expect(Self.cards(in: first).count == 30 && Self.cards(in: second).count == 30)
            #expect(Self.cards(in: third) == (1...5).reversed().map { "Статья \($0)" }, "the oldest five last")
            #expect(Self.cards(in: first).first == "Статья 65")
            #expect(
                first.contains("<a rel=\"next\" href=\"/diary/\(base)page/2/\">") && !first.contains("rel=\"prev\""))
            #expect(second.contains("<a rel=\"prev\" href=\"/diary/\(base)\">"))
            #expect(second.contains("<a rel=\"next\" href=\"/diary/\(base)page/3/\">"))
            #expect(third.contains("<span>Страница 3 из 3</span>") && !third.contains("rel=\"next\""))
            #expect(second.contains("<link rel=\"canonical\" href=\"https://example.org/diary/\(base)page/2/\">"))
            #expect(second.contains("— страница 2"), "the title says which page")
        }
    }

    @Test("The archive lists the years newest first, each year its dated articles, 20 to a page by default")
    func yearlyArchive() throws {
        let folder = try TemporaryFolder()
        // 25 articles of 2024, with no page_size: the default applies.
        let content = try Self.content(articles: 25, in: folder, settings: "")
        for (name, date) in [("old-1", "2022-03-01"), ("old-2", "2022-11-20"), ("old-3", "2022-12-31")] {
            let text = "---\ntitle: \"Старая \(name)\"\ndate: \(date)\nsummary: \"Давно.\"\n---\n\nТекст.\n"
            try Data(text.utf8).write(to: content.appending(path: "\(name).md"))
        }
        let undated = "---\ntitle: \"Без даты\"\nsummary: \"Страница без даты.\"\n---\n\nТекст.\n"
        try Data(undated.utf8).write(to: content.appending(path: "undated.md"))
        let run = try DiaryTool.run(
            ["build", "--content", content.path, "--output", folder.path("site")] + DiaryTool.siteFiles)
        try #require(run.status == 0, "\(run)")

        let years = try Self.page("archive/", in: folder)
        let links = years.matches(of: #/<li><a href="([^"]*)">(\d+)</a> <span>([^<]*)</span></li>/#).map {
            [String($0.output.1), String($0.output.2), String($0.output.3)]
        }
        #expect(
            links == [["/diary/archive/2024/", "2024", "25 статей"], ["/diary/archive/2022/", "2022", "3 статьи"]])
        let first = try Self.page("archive/2024/", in: folder)
        let second = try Self.page("archive/2024/page/2/", in: folder)
        #expect(Self.cards(in: first) == (6...25).reversed().map { "Статья \($0)" })
        #expect(Self.cards(in: second) == (1...5).reversed().map { "Статья \($0)" })
        #expect(second.contains("<a rel=\"prev\" href=\"/diary/archive/2024/\">"))
        #expect(
            Self.cards(in: try Self.page("archive/2022/", in: folder)) == [
                "Старая old-3", "Старая old-2", "Старая old-1",
            ])
        let everyYear = try FileManager.default.contentsOfDirectory(atPath: folder.path("site/archive"))
        #expect(everyYear.sorted() == ["2022", "2024", "index.html"], "an undated page belongs to no year")
        // The home page lists the 28 dated topics 20 at a time too (the undated page is no entry).
        #expect(Self.cards(in: try Self.page("", in: folder)).count == 20)
        #expect(Self.cards(in: try Self.page("page/2/", in: folder)).count == 8)
        let sitemap = try String(contentsOfFile: folder.path("site/sitemap.xml"), encoding: .utf8)
        for path in ["archive/", "archive/2024/", "archive/2022/"] {
            #expect(sitemap.contains("<loc>https://example.org/diary/\(path)</loc>"), "\(path) in the sitemap")
        }
        #expect(
            try String(contentsOfFile: folder.path("site/index.html"), encoding: .utf8).contains(
                "<a href=\"/diary/archive/\">Архив</a>"), "every page links the archive")
    }

    @Test("A list that fits on one page gets no page links")
    func shortListsStayWhole() throws {
        let folder = try TemporaryFolder()
        let content = try Self.content(articles: 30, in: folder)
        let run = try DiaryTool.run(
            ["build", "--content", content.path, "--output", folder.path("site")] + DiaryTool.siteFiles)
        try #require(run.status == 0, "\(run)")
        #expect(!(try Self.page("", in: folder)).contains("class=\"pagination\""))
        #expect(!FileManager.default.fileExists(atPath: folder.path("site/page")))
    }

    @Test("page_size must be a whole number from 1 to 1000", arguments: ["0", "many", "1001"])
    func badPageSize(value: String) throws {
        let folder = try TemporaryFolder()
        let content = try Self.content(articles: 1, in: folder, settings: "page_size: \(value)")
        let run = try DiaryTool.run(["check", "--content", content.path] + DiaryTool.siteFiles)
        #expect(run.status == 1)
        #expect(
            run.stderr.contains("site.yaml:3: error: 'page_size' must be a whole number of articles from 1 to 1000"))
    }
}
