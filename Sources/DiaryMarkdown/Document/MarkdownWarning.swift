/// Something in the Markdown that parsed, but not as written; the document is still complete.
public struct MarkdownWarning: Sendable, Hashable {
    /// What kind of problem it is, for callers that filter or count warnings.
    public enum Kind: Sendable, Hashable {
        /// Containers nest deeper than ``MarkdownDocument/maximumNestingDepth``; the deeper
        /// content was kept, flattened into the deepest allowed level.
        case nestingTooDeep
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where it starts in the parsed text.
    public var position: SourcePosition
    /// A sentence for the author, without location, e.g.
    /// `nesting deeper than 100 levels; deeper blocks are shown flat`.
    public var message: String

    /// Creates a warning.
    public init(kind: Kind, position: SourcePosition, message: String) {
        self.kind = kind
        self.position = position
        self.message = message
    }

    /// The warning for content nested deeper than ``MarkdownDocument/maximumNestingDepth``,
    /// first met at `position`.
    static func nestingTooDeep(at position: SourcePosition) -> MarkdownWarning {
        MarkdownWarning(
            kind: .nestingTooDeep, position: position,
            message: "nesting deeper than \(MarkdownDocument.maximumNestingDepth) levels; deeper blocks are shown flat")
    }
}
