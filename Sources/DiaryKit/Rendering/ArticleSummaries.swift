import Mustache

/// A digest of every article's fields as lists show them (``PageContext/articleSummary(_:)``),
/// made once per build with the cache: in a page's fingerprint context each listed article stands
/// as its digest (``PageContext/fingerprinting``), which is far cheaper to hash than the fields
/// and changes exactly when they do. Only the digests are kept, so memory does not grow with the
/// site.
struct ArticleSummaries: Sendable {
    private let digests: [String: ContentHash.Digest]

    /// The digests of every article of `model`'s summary, made a few hundred articles at a time
    /// on up to `width` tasks.
    init(model: SiteModel, width: Int) async {
        let context = PageContext(model: model)
        let articles = model.articles
        let chunks = stride(from: 0, to: articles.count, by: Self.chunkSize).map {
            $0..<min($0 + Self.chunkSize, articles.count)
        }
        let made = await OrderedConcurrentMap.map(chunks, width: width) { range in
            articles[range].map { article in
                var hash = ContentHash()
                hash.combine(MustacheValue.dictionary(context.articleSummary(article)))
                return (article.slug, hash.digest)
            }
        }
        var digests: [String: ContentHash.Digest] = Dictionary(minimumCapacity: articles.count)
        for chunk in made {
            for (slug, digest) in chunk where digests[slug] == nil { digests[slug] = digest }
        }
        self.digests = digests
    }

    private static let chunkSize = 256

    /// The digest of the summary of the article with `slug`.
    func digest(of slug: String) -> ContentHash.Digest? {
        digests[slug]
    }
}
