import BuildCache

/// Everything `sitemap.xml` is made of: the site's address, each written article's slug and last
/// change, and the articles of each tag and each year. Its digest (``ContentHash/digest(of:)``)
/// takes every stored property, so what the sitemap comes to show is in its fingerprint too.
struct SitemapInput: Encodable {
    /// One written article: its page and when it last changed.
    struct Page: Encodable {
        var slug: String
        var lastChange: ArticleDate?
    }

    /// A tag's or a year's articles, by slug.
    struct Group: Encodable {
        var name: String
        var slugs: [String]
    }

    /// Names the running `diary`, whose code decides the bytes too.
    var generator: String
    var address: String
    var pages: [Page]
    var tags: [Group]
    var years: [Group]

    init(model: SiteModel, generator: String) {
        self.generator = generator
        address = model.url.absolute("")
        pages = model.published.map { Page(slug: $0.slug, lastChange: $0.lastChange) }
        tags = model.tags.map { Group(name: $0.tag, slugs: $0.articles.map(\.slug)) }
        years = model.years.map { Group(name: String($0.year), slugs: $0.articles.map(\.slug)) }
    }
}
