import DiaryContent
import Foundation

/// The article's own files: which are published, and their copies in the staged site.
extension PageWriter {
    /// The files of the article's folder, published with the folder's owning page (images,
    /// data: ``ArticleFilePolicy``); the others are reported, by that page, with the refused links.
    func articleFiles(_ article: Article) -> FolderScan.Listing {
        contentFiles.listing(of: article)
    }

    /// Copies the article's published files beside its page.
    func copy(_ files: [String], of article: Article, into staging: StagingDirectory) throws(DiaryError) {
        guard article.ownsFiles else { return }
        for file in files {
            try staging.copy(
                article.folderPath.appendingPathComponent(file),
                to: article.filesURL.appendingPathComponent(file.composed))
        }
    }
}
