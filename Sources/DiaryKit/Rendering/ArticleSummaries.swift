import Mustache

/// A digest of every article's fields as lists show them (``PageContext/articleSummary(_:)``),
/// made once per build with the cache: in a page's fingerprint context each listed article stands
/// as its digest (``PageContext/fingerprinting``), which is far cheaper to hash than the fields
/// and changes exactly when they do. Only the digests are kept, so memory does not grow with the
/// site.
struct ArticleSummaries: Sendable {
    private let digests: [String: ContentHash.Digest]

    /// The digests of every article of `model`'s summary.
    init(model: SiteModel) {
        let context = PageContext(model: model)
        var digests: [String: ContentHash.Digest] = Dictionary(minimumCapacity: model.articles.count)
        for article in model.articles where digests[article.slug] == nil {
            var hash = ContentHash()
            hash.combine(MustacheValue.dictionary(context.articleSummary(article)))
            digests[article.slug] = hash.digest
        }
        self.digests = digests
    }

    /// The digest of the summary of the article with `slug`.
    func digest(of slug: String) -> ContentHash.Digest? {
        digests[slug]
    }
}
