/// Decides which page publishes each content folder's files (images, data) and under which URL.
///
/// Every page of a folder may show the folder's images, but one page copies them: the folder's
/// own page (`index.md`, `_index.md`, `README.md`), else the first page by path; a written page
/// before a planned one, whose page is not written. The files go
/// under that own page's URL (its `slug:` included), else under the folder's URL, so
/// `buttons/image.png` stays at `/buttons/image.png` and `guide/shot.png` beside `guide/intro.md`
/// is published at `/guide/shot.png`.
enum FolderFiles {
    /// The articles with ``Article/ownsFiles`` and ``Article/filesURL`` set, in the same order.
    static func assignOwners(_ articles: [Article]) -> [Article] {
        var owner: [String: Int] = [:]
        for (index, article) in articles.enumerated() {
            let folder = article.contentFolder
            guard let current = owner[folder] else {
                owner[folder] = index
                continue
            }
            // A written page before a planned one (whose page is not written), then the folder's own page.
            let rank = { (article: Article) in (article.isPublished ? 0 : 1, isIndexPage(article) ? 0 : 1) }
            if rank(article) < rank(articles[current]) { owner[folder] = index }
        }
        var result = articles
        for (index, article) in articles.enumerated() {
            let ownerIndex = owner[article.contentFolder]!
            let ownerArticle = articles[ownerIndex]
            result[index].ownsFiles = ownerIndex == index
            result[index].filesURL = isIndexPage(ownerArticle) ? ownerArticle.slug : folderURL(ownerArticle)
        }
        return result
    }

    /// Whether the article is its folder's own page.
    static func isIndexPage(_ article: Article) -> Bool {
        let name = article.sourcePath.split(separator: "/").last.map(String.init) ?? ""
        return !article.contentFolder.isEmpty && ContentTree.indexNames.contains(name)
    }

    /// The URL path of an article's folder, as ``ContentTree`` maps folders (`_posts` adds none).
    static func folderURL(_ article: Article) -> String {
        article.contentFolder.split(separator: "/").filter { $0 != "_posts" && $0 != "_drafts" }
            .map { Slug.make(from: String($0)) }.joined(separator: "/")
    }
}
