/// A parsed Markdown document: immutable Swift values, no C pointers.
public struct MarkdownDocument: Sendable {
    /// The top-level blocks in document order (footnote definitions last).
    public var blocks: [Block]
    /// Every code block in source order, including those nested in quotes, lists and footnotes.
    public var codeBlocks: [CodeBlock]

    /// Creates a document; `codeBlocks` is collected from `blocks`.
    public init(blocks: [Block]) {
        self.blocks = blocks
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
