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
        var refusals: [String: [(path: String, reason: String)]] = [:]
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
                refusals[article.folderPath, default: []].append((path, reason))
                return true
            }
            listing.refusedLinks += ArticleFilePolicy.lookalikes(listing.files, in: article.folderPath)
            listings[article.folderPath] = listing
            for file in listing.files {
                urls[base.appendingPathComponent(file)] = article.filesURL.appendingPathComponent(file.composed)
            }
        }
        summarisedRefusals = listings.keys.sorted().flatMap { folder in
            refusals[folder, default: []].sorted { $0.path < $1.path }
        }
    }

    /// The files refused beside pages, each with its reason: named in the read stage's one
    /// summary line (``ContentTree/skippedWarning(_:refused:root:)``), never one warning each.
    private(set) var summarisedRefusals: [(path: String, reason: String)] = []

    /// The files of the article's folder, relative to it; with the other warnings of its folder
    /// (lookalike names, links) only for the page that publishes them.
    func listing(of article: Article) -> FolderScan.Listing {
        var listing = listings[article.folderPath] ?? FolderScan.Listing()
        if !article.ownsFiles { listing.refusedLinks = [] }
        return listing
    }
}
