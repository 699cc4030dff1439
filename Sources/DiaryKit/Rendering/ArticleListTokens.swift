import BuildCache
import Mustache

/// A digest of every article's fields as lists show them (``PageContext/articleSummary(_:)``,
/// hashed from what they are made of), and of the `site` value every page shows, made once per
/// build with the cache: in a page's fingerprint context each listed article, and the site, stand
/// as a short token naming their digest (``PageContext/fingerprinting``), which is far cheaper to
/// hash than the fields and changes exactly when they do. Only the tokens are kept, so memory grows with the number of
/// articles by a few dozen bytes each.
struct ArticleListTokens: Sendable {
    private let tokens: [String: String]
    /// The token standing for ``PageContext/site``.
    let site: String

    /// The digests of every article of `model`'s summary, made a few hundred articles at a time
    /// on up to `width` tasks.
    /// - Parameter generator: Names the running `diary` (``RenderKey/generatorIdentity``): the
    ///   site token, in every page's fingerprint, changes with it, so a new version of the tool
    ///   writes again the pages whose bytes its code, not only their inputs, decides.
    init(model: SiteModel, width: Int, generator: String = RenderKey.generatorIdentity) async {
        let context = PageContext(model: model)
        let articles = model.articles
        let shared = Self.sharedInputs(of: model)
        let made = await OrderedConcurrentMap.map(articles.chunkRanges(of: Self.chunkSize), width: width) { range in
            articles[range].map { article in (article.slug, Self.token(of: article, shared: shared)) }
        }
        var tokens: [String: String] = Dictionary(minimumCapacity: articles.count)
        for chunk in made {
            for (slug, token) in chunk where tokens[slug] == nil { tokens[slug] = token }
        }
        self.tokens = tokens
        var site = ContentHash()
        site.combine(generator)
        site.combine(context.site)
        self.site = "site \(site.digest.hex)"
    }

    /// The token standing for the summary of the article with `slug`.
    func token(of slug: String) -> String? {
        tokens[slug]
    }

    /// The token of `article`'s summary: the digest of exactly what
    /// ``PageContext/articleSummary(_:)`` makes its fields from, hashed as they are rather than
    /// as the fields (no dictionary is built; the Russian date, the URLs and the flags are
    /// functions of what is hashed). A field added to the summary needs its input added here.
    /// - Parameter shared: ``sharedInputs(of:)``: what every summary of the site shares.
    static func token(of article: Article, shared: ContentHash) -> String {
        var hash = shared
        hash.combine(article.title)
        hash.combine(article.summary)
        hash.combine(article.slug)
        hash.combine(article.isPublished)
        hash.combine(article.part != nil)
        hash.combine(article.part ?? 0)
        let day = article.date?.day
        hash.combine(day != nil)
        hash.combine(day?.year ?? 0)
        hash.combine(day?.month ?? 0)
        hash.combine(day?.day ?? 0)
        hash.combine(article.tags.count)
        for tag in article.tags { hash.combine(tag) }
        return "summary \(hash.digest.hex)"
    }

    /// What every article's summary takes from the site: its address (for the URLs) and the
    /// series' length.
    static func sharedInputs(of model: SiteModel) -> ContentHash {
        var hash = ContentHash()
        hash.combine("article summary")
        hash.combine(model.url.absolute(""))
        hash.combine(model.url.path(""))
        hash.combine(model.seriesLength)
        return hash
    }

    private static let chunkSize = 256
}
