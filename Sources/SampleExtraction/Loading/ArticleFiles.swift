import DiaryContent
import Foundation

/// Reads article files from disk for the extractor's users that have no read stage of their own:
/// `diary-extract`, and the WebAssembly builds and downloads of a content folder read directly.
public enum ArticleFiles {
    /// Every `.md` file under `directory` at any depth, canonical paths sorted (as
    /// `#sourceLocation` needs); none when the folder does not exist.
    public static func paths(under directory: String) -> [String] {
        FileListing.files(under: directory, extension: "md")
    }

    /// Every article at `paths`, in that order.
    /// - Returns: The articles that load, and a diagnostic for each file that cannot be read or
    ///   loaded (see ``ArticleLoader/load(path:bytes:)``).
    public static func load(_ paths: [String]) -> (articles: [ArticleCode], diagnostics: [Diagnostic]) {
        var articles: [ArticleCode] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(.error("cannot read the article", file: path))
                continue
            }
            do {
                articles.append(try ArticleLoader.load(path: path, bytes: Array(data)))
            } catch {
                diagnostics.append(error)
            }
        }
        return (articles, diagnostics)
    }
}
