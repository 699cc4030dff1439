/// The site's search index: what `diary build` writes for `js/search.js` (see
/// ``SearchIndexFiles`` for the layout), from the articles' ``SearchDocument``s.
enum SearchIndex {
    /// Where the query-side stemmer lives among the public files; without it the page falls back to
    /// unstemmed prefix matching.
    static let stemmerFile = "js/stemmer.wasm"

    /// The index files for `documents`, in the order of the site's article list.
    /// - Parameters:
    ///   - url: The site's address, for paths under its base path.
    ///   - publicFiles: The public folder's files, to find the stemmer.
    static func files(for documents: [SearchDocument], url: SiteURL, publicFiles: Set<String>) -> [(
        path: String, contents: String
    )] {
        SearchIndexFiles(
            documents: documents, basePath: url.basePath,
            stemmerURL: publicFiles.contains(stemmerFile) ? url.path(stemmerFile) : nil
        ).files()
    }
}
