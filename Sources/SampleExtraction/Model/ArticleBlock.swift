import DiaryMarkdown

/// A code block of an article, with every line number counted in the whole article file
/// (front matter included), so generated code can point back at the exact `.md` line.
public struct ArticleBlock: Sendable, Hashable {
    /// The trimmed info string, e.g. `"swift ignore"`; empty for indented blocks.
    public var info: String
    /// The literal content; every line, including the last, ends with `"\n"`.
    public var code: String
    /// The article line of the opening fence (or of the first line of an indented block).
    public var fenceLine: Int
    /// The article line of the first content line.
    public var contentLine: Int
    /// Whether the block is fenced rather than indented.
    public var isFenced: Bool
    /// Whether a closing fence ends the block (always `true` for indented blocks).
    public var isClosed: Bool

    /// Creates a block from article line numbers.
    public init(info: String, code: String, fenceLine: Int, contentLine: Int, isFenced: Bool, isClosed: Bool) {
        self.info = info
        self.code = code
        self.fenceLine = fenceLine
        self.contentLine = contentLine
        self.isFenced = isFenced
        self.isClosed = isClosed
    }

    /// The block as the Markdown parser found it; its lines are file lines already (the parser
    /// was told the body's first file line).
    public init(_ block: CodeBlock) {
        self.init(
            info: block.info, code: block.code, fenceLine: block.position.line, contentLine: block.contentStartLine,
            isFenced: block.isFenced, isClosed: block.isClosed)
    }

    /// The number of content lines.
    var lineCount: Int { code.utf8.count { $0 == UInt8(ascii: "\n") } }

    /// The last article line the block occupies: its closing fence, or its last content line.
    var lastLine: Int { isFenced ? contentLine + lineCount : contentLine + lineCount - 1 }
}
