import DiaryContent
import DiaryMarkdown
import FrontMatter

/// Turns an article file's bytes into an ``ArticleCode``: reads it as an ``ArticleSource``, reads
/// the front matter's `module` field and finds the code blocks, numbering lines in the whole file.
public enum ArticleLoader {
    /// Reads one article.
    /// - Parameters:
    ///   - path: The canonical absolute path, used for diagnostics and `#sourceLocation`.
    ///   - bytes: The file's contents.
    /// - Returns: The article; one without front matter names no module.
    /// - Throws: A ``Diagnostic`` for text that is not UTF-8, broken front matter, a bad
    ///   `module` field, or a path that `#sourceLocation` cannot spell.
    public static func load(path: String, bytes: [UInt8]) throws(Diagnostic) -> ArticleCode {
        try load(source: try ArticleSource(path: path, bytes: bytes))
    }

    /// Reads one article already read and split (by the generator's read stage, so a build reads
    /// each file once); `source.path` must be the canonical absolute path.
    public static func load(source: ArticleSource) throws(Diagnostic) -> ArticleCode {
        let path = source.path
        guard !path.contains(where: { $0 == "\"" || $0.isNewline }) else {
            throw .error(
                "the path has a double quote or a line break, which #sourceLocation cannot name; rename it",
                file: path)
        }
        let root = try FrontMatter.parse(source)
        let modules = try ModuleList.names(in: root?["module"], path: path)
        let lines = source.bodyLines
        let blocks = MarkdownParser.parse(source.body).codeBlocks.map { block in
            ArticleBlock(
                info: block.info, code: block.code, fenceLine: lines.fileLine(block.position.line),
                contentLine: lines.fileLine(block.contentStartLine), isFenced: block.isFenced,
                isClosed: block.isClosed)
        }
        let title = root?["title"]?.scalar.flatMap { $0.isEmpty ? nil : $0 }
        return ArticleCode(
            source: source, modules: modules, moduleLine: root?["module"]?.line ?? 1, title: title, blocks: blocks)
    }
}
