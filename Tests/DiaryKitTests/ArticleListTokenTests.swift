import BuildCache
import Mustache
import Testing

@testable import DiaryKit

/// An incremental build decides whether a page listing an article is written again by the
/// article's summary token (``ArticleListTokens``), hashed from the summary's inputs rather than
/// from its fields: two summaries must share a token exactly when their fields are the same.
@Suite("Article summary tokens")
struct ArticleListTokenTests {
    static func article(
        slug: String = "buttons", title: String = "Кнопки", date: ArticleDate? = ArticleDate(day: day),
        summary: String = "Кратко", tags: [String] = ["swiftui", "ui"], part: Int? = 2,
        status: Article.Status = .published, modules: [String] = [], bodyStartLine: Int = 8
    ) -> Article {
        Article(
            slug: slug, title: title, date: date, summary: summary, tags: tags, part: part, modules: modules,
            isDraft: false, status: status, sourcePath: "Content/\(slug).md", folderPath: "Content",
            bodyStartLine: bodyStartLine)
    }

    static let day = CalendarDate(year: 2024, month: 6, day: 8)

    /// The article, and variants changing one input each: some change the summary's fields, some
    /// (the time of day, the modules, where the body starts) change only what lists do not show.
    static let variants: [(String, Article)] = [
        ("base", article()),
        ("title", article(title: "Кнопки и стили")),
        ("summary", article(summary: "Кратко о кнопках")),
        ("slug", article(slug: "buttons-2")),
        ("no date", article(date: nil)),
        ("another day", article(date: ArticleDate(day: CalendarDate(year: 2024, month: 6, day: 9)))),
        ("another month", article(date: ArticleDate(day: CalendarDate(year: 2024, month: 7, day: 8)))),
        ("time of day", article(date: ArticleDate(day: day, secondsOfDay: 3600, utcOffsetMinutes: 180))),
        ("tags reordered", article(tags: ["ui", "swiftui"])),
        ("tag added", article(tags: ["swiftui", "ui", "ios"])),
        ("no tags", article(tags: [])),
        ("tags joined", article(tags: ["swiftuiui"])),
        ("no part", article(part: nil)),
        ("part 0", article(part: 0)),
        ("planned", article(status: .planned)),
        ("modules", article(modules: ["Buttons"])),
        ("body line", article(bodyStartLine: 12)),
    ]

    static func model(url: String = "https://example.org/diary/", articles: [Article]) -> SiteModel {
        SiteModel(
            settings: SiteSettings(title: "Дневник", description: "", author: "", url: SiteURL(url)!),
            url: SiteURL(url)!, articles: articles)
    }

    /// The summary's fields as the page shows them, hashed.
    static func fieldsDigest(_ article: Article, in model: SiteModel) -> ContentHash.Digest {
        var hash = ContentHash()
        hash.combine(MustacheValue.dictionary(PageContext(model: model).articleSummary(article)))
        return hash.digest
    }

    @Test("Two variants share a token exactly when their summaries' fields are equal")
    func tokenFollowsFields() {
        let model = Self.model(articles: Self.variants.map(\.1))
        let shared = ArticleListTokens.sharedInputs(of: model)
        var sameFields = 0
        for (leftName, left) in Self.variants {
            for (rightName, right) in Self.variants where leftName < rightName {
                let fieldsEqual = Self.fieldsDigest(left, in: model) == Self.fieldsDigest(right, in: model)
                let tokensEqual =
                    ArticleListTokens.token(of: left, shared: shared)
                    == ArticleListTokens.token(of: right, shared: shared)
                #expect(tokensEqual == fieldsEqual, "\(leftName) / \(rightName): fields equal \(fieldsEqual)")
                if fieldsEqual { sameFields += 1 }
            }
        }
        // The variants that change nothing a list shows pair up with the base and each other.
        #expect(sameFields == 6)
    }

    @Test("The site's address and the series' length are in every token")
    func sharedInputs() {
        let article = Self.article()
        let base = Self.model(articles: [article])
        let moved = Self.model(url: "https://example.org/", articles: [article])
        let longer = Self.model(articles: [article, Self.article(slug: "later", part: 5)])
        for other in [moved, longer] {
            #expect(Self.fieldsDigest(article, in: base) != Self.fieldsDigest(article, in: other))
            #expect(
                ArticleListTokens.token(of: article, shared: ArticleListTokens.sharedInputs(of: base))
                    != ArticleListTokens.token(of: article, shared: ArticleListTokens.sharedInputs(of: other)))
        }
    }
}
