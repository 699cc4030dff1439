import Testing

@testable import DiaryKit

/// What a build keeps of every article until the site-wide pages are written (``WrittenArticle``):
/// at 100,000 articles each kilobyte kept is 100 MB, so the record holds what the lists, feeds,
/// sitemap and checks need and no body, HTML, tree or search stems.
@Suite("Per-article record")
struct WrittenArticleRecordTests {
    @Test("The record kept per article holds no body, HTML, tree or stems, only the feeds' few entries' HTML")
    func recordHoldsNoBody() {
        let article = Article(
            slug: "buttons", title: "Кнопки", date: nil, summary: "", tags: [], part: nil, modules: [], isDraft: false,
            status: .published, sourcePath: "buttons/index.md", folderPath: "buttons", bodyStartLine: 5)
        let record = WrittenArticle(article: article)
        // Each stored property, with why the site-wide pages need it.
        let allowed: [String: String] = [
            "article": "the front matter, shared with the site's lists",
            "searchKey": "the render key under which the cache keeps its words",
            "searchLength": "the article's length for BM25",
            "feedHTML": "the body, only for the entries the feeds carry whole",
            "feedContent": "the same, escaped for the feeds",
            "warnings": "problems to report",
            "headingIDs": "targets of links into the article",
            "anchorLinks": "links into other articles, checked at the end",
            "notes": "what the next build keeps (the same arrays as above)",
        ]
        let stored = Mirror(reflecting: record).children.compactMap(\.label)
        #expect(Set(stored).subtracting(allowed.keys).isEmpty, "new stored properties: \(stored)")
        for child in Mirror(reflecting: record).children {
            let type = String(describing: Swift.type(of: child.value))
            for heavy in ["SearchPostings", "SearchDocument", "CachedArticle", "RenderedArticle", "Body"] {
                #expect(!type.contains(heavy), "\(child.label ?? "?") is a \(type)")
            }
        }
        #expect(record.feedHTML == nil && record.feedContent == nil)
    }
}
