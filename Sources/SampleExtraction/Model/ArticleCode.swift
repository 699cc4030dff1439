import DiaryContent

/// One Markdown article as the extractor sees it: where it lives, which sample modules its front
/// matter names, and its code blocks in document order.
public struct ArticleCode: Sendable, Hashable {
    /// The canonical absolute path; generated `#sourceLocation` directives and diagnostics use it.
    public var path: String
    /// The modules named by the front matter `module` field, in the order written.
    public var modules: [String]
    /// The article line of the `module` field's value (1 when there is none).
    public var moduleLine: Int
    /// The front matter `title`, when it has one.
    public var title: String?
    /// The code blocks in document order.
    public var blocks: [ArticleBlock]
    /// The body's lines without line breaks, used to tell whether two blocks are adjacent.
    public var bodyLines: [Substring]
    /// Where the body starts in the file.
    public var bodyPlacement: BodyLines

    /// Creates an article.
    /// - Parameters:
    ///   - source: The article file, cut into front matter and body.
    ///   - modules: The modules named in the front matter.
    ///   - moduleLine: The line of the `module` field's value.
    ///   - title: The front matter `title`.
    ///   - blocks: The code blocks, lines counted in the whole file.
    public init(
        source: ArticleSource, modules: [String], moduleLine: Int = 1, title: String? = nil, blocks: [ArticleBlock]
    ) {
        self.path = source.path
        self.modules = modules
        self.moduleLine = moduleLine
        self.title = title
        self.blocks = blocks
        self.bodyLines = source.body.split(separator: "\n", omittingEmptySubsequences: false)
        self.bodyPlacement = source.bodyLines
    }

    /// A short name for test names and comments: the article's folder and file name,
    /// e.g. `buttons/index.md`.
    public var displayName: String {
        let components = path.split(separator: "/")
        return components.suffix(2).joined(separator: "/")
    }

    /// The file name, e.g. `index.md`.
    var fileName: Substring { path.split(separator: "/").last ?? Substring(path) }

    /// The text of the body line at file line `fileLine`, without its line break, or `nil` for
    /// a line of the front matter or past the end.
    public func line(_ fileLine: Int) -> Substring? {
        let index = bodyPlacement.bodyLine(fileLine) - 1
        return bodyLines.indices.contains(index) ? bodyLines[index] : nil
    }

    /// The file line of the body's last line.
    public var lastLine: Int { bodyPlacement.fileLine(bodyLines.count) }

    /// Whether every article line strictly between `first` and `last` is blank.
    func onlyBlankLines(between first: Int, and last: Int) -> Bool {
        guard first + 1 < last else { return true }
        return ((first + 1)..<last).allSatisfy { line($0)?.allSatisfy(\.isWhitespace) ?? true }
    }
}
