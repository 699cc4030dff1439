import DiaryContent
import DiaryMarkdown
import FrontMatter

/// Turns an article file's bytes into an ``Article``: checks the encoding, reads the front
/// matter's `module` field and finds the code blocks, numbering lines in the whole file.
public enum ArticleLoader {
    /// Reads one article.
    /// - Parameters:
    ///   - path: The canonical absolute path, used for diagnostics and `#sourceLocation`.
    ///   - bytes: The file's contents.
    /// - Returns: The article; one without front matter names no module.
    /// - Throws: A ``Diagnostic`` for text that is not UTF-8, broken front matter, a bad
    ///   `module` field, or a path that `#sourceLocation` cannot spell.
    public static func load(path: String, bytes: [UInt8]) throws(Diagnostic) -> Article {
        guard !path.contains(where: { $0 == "\"" || $0.isNewline }) else {
            throw .error(
                "the path has a double quote or a line break, which #sourceLocation cannot name; rename it",
                file: path)
        }
        if let invalid = UTF8Check.firstInvalidByte(in: bytes) {
            throw .error(
                "file is not valid UTF-8 (byte offset \(invalid.offset)); re-save it as UTF-8",
                file: path, line: invalid.line)
        }
        let text = normalized(String(decoding: bytes, as: UTF8.self))
        let split: FrontMatterSplit
        var root: YAMLNode?
        do {
            split = try FrontMatter.split(text)
            if let yaml = split.yaml {
                root = try FrontMatter.parse(yaml, startLine: split.yamlStartLine)
            }
        } catch {
            throw .error(error.message, file: path, line: error.line)
        }
        let modules = try ModuleList.names(in: root?["module"], path: path)
        let offset = split.bodyStartLine - 1
        let blocks = MarkdownParser.parse(split.body).codeBlocks.map { block in
            ArticleBlock(
                info: block.info, code: block.code, fenceLine: block.position.line + offset,
                contentLine: block.contentStartLine + offset, isFenced: block.isFenced, isClosed: block.isClosed)
        }
        return Article(
            path: path, modules: modules, moduleLine: root?["module"]?.line ?? 1, blocks: blocks, text: text)
    }

    /// `text` with a leading byte order mark dropped and every line break turned into `"\n"`,
    /// the same numbering the front matter splitter and the Markdown parser use.
    private static func normalized(_ text: String) -> String {
        var text = text
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return LineBreaks.normalized(text)
    }
}
