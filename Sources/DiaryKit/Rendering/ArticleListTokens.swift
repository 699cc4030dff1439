import BuildCache
import Mustache

/// A digest of every article's fields as lists show them (the ``ListedArticle`` its list entry is
/// made from), and of the `site` value every page shows, made once per
/// build with the cache: in a page's fingerprint context each listed article, and the site, stand
/// as a short token naming their digest (``PageContext/fingerprinting``), which is far cheaper to
/// hash than the fields and changes exactly when they do. Only the tokens are kept, so memory grows with the number of
/// articles by a few dozen bytes each.
struct ArticleListTokens: Sendable {
    private let digests: [String: ContentHash.Digest]
    /// The token standing for ``PageContext/site``.
    let site: String
    /// The digest of what every list entry takes from the site (``ArticleListSettings``).
    let lists: ContentHash.Digest

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
            articles[range].map { article in (article.slug, Self.digest(of: ListedArticle(article), shared: shared)) }
        }
        var digests: [String: ContentHash.Digest] = Dictionary(minimumCapacity: articles.count)
        for chunk in made {
            for (slug, digest) in chunk where digests[slug] == nil { digests[slug] = digest }
        }
        self.digests = digests
        lists = shared
        var site = ContentHash()
        site.combine(generator)
        site.combine(context.site)
        self.site = "site \(site.digest.hex)"
    }

    /// The token standing for the summary of the article with `slug`.
    func token(of slug: String) -> String? {
        digests[slug].map { "summary \($0.hex)" }
    }

    /// `article`'s list entry, standing in fingerprints as its token's digest (made once per
    /// build, however many pages name the article).
    func listed(_ article: Article) -> Digested<ListedArticle> {
        let listed = ListedArticle(article)
        guard let digest = digests[article.slug] else { return Digested(listed) }
        return Digested(listed, digest: digest)
    }

    /// The token of `article`'s summary: the digest of the ``ListedArticle`` a list's entry is
    /// made from, with `shared`.
    /// - Parameter shared: ``sharedInputs(of:)``: what every summary of the site shares.
    static func token(of article: Article, shared: ContentHash.Digest) -> String {
        "summary \(digest(of: ListedArticle(article), shared: shared).hex)"
    }

    private static func digest(of article: ListedArticle, shared: ContentHash.Digest) -> ContentHash.Digest {
        ContentHash.digest(of: TokenInput(shared: shared, article: article))
    }

    /// The digest of what every article's list entry takes from the site (``ArticleListSettings``).
    static func sharedInputs(of model: SiteModel) -> ContentHash.Digest {
        ContentHash.digest(of: ArticleListSettings(model: model))
    }

    /// What one token is the digest of.
    private struct TokenInput: Encodable {
        var shared: ContentHash.Digest
        var article: ListedArticle
    }

    private static let chunkSize = 256
}

/// A value that fingerprints hold as the digest of its encoding, made once: an article's list
/// entry is in the fingerprints of the pages of its neighbours and of every list it is on.
struct Digested<Value: Encodable & Sendable>: Encodable, Sendable {
    let value: Value
    /// The digest of `value`'s encoding (or of more: a token's digest also covers the site's
    /// list settings).
    let digest: ContentHash.Digest

    init(_ value: Value) {
        self.init(value, digest: ContentHash.digest(of: value))
    }

    /// `value` with the digest made of it earlier (``ArticleListTokens``).
    fileprivate init(_ value: Value, digest: ContentHash.Digest) {
        self.value = value
        self.digest = digest
    }

    func encode(to encoder: any Encoder) throws {
        try digest.encode(to: encoder)
    }
}
