/// A line of an article file: where a fence, a figure, a doctest or a literal stands, as the
/// extractor, the sample builds and the site's pages all name it (the file line, front matter
/// included, as the Markdown parser numbers positions).
public struct ArticleLine: Sendable, Hashable, Comparable {
    /// The article's canonical path.
    public var path: String
    /// The 1-based file line.
    public var line: Int

    /// Creates a location.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    public static func < (left: ArticleLine, right: ArticleLine) -> Bool {
        (left.path, left.line) < (right.path, right.line)
    }
}

extension CompiledSnippet {
    /// Where the snippet's first code line stands.
    public var location: ArticleLine { ArticleLine(path: articlePath, line: line) }
}

extension Example {
    /// Where the doctest's swift fence stands (the line that names its test).
    public var location: ArticleLine { ArticleLine(path: articlePath, line: line) }
}

extension PreviewFence {
    /// Where the preview fence stands.
    public var location: ArticleLine { ArticleLine(path: articlePath, line: line) }
}

extension LiteralSlot {
    /// The line of the literal.
    public var location: ArticleLine { ArticleLine(path: articlePath, line: line) }
}
