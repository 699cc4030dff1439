/// The site's search index: what `diary build` writes for `js/search.js` (see
/// ``SearchIndexFiles`` for the layout), from the articles' ``SearchDocument``s.
enum SearchIndex {
    /// Where the query-side stemmer lives among the public files; without it the page falls back to
    /// unstemmed prefix matching.
    static let stemmerFile = "js/stemmer.wasm"

    /// The index files shared by all articles (manifest and shards) for `postings`, in the order
    /// of the site's article list; each article's own file is ``documentFile(_:number:)``.
    /// - Parameters:
    ///   - url: The site's address, for paths under its base path.
    ///   - publicFiles: The public folder's files, to find the stemmer.
    ///   - stems: What the postings' stem numbers stand for.
    static func files(for postings: [SearchPostings], stems: [String], url: SiteURL, publicFiles: Set<String>) -> [(
        path: String, contents: String
    )] {
        SearchIndexFiles(
            postings: postings, stems: stems, basePath: url.basePath,
            stemmerURL: publicFiles.contains(stemmerFile) ? url.path(stemmerFile) : nil
        ).files()
    }

    /// The file of the article `number` of the site's list (newest first), written as soon as the
    /// article is rendered so that its text need not be kept until the end of the build.
    static func documentFile(_ document: SearchDocument, number: Int) -> (path: String, contents: String) {
        SearchIndexFiles.documentFile(document, number: number)
    }
}
