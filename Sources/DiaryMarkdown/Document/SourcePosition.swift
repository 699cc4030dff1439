/// A place in the parsed Markdown text.
///
/// Both numbers are 1-based. `line` is a line of the file the parsed text was cut from
/// (``MarkdownParser/parse(_:firstLine:)`` is told where the text starts; CRLF and lone CR count
/// as one line break); `column` counts `Character`s, so Cyrillic text gives the column a reader
/// sees in an editor, not a byte offset.
public struct SourcePosition: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in `Character`s.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
