/// A fenced or indented code block, with enough detail to compile it and to point at it.
public struct CodeBlock: Sendable, Hashable {
    /// The whole info string, trimmed, e.g. `"swift ignore"`; empty for indented blocks.
    public var info: String
    /// The first word of the info string, or `nil` when the info string is empty.
    public var language: String?
    /// The literal content; every line, including the last, ends with `"\n"`.
    public var code: String
    /// Whether the block is fenced (``` or ~~~) rather than indented.
    public var isFenced: Bool
    /// Whether a closing fence ends the block. `false` for a fence left open until the end of the
    /// document or of its container; always `true` for indented blocks.
    public var isClosed: Bool
    /// The position of the opening fence (or of the first line of an indented block).
    public var position: SourcePosition
    /// The file line of the first content line.
    public var contentStartLine: Int

    /// Creates a code block; `language` is derived from the first word of `info`.
    public init(
        info: String, code: String, isFenced: Bool, isClosed: Bool, position: SourcePosition,
        contentStartLine: Int
    ) {
        self.info = info
        self.language = info.split(whereSeparator: \.isWhitespace).first.map(String.init)
        self.code = code
        self.isFenced = isFenced
        self.isClosed = isClosed
        self.position = position
        self.contentStartLine = contentStartLine
    }

    /// The words of the info string after the language, e.g. `["ignore"]` or `["module=Puzzles"]`.
    public var infoArguments: [String] {
        Array(info.split(whereSeparator: \.isWhitespace).dropFirst().map(String.init))
    }
}
