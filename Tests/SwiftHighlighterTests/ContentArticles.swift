// Foundation only lists the article files; the highlighter itself never uses it.
import Foundation

/// The Markdown files of the site's articles, found relative to this source file.
enum ContentArticles {
    /// `Content/` at the package root: this file sits in `Tests/SwiftHighlighterTests/`.
    static var directory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Content", isDirectory: true)
            .resolvingSymlinksInPath()
    }

    /// Every `.md` file under `Content/`, sorted by path; empty when the folder is absent.
    static func markdownFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        let urls = (enumerator?.allObjects ?? []).compactMap { $0 as? URL }
        return urls.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }

    /// The text of a file, or `nil` when it cannot be read as UTF-8.
    static func text(of file: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
