/// What a build with the cache keeps of the search index it wrote (in the output's manifest,
/// ``OutputManifest/state``), so that the next build, after a few articles changed, updates only
/// the shards holding their words (``SearchIndexUpdate``) instead of making the index again.
struct SearchState: Sendable, Equatable {
    /// One article of the index, in the site's order (its number in the shards).
    struct Article: Sendable, Equatable {
        var slug: String
        /// The article's render key (``RenderKey``): its cache entry holds the words indexed.
        var key: ContentHash.Digest
        /// Words in every field, as ``SearchDocument/length``.
        var length: Int
    }

    var articles: [Article]
    /// The prefixes that have a shard, sorted by their UTF-8 bytes.
    var shardKeys: [String]

    init(articles: [Article], shardKeys: [String]) {
        self.articles = articles
        self.shardKeys = shardKeys
    }

    /// The length the shards' scores were normalised by (``SearchIndexFiles/averageLength(totalLength:articles:)``).
    var averageLength: Int {
        SearchIndexFiles.averageLength(totalLength: articles.reduce(0) { $0 + $1.length }, articles: articles.count)
    }

    // MARK: Bytes

    func bytes() -> [UInt8] {
        var writer = CacheWriter(capacity: articles.count * 48 + shardKeys.count * 8 + 16)
        writer.write(Self.formatVersion)
        writer.write(articles.count)
        for article in articles {
            writer.write(article.slug)
            writer.write(Int(Int64(bitPattern: article.key.high)))
            writer.write(Int(Int64(bitPattern: article.key.low)))
            writer.write(article.length)
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
            let high = UInt64(bitPattern: Int64(try reader.readInt()))
            let low = UInt64(bitPattern: Int64(try reader.readInt()))
            articles.append(Article(slug: slug, key: .init(high: high, low: low), length: try reader.readInt()))
        }
        shardKeys = try reader.readStrings()
        guard reader.isAtEnd else { throw CacheReader.Malformed() }
    }

    private static let formatVersion = 1
}
