import DiarySearch

/// The site's search index: what `diary build` writes for `js/search.js` (see
/// ``SearchIndexFiles`` for the layout), from the articles' ``SearchDocument``s.
enum SearchIndex {
    /// Hands `write` the index files shared by all articles (manifest and shards) for the
    /// postings kept in `list`, one at a time, and returns the shards' prefixes; the articles'
    /// document files come from ``SearchDocumentGroups``.
    /// - Parameters:
    ///   - places: Each article's place in `list`, in the order of the site's article list.
    ///   - url: The site's address, for paths under its base path.
    ///   - stems: What the postings' stem numbers stand for.
    ///   - stemmerFile: The site path of the query stemmer (``SearchStemmer``), or `nil` when it did
    ///     not build; the page then falls back to unstemmed prefix matching.
    static func write<Failure: Error>(
        for list: SearchPostingsList, places: [Int], stems: [String], url: SiteURL, stemmerFile: String?,
        to write: (_ path: String, _ bytes: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) -> [String] {
        try SearchIndexFiles(
            list: list, places: places, stems: stems, basePath: url.basePath, stemmerURL: stemmerFile.map(url.path)
        ).write(write)
    }

    /// One article's entry in its document file (what its result shows), made as the article
    /// renders so that its text need not be kept until the end of the build.
    static func documentEntry(_ document: SearchDocument) -> String {
        SearchIndexFiles.documentEntry(document)
    }
}
