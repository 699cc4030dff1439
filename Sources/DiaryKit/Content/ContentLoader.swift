import Foundation
import FrontMatter

/// Finds the articles under the content folder and reads their front matter.
///
/// An article is either a folder `<slug>/index.md` (its images and data files
/// sit beside it) or a single file `<slug>.md`.
struct ContentLoader: Sendable {
    var contentDirectory: String

    /// Markdown files of every article, sorted by path so builds are stable.
    func articlePaths() throws(DiaryError) -> [(slug: String, path: String, folder: String)] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: contentDirectory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiaryError(file: contentDirectory, "content folder not found; pass --content PATH or create it")
        }
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: contentDirectory).sorted()
        } catch {
            throw DiaryError(file: contentDirectory, "cannot list the content folder: \(error.localizedDescription)")
        }
        var found: [(String, String, String)] = []
        for name in names where !name.hasPrefix(".") && !name.hasPrefix("_") {
            let path = contentDirectory.appendingPathComponent(name)
            if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let index = path.appendingPathComponent("index.md")
                if manager.fileExists(atPath: index) { found.append((name, index, path)) }
            } else if name.hasSuffix(".md") {
                found.append((String(name.dropLast(3)), path, contentDirectory))
            }
        }
        return found
    }

    /// Reads one article's front matter into an ``Article``.
    func loadArticle(slug: String, path: String, folder: String) throws(DiaryError) -> Article {
        let text = try SourceFile.read(path)
        try Self.validateSlug(slug, path: path)
        let split: FrontMatterSplit
        do {
            split = try FrontMatter.split(text)
        } catch {
            throw DiaryError(file: path, line: error.line, column: error.column, error.message)
        }
        return try ArticleDecoder(path: path, slug: slug, folderPath: folder).decode(split)
    }

    static func validateSlug(_ slug: String, path: String) throws(DiaryError) {
        let allowed = slug.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
        }
        guard allowed, !slug.isEmpty else {
            throw DiaryError(
                file: path,
                "'\(slug)' is not a usable URL slug; rename it with lowercase Latin letters, digits and '-' only")
        }
    }
}

extension String {
    /// Joins path components the way the file system expects.
    func appendingPathComponent(_ component: String) -> String {
        if isEmpty { return component }
        return hasSuffix("/") ? self + component : self + "/" + component
    }
}
