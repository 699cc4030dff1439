/// A parsed Markdown document: immutable Swift values, no C pointers.
///
/// A document from ``MarkdownParser`` never nests deeper than ``maximumNestingDepth``
/// containers, so every recursive walk over its ``Block`` and ``Inline`` values (rendering,
/// plain text, typography, and destroying the values) runs in bounded stack space whatever the
/// input.
public struct MarkdownDocument: Sendable {
    /// How many containers may enclose one another: block quotes, lists (with their items),
    /// footnote definitions, emphasis, strong, strikethrough, links and images all count one
    /// level each; paragraphs, headings, tables and their cells do not.
    ///
    /// A container that would be deeper is replaced by its content, in order, inside the
    /// deepest allowed level: its paragraphs, headings, code blocks and text are kept; only
    /// the extra quote bars, list bullets, emphasis, link targets and image sources are lost.
    /// The document then carries a ``MarkdownWarning/Kind/nestingTooDeep`` warning at the
    /// first such container. Real articles stay far below this.
    public static let maximumNestingDepth = 100

    /// The top-level blocks in document order (footnote definitions last).
    public var blocks: [Block]
    /// Every code block in source order, including those nested in quotes, lists and footnotes.
    public var codeBlocks: [CodeBlock]
    /// What the parser changed to keep the document within its limits, in source order.
    public var warnings: [MarkdownWarning]
    /// The destinations of links and images as written in the source, by the link's or image's
    /// ``SourcePosition`` (the one its ``Inline`` carries). A link the parser could not read back
    /// (a bare URL, a link text over a few kilobytes) has no entry; quote its decoded destination.
    public var writtenDestinations: [SourcePosition: WrittenDestination] = [:]

    /// Creates a document; `codeBlocks` is collected from `blocks`.
    /// - Parameters:
    ///   - blocks: The top-level blocks.
    ///   - warnings: Problems met while parsing.
    public init(blocks: [Block], warnings: [MarkdownWarning] = []) {
        self.blocks = blocks
        self.warnings = warnings
        // Footnote definitions were moved to the end, so order by position to get source order.
        self.codeBlocks = blocks.flatMap(\.nestedCodeBlocks).sorted {
            ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
        }
    }
}

extension Block {
    /// This block's code blocks and those of its descendants, in document order.
    fileprivate var nestedCodeBlocks: [CodeBlock] {
        switch self {
        case .codeBlock(let block): [block]
        case .blockQuote(let children, _): children.flatMap(\.nestedCodeBlocks)
        case .list(let list, _): list.items.flatMap { $0.blocks.flatMap(\.nestedCodeBlocks) }
        case .footnoteDefinition(let definition, _): definition.blocks.flatMap(\.nestedCodeBlocks)
        case .paragraph, .heading, .htmlBlock, .thematicBreak, .table: []
        }
    }
}
