import Testing

@testable import DiaryKit

/// What each section of a folder tree lists, and in which order.
@Suite("Section tree")
struct SectionTreeTests {
    private func page(_ slug: String, path: String, weight: Int? = nil, date: ArticleDate? = nil) -> Article {
        var article = Article(
            slug: slug, title: slug, date: date, summary: "", tags: [], part: nil, modules: [], isDraft: false,
            status: .published, sourcePath: "Content/\(path)", folderPath: "Content", bodyStartLine: 1)
        article.contentFolder = path.split(separator: "/").dropLast().joined(separator: "/")
        article.weight = weight
        return article
    }

    @Test(
        "Weight orders a section first, then the file name; dated entries are not listed; the top folder's are the root's"
    )
    func order() {
        let tree = SectionTree(articles: [
            page("guide", path: "guide/index.md"),
            page("guide/b", path: "guide/b.md"),
            page("guide/a", path: "guide/a.md"),
            page("guide/z", path: "guide/z.md", weight: 1),
            page(
                "guide/news", path: "guide/news.md", date: ArticleDate(day: CalendarDate(year: 2024, month: 1, day: 1))),
            page("top", path: "top.md"),
        ])
        #expect(tree.entries(of: "guide").map(\.slug) == ["guide/z", "guide/a", "guide/b"])
        #expect(tree.generated.isEmpty)
        // The home page lists the root section; no page is generated for it.
        #expect(tree.entries(of: "").map(\.slug) == ["guide", "top"])
    }

    @Test("A folder without its own page is generated and listed by the section above it")
    func generated() {
        let tree = SectionTree(articles: [page("a/b/c", path: "a/b/c.md")])
        #expect(tree.generated.map(\.slug) == ["a", "a/b"])
        #expect(tree.entries(of: "a").map(\.slug) == ["a/b"])
        #expect(tree.entries(of: "a/b").map(\.slug) == ["a/b/c"])
    }
}
