import BuildCache
import Foundation
import Mustache

/// The "edit on GitHub" link of an article's page (``ArticlePageFields/editURL``).
extension PageContext {
    /// `repository`/edit/`edit_branch`/ the article's source, when `site.yaml` names the
    /// repository: the source's path inside the Git work tree that holds it (or, outside one,
    /// inside the folder `diary` runs in).
    func editURL(of article: Article) -> String? {
        guard let repository = model.settings.repository,
            let path = RepositoryPath.of(article.sourcePath)
        else { return nil }
        let escaped = path.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }
        return "\(repository)/edit/\(model.settings.editBranch)/\(escaped.joined(separator: "/"))"
    }
}

/// A file's path relative to the Git work tree it is in.
enum RepositoryPath {
    /// `file`'s path from the nearest folder above it holding `.git` (a folder, or the file a
    /// worktree has); else from the current folder when it is inside it; else `nil`.
    static func of(_ file: String) -> String? {
        let current = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        var parts = absolute.split(separator: "/").map(String.init)
        var tail: [String] = []
        while let last = parts.popLast() {
            tail.insert(last, at: 0)
            let folder = "/" + parts.joined(separator: "/")
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) {
                return tail.joined(separator: "/")
            }
        }
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }
}
