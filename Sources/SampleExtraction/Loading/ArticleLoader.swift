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

    /// Reads one article already read and split, parsing its front matter and its Markdown (the
    /// standalone extractor's way; the site generator hands over its own parse, see
    /// ``load(source:modules:moduleLine:title:codeBlocks:)``). `source.path` must be the
    /// canonical absolute path.
    public static func load(source: ArticleSource) throws(Diagnostic) -> ArticleCode {
        try checkPath(source.path)
        let root = try FrontMatter.parse(source)
        let modules = try ModuleList.names(in: root?["module"], path: source.path)
        let document = MarkdownParser.parse(source.body, firstLine: source.bodyLines.firstFileLine)
        return try load(
            source: source, modules: modules, moduleLine: root?["module"]?.line ?? 1,
            title: root?["title"]?.scalar, codeBlocks: document.codeBlocks)
    }

    /// An article whose front matter and Markdown a caller parsed already (the site generator's
    /// read stage): nothing is parsed again.
    /// - Parameters:
    ///   - source: The article; `source.path` must be the canonical absolute path.
    ///   - modules: The front matter's `module` names (``ModuleList/names(in:path:)``).
    ///   - moduleLine: The file line of the `module` field's value.
    ///   - title: The front matter's `title` scalar; an empty one counts as none.
    ///   - codeBlocks: The body's code blocks, parsed with file lines
    ///     (``MarkdownParser/parse(_:firstLine:)`` told the body's first file line).
    /// - Throws: A ``Diagnostic`` for a path that `#sourceLocation` cannot spell.
    public static func load(
        source: ArticleSource, modules: [String], moduleLine: Int, title: String?, codeBlocks: [CodeBlock]
    ) throws(Diagnostic) -> ArticleCode {
        try checkPath(source.path)
        return ArticleCode(
            source: source, modules: modules, moduleLine: moduleLine, title: title.flatMap { $0.isEmpty ? nil : $0 },
            blocks: codeBlocks.map(ArticleBlock.init))
    }

    /// Refuses a path that a generated `#sourceLocation(file:)` cannot spell.
    private static func checkPath(_ path: String) throws(Diagnostic) {
        guard !path.contains(where: { $0 == "\"" || $0.isNewline }) else {
            throw .error(
                "the path has a double quote or a line break, which #sourceLocation cannot name; rename it",
                file: path)
        }
    }
}
