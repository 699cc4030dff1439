import Mustache

/// A digest of every article's fields as lists show them (``PageContext/articleSummary(_:)``),
/// and of the `site` value every page shows, made once per build with the cache: in a page's
/// fingerprint context each listed article, and the site, stand as a short token naming their
/// digest (``PageContext/fingerprinting``), which is far cheaper to hash than the fields and
/// changes exactly when they do. Only the tokens are kept, so memory grows with the number of
/// articles by a few dozen bytes each.
struct ArticleSummaries: Sendable {
    private let tokens: [String: String]
    /// The token standing for ``PageContext/site``.
    let site: String

    /// The digests of every article of `model`'s summary, made a few hundred articles at a time
    /// on up to `width` tasks.
    init(model: SiteModel, width: Int) async {
        let context = PageContext(model: model)
        let articles = model.articles
        let made = await OrderedConcurrentMap.map(articles.chunkRanges(of: Self.chunkSize), width: width) { range in
            articles[range].map { article in
                (article.slug, Self.token("summary", of: .dictionary(context.articleSummary(article))))
            }
        }
        var tokens: [String: String] = Dictionary(minimumCapacity: articles.count)
        for chunk in made {
            for (slug, token) in chunk where tokens[slug] == nil { tokens[slug] = token }
        }
        self.tokens = tokens
        site = Self.token("site", of: context.site)
    }

    /// The token standing for the summary of the article with `slug`.
    func token(of slug: String) -> String? {
        tokens[slug]
    }

    /// `kind`, then the digest of `value` in hexadecimal.
    private static func token(_ kind: String, of value: MustacheValue) -> String {
        var hash = ContentHash()
        hash.combine(value)
        return "\(kind) \(hash.digest.hex)"
    }

    private static let chunkSize = 256
}
