import Mustache

/// Every article's fields as lists show them (``PageContext/articleSummary(_:)``), made once per
/// build and shared by every page that lists or links it, with a digest of each for the pages'
/// fingerprints (``PageContext/fingerprinting``).
struct ArticleSummaries: Sendable {
    private let values: [String: [String: MustacheValue]]
    private let digests: [String: ContentHash.Digest]

    /// The summaries of every article of `model`, with their digests when `withDigests`.
    init(model: SiteModel, withDigests: Bool) {
        let context = PageContext(model: model)
        var values: [String: [String: MustacheValue]] = Dictionary(minimumCapacity: model.articles.count)
        var digests: [String: ContentHash.Digest] = [:]
        if withDigests { digests.reserveCapacity(model.articles.count) }
        for article in model.articles where values[article.slug] == nil {
            let value = context.articleSummary(article)
            values[article.slug] = value
            if withDigests {
                var hash = ContentHash()
                hash.combine(MustacheValue.dictionary(value))
                digests[article.slug] = hash.digest
            }
        }
        self.values = values
        self.digests = digests
    }

    /// The summary of the article with `slug`.
    func value(of slug: String) -> [String: MustacheValue]? {
        values[slug]
    }

    /// The digest of the summary of the article with `slug`, when digests were made.
    func digest(of slug: String) -> ContentHash.Digest? {
        digests[slug]
    }
}
