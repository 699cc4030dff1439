import BuildCache
import DiaryContent

/// What a build with the cache keeps of the articles it wrote (in the output's manifest,
/// ``OutputManifest/state``), so that the next build, after a few articles changed, neither reads
/// the cache entries of the others (``PageWriter``) nor makes the whole search index again: it
/// updates only the shards holding the changed articles' words (``SearchIndexUpdate``).
struct SiteState: Sendable, Equatable {
    /// One published article, in the site's order (its number in the search shards).
    struct IndexedArticle: Sendable, Equatable {
        var slug: String
        /// The article's render key (``RenderKey``): its cache entry holds the words indexed.
        var key: ContentHash.Digest
        /// Words in every field, as ``SearchDocument/length``.
        var length: Int
        /// What the site-wide checks need of the render.
        var notes: Notes
    }

    /// What the render found that the site-wide steps need, as in ``CachedArticle/SiteNotes``.
    struct Notes: Sendable, Equatable {
        var warnings: [Diagnostic] = []
        var headingIDs: [String] = []
        var anchorLinks: [AnchorLink] = []
    }

    var articles: [IndexedArticle]
    /// The prefixes that have a shard, sorted by their UTF-8 bytes.
    var shardKeys: [String]

    init(articles: [IndexedArticle], shardKeys: [String]) {
        self.articles = articles
        self.shardKeys = shardKeys
    }

    // MARK: Bytes

    func bytes() -> [UInt8] {
        var writer = CacheWriter(capacity: articles.count * 48 + shardKeys.count * 8 + 16)
        writer.write(Self.formatVersion)
        writer.write(articles.count)
        for article in articles {
            writer.write(article.slug)
            writer.write(article.key)
            writer.write(article.length)
            writer.write(article.notes.warnings.count)
            for warning in article.notes.warnings { writer.write(warning) }
            writer.write(article.notes.headingIDs)
            writer.write(article.notes.anchorLinks.count)
            for link in article.notes.anchorLinks { writer.write(link) }
        }
        writer.write(shardKeys)
        return writer.bytes
    }

    /// Reads what ``bytes()`` wrote.
    /// - Throws: When the bytes are damaged or of another format version.
    init(bytes: [UInt8]) throws(CacheReader.Malformed) {
        var reader = CacheReader(bytes)
        guard try reader.readInt() == Self.formatVersion else { throw CacheReader.Malformed() }
        let count = try reader.readCount()
        articles = []
        articles.reserveCapacity(count)
        for _ in 0..<count {
            let slug = try reader.readString()
            let key = try reader.readDigest()
            let length = try reader.readInt()
            var notes = Notes()
            for _ in 0..<(try reader.readCount()) { notes.warnings.append(try reader.readDiagnostic()) }
            notes.headingIDs = try reader.readStrings()
            for _ in 0..<(try reader.readCount()) { notes.anchorLinks.append(try reader.readAnchorLink()) }
            articles.append(IndexedArticle(slug: slug, key: key, length: length, notes: notes))
        }
        shardKeys = try reader.readStrings()
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
    }

    // 3: the shards hold weights, not scores (an older index is made whole again).
    private static let formatVersion = 3
}
