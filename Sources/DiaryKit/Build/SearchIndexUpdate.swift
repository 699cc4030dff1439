/// The search index of a build that changed a few articles of a site it updates in place: the
/// shards holding none of their words before or after are kept as they are, the others are
/// updated from the previous build's files (``SearchShardFile/updated(_:changedArticles:touched:postings:)``).
///
/// The result is byte for byte the index a build from scratch writes. That holds while the list
/// of articles and the average length the scores are normalised by stay the same; otherwise, or
/// when anything it needs cannot be read, ``write(_:to:)`` declines and the build makes the whole
/// index again.
struct SearchIndexUpdate {
    /// One article of the site's list as this build indexes it.
    struct Article {
        var slug: String
        var key: ContentHash.Digest
        var length: Int
        var notes: SiteState.Notes
        /// The article's stems, needed only when `key` changed (numbered by ``numbers``).
        var postings: SearchPostings?
    }

    /// What the previous build indexed.
    var previous: SiteState
    /// The cache holding the previous renders' words.
    var cache: ArticleCache
    /// What the postings' stem numbers stand for.
    var numbers: StemNumbers
    var basePath: String
    var stemmerURL: String?

    /// Writes the updated index into `staging`.
    /// - Returns: The index's new state, or `nil` when the index must be made whole (nothing was
    ///   written then).
    func write(_ articles: [Article], to staging: StagingDirectory) throws(DiaryError) -> SiteState? {
        guard articles.count == previous.articles.count,
            zip(articles, previous.articles).allSatisfy({ $0.slug == $1.slug })
        else { return nil }
        let state = SiteState(
            articles: articles.map {
                SiteState.Article(slug: $0.slug, key: $0.key, length: $0.length, notes: $0.notes)
            },
            shardKeys: [])
        let averageLength = state.averageLength
        guard averageLength == previous.averageLength else { return nil }
        // Past a quarter of the articles (and a handful), making the index whole is cheaper.
        let changedCount = zip(articles, previous.articles).count { $0.key != $1.key }
        guard changedCount <= max(16, articles.count / 4),
            let changes = changes(articles, averageLength: averageLength)
        else { return nil }
        let unchanged = previous.shardKeys.filter { changes.shards[$0] == nil }
        for key in unchanged where !staging.holdsPrevious(Self.path(of: key)) { return nil }
        var updated: [(key: String, bytes: [UInt8]?)] = []
        let previousKeys = Set(previous.shardKeys)
        for (key, shard) in changes.shards {
            var old: [UInt8] = []
            if previousKeys.contains(key) {
                guard let bytes = staging.previousBytes(of: Self.path(of: key)) else { return nil }
                old = bytes
            }
            do {
                updated.append(
                    (
                        key,
                        try SearchShardFile.updated(
                            old, changedArticles: changes.articles, touched: shard.touched, postings: shard.postings)
                    ))
            } catch {
                return nil
            }
        }
        for key in unchanged where !staging.keepPrevious(Self.path(of: key)) { return nil }
        var keys = Set(unchanged)
        for (key, bytes) in updated {
            guard let bytes else { continue }
            keys.insert(key)
            try staging.write(bytes, to: Self.path(of: key))
        }
        let shardKeys = SearchIndexFiles.sorted(keys)
        try staging.write(
            SearchIndexFiles.manifest(
                articles: articles.count, shardKeys: shardKeys, basePath: basePath, stemmerURL: stemmerURL),
            to: "search-index.json")
        return SiteState(articles: state.articles, shardKeys: shardKeys)
    }

    /// The site path of the shard of `prefix`.
    static func path(of prefix: String) -> String {
        "search/\(SearchIndexFiles.fileName(forPrefix: prefix)).json"
    }

    // MARK: Changes

    /// What changes in one shard.
    private struct ShardChange {
        /// The stems of this shard any changed article had before or has now.
        var touched: Set<String> = []
        /// The changed articles' postings now, by stem, in article order.
        var postings: [String: [SearchShardFile.Posting]] = [:]
    }

    /// The changed articles' numbers and what changes in each shard, or `nil` when an earlier
    /// render's words cannot be read.
    private func changes(_ articles: [Article], averageLength: Int) -> (
        articles: Set<UInt32>, shards: [String: ShardChange]
    )? {
        var changed: Set<UInt32> = []
        var shards: [String: ShardChange] = [:]
        for (number, (article, before)) in zip(articles, previous.articles).enumerated() where article.key != before.key
        {
            guard let weights = article.postings?.stemWeights(numbers: numbers),
                let old = try? cache.entry(before.key, markingUsed: false)?.weights()
            else { return nil }
            changed.insert(UInt32(number))
            for stem in old.keys {
                shards[SearchIndexFiles.prefix(of: stem), default: ShardChange()].touched.insert(stem)
            }
            for (stem, weight) in weights {
                let score = SearchIndexFiles.score(weight: weight, length: article.length, averageLength: averageLength)
                let prefix = SearchIndexFiles.prefix(of: stem)
                shards[prefix, default: ShardChange()].touched.insert(stem)
                shards[prefix, default: ShardChange()].postings[stem, default: []].append(
                    SearchShardFile.Posting(article: UInt32(number), score: score))
            }
        }
        return (changed, shards)
    }
}
