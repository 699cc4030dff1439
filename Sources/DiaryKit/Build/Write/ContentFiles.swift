import DiaryContent

/// The files every content folder publishes (images, data: ``ArticleFilePolicy``), listed once
/// per folder, with the URL each gets.
///
/// A folder's files are those below it that no page folder below it claims: `guide/shots/a.png`
/// belongs to `guide/` unless `guide/shots/` holds pages of its own. Markdown files, and what
/// ``ContentTree`` leaves out, are never among them.
struct ContentFiles: Sendable {
    /// Each page folder's files, by the folder's path on disk (the articles' `folderPath`).
    var listings: [String: FolderScan.Listing] = [:]
    /// Each published file's URL path (no leading `/`), by its path in the content folder.
    var urls: [String: String] = [:]
    /// Each page folder's path in the content folder, by its path on disk.
    var contentFolders: [String: String] = [:]

    /// Lists the folders of `articles` (their owners' folders).
    init(articles: [Article], ignored: Set<String>) {
        let pageFolders = Set(articles.map(\.contentFolder))
        let tree = ContentTree(root: "", ignored: ignored, includeDrafts: true)
        for article in articles { contentFolders[article.folderPath] = article.contentFolder }
        for article in articles where article.ownsFiles && listings[article.folderPath] == nil {
            let base = article.contentFolder
            var listing = FolderScan.scan(article.folderPath) { relative in
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                let inTree = base.appendingPathComponent(relative)
                if ContentTree.isMarkdown(name) || inTree == "site.yaml" || pageFolders.contains(inTree) { return true }
                let isFolder = FileSystem.kind(of: article.folderPath.appendingPathComponent(relative)) == .directory
                return tree.isSkipped(name, relative: inTree, isFolder: isFolder)
            }
            listing.files.removeAll { file in
                let path = article.folderPath.appendingPathComponent(file)
                guard case .refuse(let reason) = ArticleFilePolicy.decide(path, relativePath: file) else {
                    return false
                }
                listing.refusedLinks.append(ArticleFilePolicy.warning(path: path, reason: reason))
                return true
            }
            listing.refusedLinks += ArticleFilePolicy.lookalikes(listing.files, in: article.folderPath)
            listings[article.folderPath] = listing
            for file in listing.files {
                urls[base.appendingPathComponent(file)] = article.filesURL.appendingPathComponent(file.composed)
            }
        }
        let refused = listings.keys.sorted().flatMap { listings[$0]!.refusedLinks.filter(ArticleFilePolicy.isRefusal) }
        if refused.count > Self.refusalsShownOneByOne { summarisedRefusals = refused.compactMap(\.file) }
    }

    /// Up to this many files refused beside pages get a warning each; more are named in the
    /// read stage's one summary line instead (a theme's sources beside the pages).
    static let refusalsShownOneByOne = 10

    /// The paths of the files refused beside pages, when there are too many to warn about one by
    /// one; otherwise none.
    private(set) var summarisedRefusals: [String] = []

    /// The files of the article's folder, relative to it; with the refusals only for the page
    /// that publishes them, and only when they are few (``summarisedRefusals``).
    func listing(of article: Article) -> FolderScan.Listing {
        var listing = listings[article.folderPath] ?? FolderScan.Listing()
        if !article.ownsFiles { listing.refusedLinks = [] }
        if !summarisedRefusals.isEmpty { listing.refusedLinks.removeAll(where: ArticleFilePolicy.isRefusal) }
        return listing
    }
}
