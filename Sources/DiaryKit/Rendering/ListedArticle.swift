import Mustache

/// Everything a list shows of one article: a list's entry is made from this value and the
/// site's ``ArticleListSettings`` alone (``ArticleListSettings/entry(_:)``), and an article's
/// token in the pages' fingerprints is the digest of this value (``ArticleListTokens``). A field
/// a list comes to show must be read from here, so it is in the token too.
struct ListedArticle: Encodable, Sendable {
    var title: String
    var summary: String
    var slug: String
    var isPublished: Bool
    var part: Int?
    /// The day only: lists show no time of day.
    var day: CalendarDate?
    var tags: [String]

    init(_ article: Article) {
        title = article.title
        summary = article.summary
        slug = article.slug
        isPublished = article.isPublished
        part = article.part
        day = article.date?.day
        tags = article.tags
    }
}

/// What every list entry takes from the site: where the pages are, the series' length and the
/// words dates are written in. Its digest is part of every article's token.
struct ArticleListSettings: Encodable, Sendable {
    var url: SiteURL
    var seriesLength: Int
    var strings: InterfaceStrings

    init(model: SiteModel) {
        url = model.url
        seriesLength = model.seriesLength
        strings = model.settings.strings
    }

    /// The fields every list of articles shows of `article`.
    func entry(_ article: ListedArticle) -> [String: MustacheValue] {
        let date = article.day.map { strings.date($0) } ?? ""
        return [
            "title": .string(article.title),
            "summary": .string(article.summary),
            "url": .string(url.path("\(article.slug)/")),
            "slug": .string(article.slug),
            "isPlanned": .bool(!article.isPublished),
            "isSeriesPart": .bool(article.part != nil),
            "part": .string(article.part.map(String.init) ?? ""),
            "seriesLength": .string(String(seriesLength)),
            "dateISO": .string(article.day?.description ?? ""),
            "date": .string(date),
            // The name templates written before `date` use; it is in the page's language too.
            "dateRussian": .string(date),
            "tags": .array(article.tags.map { tag in tagLink(tag) }),
            "hasTags": .bool(!article.tags.isEmpty),
        ]
    }

    /// A tag's name and the address of its page.
    func tagLink(_ tag: String) -> MustacheValue {
        .dictionary(["name": .string(tag), "url": .string(url.path("tags/\(tag)/"))])
    }
}
