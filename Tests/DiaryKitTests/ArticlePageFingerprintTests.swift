import BuildCache
import Mustache
import Testing

@testable import DiaryKit

/// An incremental build writes an article's page again only when its fingerprint changes: the
/// digest of the ``ArticlePageFields`` the page's context is made from, with the site's tokens,
/// rather than of the context itself. Two sites must give the page equal inputs exactly when they
/// give it equal contexts: an input the page does not show would write pages needlessly.
@Suite("Article page fingerprints")
struct ArticlePageFingerprintTests {
    static func article(
        _ slug: String, year: Int = 2024, month: Int, day: Int = 1, title: String? = nil, summary: String = "Кратко",
        tags: [String] = ["ui"],
        modules: [String] = [], bodyStartLine: Int = 8
    ) -> Article {
        Article(
            slug: slug, title: title ?? "Статья \(slug)",
            date: ArticleDate(day: CalendarDate(year: year, month: month, day: day)), summary: summary, tags: tags,
            part: nil, modules: modules, isDraft: false, status: .published, sourcePath: "Content/\(slug).md",
            folderPath: "Content", bodyStartLine: bodyStartLine)
    }

    static func model(
        _ articles: [Article], title: String = "Дневник", url: String = "https://example.org/diary/",
        downloads: Set<String> = []
    ) -> SiteModel {
        var model = SiteModel(
            settings: SiteSettings(title: title, description: "Про SwiftUI", author: "Автор", url: SiteURL(url)!),
            url: SiteURL(url)!, articles: articles)
        model.downloadModules = downloads
        return model
    }

    static let first = article("first", month: 1)
    static let target = article("target", month: 2, modules: ["Buttons"])
    static let last = article("last", month: 3)

    /// The site, and variants that change the target's page (its own fields, a neighbour, the
    /// downloads, the site) or change only what the page does not show.
    static let variants: [(String, SiteModel, Article)] = [
        ("base", model([first, target, last]), target),
        ("title", model([first, article("target", month: 2, title: "Новое", modules: ["Buttons"]), last]), target),
        ("summary", model([first, article("target", month: 2, summary: "Иначе", modules: ["Buttons"]), last]), target),
        ("tags", model([first, article("target", month: 2, tags: ["ios"], modules: ["Buttons"]), last]), target),
        ("neighbour's title", model([article("first", month: 1, title: "Другое"), target, last]), target),
        ("no next", model([first, target]), target),
        ("another previous", model([first, article("between", month: 1, day: 15), target, last]), target),
        ("downloads", model([first, target, last], downloads: ["Buttons"]), target),
        ("site title", model([first, target, last], title: "Другой дневник"), target),
        ("site address", model([first, target, last], url: "https://example.org/"), target),
        (
            "body line", model([first, article("target", month: 2, modules: ["Buttons"], bodyStartLine: 12), last]),
            target
        ),
        ("far article", model([article("old", year: 2023, month: 1), first, target, last]), target),
        ("other download", model([first, target, last], downloads: ["Gate"]), target),
    ]

    static func contextDigest(_ article: Article, in context: PageContext) -> ContentHash.Digest {
        var hash = ContentHash()
        let fields = ArticlePageFields(article, context: context, listsSection: false)
        hash.combine(context.articlePage(fields, rendered: RenderedArticle.placeholder))
        return hash.digest
    }

    static func inputsDigest(_ article: Article, in context: PageContext) -> ContentHash.Digest {
        let tokens = context.summaries!
        let unchanged = ContentHash.digest(of: "")
        return ArticlePageInput(
            render: unchanged, template: unchanged, site: tokens.site, lists: tokens.lists,
            fields: ArticlePageFields(article, context: context, listsSection: false)
        ).fingerprint
    }

    @Test("Two sites give the page equal inputs exactly when they give it equal contexts")
    func inputsFollowContext() async {
        var digests: [(name: String, context: ContentHash.Digest, inputs: ContentHash.Digest)] = []
        for (name, model, article) in Self.variants {
            let context = PageContext(model: model, summaries: await ArticleListTokens(model: model, width: 2))
            let own = model.articles.first { $0.slug == article.slug }!
            digests.append((name, Self.contextDigest(own, in: context), Self.inputsDigest(own, in: context)))
        }
        var equalPairs = 0
        for left in digests {
            for right in digests where left.name < right.name {
                let contextsEqual = left.context == right.context
                #expect(
                    (left.inputs == right.inputs) == contextsEqual,
                    "\(left.name) / \(right.name): contexts equal \(contextsEqual)")
                if contextsEqual { equalPairs += 1 }
            }
        }
        // "base", "body line", "far article" and "other download" show the same page.
        #expect(equalPairs == 6)
    }
}
