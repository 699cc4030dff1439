import DiaryContent
import Foundation

/// The article's own files: which are published, and their copies in the staged site.
extension PageWriter {
    /// The article's own files that are published with it (images, data: ``ArticleFilePolicy``),
    /// for articles kept in a folder; the others are reported with the refused links.
    func articleFiles(_ article: Article) -> FolderScan.Listing {
        guard article.sourcePath.hasSuffix("/index.md") else { return FolderScan.Listing() }
        var listing = FolderScan.scan(article.folderPath)
        listing.files.removeAll { $0.hasSuffix(".md") }
        listing.files.removeAll { file in
            let path = article.folderPath.appendingPathComponent(file)
            guard case .refuse(let reason) = ArticleFilePolicy.decide(path, relativePath: file) else { return false }
            listing.refusedLinks.append(ArticleFilePolicy.warning(path: path, reason: reason))
            return true
        }
        listing.refusedLinks += ArticleFilePolicy.lookalikes(listing.files, in: article.folderPath)
        return listing
    }

    /// Copies the article's published files beside its page.
    func copy(_ files: [String], of article: Article, into staging: StagingDirectory) throws(DiaryError) {
        for file in files {
            try staging.copy(article.folderPath.appendingPathComponent(file), to: "\(article.slug)/\(file.composed)")
        }
    }
}
