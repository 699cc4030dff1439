import BuildCache
import DiarySearch

/// The search index of a build that changed a few articles of a site it updates in place: the
/// shards holding no stem whose weight in a changed article moved (one it gained, lost or counts
/// differently) are kept as they are, the others are updated from the previous build's files
/// (``SearchShardFile/updated(_:changedArticles:touched:postings:)``). Shards hold weights, not
/// length-normalised scores (the manifest carries the lengths), so a sentence added to an article
/// rewrites the shards of that sentence's words, not of every word of the article.
///
/// The result is byte for byte the index a build from scratch writes. That holds while the list
/// of articles stays the same; otherwise, or when anything it needs cannot be read,
/// ``write(_:to:)`` declines and the build makes the whole index again.
struct SearchIndexUpdate {
    /// One article of the site's list as this build indexes it (what it keeps of one:
    /// ``SiteState/IndexedArticle``).
    struct ArticleToIndex {
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
    func write(_ articles: [ArticleToIndex], to staging: StagingDirectory) throws(DiaryError) -> SiteState? {
        guard articles.count == previous.articles.count,
            zip(articles, previous.articles).allSatisfy({ $0.slug == $1.slug })
        else { return nil }
        let state = SiteState(
            articles: articles.map {
                SiteState.IndexedArticle(slug: $0.slug, key: $0.key, length: $0.length, notes: $0.notes)
            },
            shardKeys: [])
        // Past a quarter of the articles (and a handful), making the index whole is cheaper.
        let changedCount = zip(articles, previous.articles).count { $0.key != $1.key }
        guard changedCount <= max(16, articles.count / 4), let changes = changes(articles) else { return nil }
        let unchanged = previous.shardKeys.filter { changes.shards[$0] == nil }
        for key in unchanged where !staging.holdsPrevious(Self.path(of: key)) { return nil }
        var updated: [(key: String, bytes: [UInt8]?)] = []
        let previousKeys = Set(previous.shardKeys)
        for (key, shard) in changes.shards {
            var old: [UInt8] = []
            if previousKeys.contains(key) {
                guard let bytes = Self.previousShard(key, in: staging) else { return nil }
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
        var keys = Set(unchanged)
        for (key, bytes) in updated where bytes != nil { keys.insert(key) }
        let shardKeys = SearchIndexFiles.sorted(keys)
        // A small site's shards in one file too (SearchShardBundle), made from the kept and the
        // updated ones, before anything is written.
        var bundle: [UInt8]?
        if SearchShardBundle.bundles(articles: articles.count) {
            var fresh: [String: [UInt8]] = [:]
            for (key, bytes) in updated { if let bytes { fresh[key] = bytes } }
            var shards = SearchShardBundle()
            for key in shardKeys {
                guard let bytes = fresh[key] ?? Self.previousShard(key, in: staging) else { return nil }
                shards.add(prefix: key, shard: bytes)
            }
            bundle = shards.contents
        }
        for key in unchanged where !staging.keepPrevious(Self.path(of: key)) { return nil }
        for (key, bytes) in updated {
            guard let bytes else { continue }
            try staging.write(SearchIndexFiles.compressedShard(bytes), to: Self.path(of: key))
        }
        if let bundle { try staging.write(SearchIndexFiles.compressedShard(bundle), to: SearchShardBundle.path) }
        try staging.write(
            SearchIndexFiles.manifest(
                lengths: articles.map(\.length), shardKeys: shardKeys, basePath: basePath, stemmerURL: stemmerURL),
            to: "search-index.json")
        return SiteState(articles: state.articles, shardKeys: shardKeys)
    }

    /// The site path of the shard of `prefix` (gzip-compressed).
    static func path(of prefix: String) -> String {
        SearchIndexFiles.shardPath(forPrefix: prefix)
    }

    /// The previous site's shard of `prefix`, inflated: its JSON, or `nil` when it cannot be read.
    static func previousShard(_ prefix: String, in staging: StagingDirectory) -> [UInt8]? {
        staging.previousBytes(of: path(of: prefix)).flatMap(Gzip.decompress)
    }

    // MARK: Changes

    /// What changes in one shard.
    private struct ShardChange {
        /// The stems of this shard whose weight in a changed article moved.
        var touched: Set<String> = []
        /// The changed articles' postings now of the touched stems, by stem, in article order.
        var postings: [String: [SearchShardFile.Posting]] = [:]
    }

    /// The changed articles' numbers and what changes in each shard, or `nil` when an earlier
    /// render's words cannot be read.
    ///
    /// Every changed article's postings leave the touched stems' entries and come back with their
    /// new weights, so a touched stem lists each changed article that has it now, in article order.
    private func changes(_ articles: [ArticleToIndex]) -> (articles: Set<UInt32>, shards: [String: ShardChange])? {
        var changed: Set<UInt32> = []
        var weightsNow: [(number: UInt32, weights: [String: UInt32])] = []
        var touched: Set<String> = []
        for (number, (article, before)) in zip(articles, previous.articles).enumerated() where article.key != before.key
        {
            guard let stemWeights = article.postings?.stemWeights(numbers: numbers),
                let old = try? cache.entry(before.key, markingUsed: false)?.weights()
            else { return nil }
            changed.insert(UInt32(number))
            var weights: [String: UInt32] = [:]
            weights.reserveCapacity(stemWeights.count)
            for (stem, weight) in stemWeights { weights[stem] = SearchIndexFiles.posted(weight) }
            // A stem it lost or gained, or whose weight moved.
            for (stem, weight) in old where weights[stem] != SearchIndexFiles.posted(weight) {
                touched.insert(stem)
            }
            for (stem, weight) in weights where old[stem].map(SearchIndexFiles.posted) != weight {
                touched.insert(stem)
            }
            weightsNow.append((UInt32(number), weights))
        }
        var shards: [String: ShardChange] = [:]
        for stem in touched {
            var change = shards[SearchIndexFiles.prefix(of: stem), default: ShardChange()]
            change.touched.insert(stem)
            let postings = weightsNow.compactMap { article in
                article.weights[stem].map { SearchShardFile.Posting(article: article.number, weight: $0) }
            }
            if !postings.isEmpty { change.postings[stem] = postings }
            shards[SearchIndexFiles.prefix(of: stem)] = change
        }
        return (changed, shards)
    }
}
