import BuildCache
import DiaryContent
import DiarySearch

extension PageWriter {
    /// What an article keeps for its search file (shared with a few neighbours in the list) until
    /// every article of the file has rendered.
    struct SearchGroupMember: Sendable {
        var article: Article
        /// The render's cache entry, unless it was not needed yet (see ``Render``).
        var product: CachedArticle?
        var key: ContentHash.Digest?
    }

    /// Where the articles' search postings wait until the index is made (``searchPostings``): a
    /// file of the staging folder, so a build that is killed leaves it with the rest of that
    /// folder for the next build to remove (``OutputLeftovers``), never in a site.
    static func searchPostingsPath(in staging: StagingDirectory) -> String {
        staging.path + "/.diary-search-postings"
    }

    /// Writes the search file of `group` (``SearchDocumentFile``); with every member's render key,
    /// only when the file made from those renders is not what the site holds already.
    func writeSearchGroup(_ group: Int, members: [SearchGroupMember?], to staging: StagingDirectory)
        throws(DiaryError)
    {
        let path = SearchDocumentFile.path(ofGroup: group)
        let contents = { () throws(DiaryError) -> [UInt8] in
            var entries: [[UInt8]?] = []
            for member in members { entries.append(try member.map(self.searchEntry)) }
            return SearchDocumentFile.compressed(SearchDocumentFile.bytes(of: entries))
        }
        let keys = members.compactMap { $0?.key }
        guard keys.count == members.count else { return try staging.write(try contents(), to: path) }
        let input = SearchGroupInput(generator: RenderKey.generatorIdentity, group: group, renders: keys)
        try staging.write(to: path, fingerprint: ContentHash.digest(of: input), contents: contents)
    }

    /// Everything a search file is made from, for its fingerprint: the file is written again
    /// exactly when one of these changes.
    struct SearchGroupInput: Encodable {
        /// Names the running `diary`, whose code decides the file's bytes too.
        var generator: String
        /// The group's number, which names the file.
        var group: Int
        /// Each member's render key (``RenderInput/key``), in the group's order: a member's entry
        /// is made from its render alone.
        var renders: [ContentHash.Digest]
    }

    /// A member's entry in its search file, as UTF-8 JSON; a cache entry whose body turns out
    /// damaged is rendered again.
    func searchEntry(_ member: SearchGroupMember) throws(DiaryError) -> [UInt8] {
        if let product = member.product ?? member.key.flatMap({ cache?.entry($0) }),
            let body = try? product.body(), let document = try? product.searchDocument(body)
        {
            return SearchIndexFiles.documentEntryBytes(document)
        }
        return SearchIndexFiles.documentEntryBytes(try renderAgain(member.article, key: member.key).search)
    }

    /// The search index's manifest and shards: updated from the previous site's when only a few
    /// articles changed (``SearchIndexUpdate``), else made whole. With the cache, what was indexed
    /// is kept with the output's manifest for the next build.
    /// - Returns: Whether the index was updated rather than made whole.
    func writeSearchIndex(_ summaries: [WrittenArticle], to staging: StagingDirectory) throws(DiaryError)
        -> Bool
    {
        let stemmerFile = model.named(stemmerOf: runnable).stemmerFile
        let keys = summaries.compactMap(\.searchKey)
        let kept = { (summary: WrittenArticle) -> SearchPostings? in
            searchNumbers[summary.article.slug].flatMap(searchPostings.postings(at:))
        }
        if let cache, let previousSearch, keys.count == summaries.count {
            let update = SearchIndexUpdate(
                previous: previousSearch, cache: cache, numbers: stemNumbers, basePath: model.url.basePath,
                stemmerURL: stemmerFile.map(model.url.path))
            let articles = summaries.map {
                SearchIndexUpdate.ArticleToIndex(
                    slug: $0.article.slug, key: $0.searchKey!, length: $0.searchLength, notes: $0.notes,
                    postings: kept($0))
            }
            if let state = try update.write(articles, to: staging) {
                staging.keep(state: state.bytes())
                return true
            }
        }
        // Each summary's place in the postings list: its number in the site's list when it
        // rendered in this build, else a new place for the words its cache entry kept.
        var places: [Int] = []
        places.reserveCapacity(summaries.count)
        var placed = Set<Int>()
        for summary in summaries {
            if let number = searchNumbers[summary.article.slug], searchPostings.holds(number),
                placed.insert(number).inserted
            {
                places.append(number)
                continue
            }
            let weights = try storedWeights(of: summary)
            places.append(
                searchPostings.append(
                    SearchPostings(
                        stemWeights: weights.map { ($0.key, $0.value) }, length: summary.searchLength,
                        numbers: stemNumbers)))
        }
        let shardKeys = try SearchIndex.write(
            for: searchPostings, places: places, stems: stemNumbers.stems, url: model.url, stemmerFile: stemmerFile
        ) { (path, bytes) throws(DiaryError) in
            try staging.write(bytes, to: path)
        }
        guard cache != nil, keys.count == summaries.count else { return false }
        let articles = zip(summaries, keys).map {
            SiteState.IndexedArticle(slug: $0.article.slug, key: $1, length: $0.searchLength, notes: $0.notes)
        }
        staging.keep(state: SiteState(articles: articles, shardKeys: shardKeys).bytes())
        return false
    }

    /// The words of an unchanged article, read from its cache entry (or rendered again).
    func storedWeights(of summary: WrittenArticle) throws(DiaryError) -> [String: Int] {
        if let key = summary.searchKey, let weights = try? cache?.entry(key)?.weights() { return weights }
        return try renderAgain(summary.article, key: summary.searchKey).search.weights
    }
}
