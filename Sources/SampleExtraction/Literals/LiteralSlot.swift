/// A literal of a module's shown code that the page may change: in the module's WebAssembly it
/// reads its value from a table (``LiteralSlots``) with the literal as written as its default.
public struct LiteralSlot: Sendable, Hashable {
    /// What kind of literal it is.
    public enum Kind: String, Sendable, Hashable {
        /// An integer literal, a leading `-` included (`16`, `-3`, `0x1F`).
        case integer
        /// A floating-point literal (`0.5`, `1e3`).
        case float
        /// A single-line string literal without interpolation (`"Hi"`).
        case string
        /// `true` or `false`.
        case boolean
    }

    /// The slot's number in its module, from 0, in the order the module's code is assembled.
    public var slot: Int32
    /// The canonical path of the article.
    public var articlePath: String
    /// The article line the literal stands on.
    public var line: Int
    /// Where the literal starts in that line, in UTF-8 bytes from the line's start.
    public var column: Int
    /// What kind of literal it is.
    public var kind: Kind
    /// The literal as written, e.g. `16`, `"Hi"`, `true`.
    public var text: String

    /// Creates a slot.
    public init(slot: Int32, articlePath: String, line: Int, column: Int, kind: Kind, text: String) {
        self.slot = slot
        self.articlePath = articlePath
        self.line = line
        self.column = column
        self.kind = kind
        self.text = text
    }
}
