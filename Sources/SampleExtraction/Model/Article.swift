/// One Markdown article as the extractor sees it: where it lives, which sample modules its front
/// matter names, and its code blocks in document order.
public struct Article: Sendable, Hashable {
    /// The canonical absolute path; generated `#sourceLocation` directives and diagnostics use it.
    public var path: String
    /// The modules named by the front matter `module` field, in the order written.
    public var modules: [String]
    /// The article line of the `module` field's value (1 when there is none).
    public var moduleLine: Int
    /// The code blocks in document order.
    public var blocks: [ArticleBlock]
    /// The article's lines without line breaks, used to tell whether two blocks are adjacent.
    public var lines: [Substring]

    /// Creates an article.
    /// - Parameters:
    ///   - path: The canonical absolute path of the `.md` file.
    ///   - modules: The modules named in the front matter.
    ///   - moduleLine: The line of the `module` field's value.
    ///   - blocks: The code blocks, lines counted in the whole file.
    ///   - text: The whole file text with `"\n"` line breaks.
    public init(path: String, modules: [String], moduleLine: Int = 1, blocks: [ArticleBlock], text: String) {
        self.path = path
        self.modules = modules
        self.moduleLine = moduleLine
        self.blocks = blocks
        self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A short name for test names and comments: the article's folder and file name,
    /// e.g. `buttons/index.md`.
    public var displayName: String {
        let components = path.split(separator: "/")
        return components.suffix(2).joined(separator: "/")
    }

    /// The file name, e.g. `index.md`.
    var fileName: Substring { path.split(separator: "/").last ?? Substring(path) }

    /// Whether every article line strictly between `first` and `last` is blank.
    func onlyBlankLines(between first: Int, and last: Int) -> Bool {
        guard first + 1 < last else { return true }
        return ((first + 1)..<last).allSatisfy { line in
            !lines.indices.contains(line - 1) || lines[line - 1].allSatisfy(\.isWhitespace)
        }
    }
}
