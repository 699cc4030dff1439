/// A block element of CommonMark with the GitHub extensions.
///
/// Every case carries the ``SourcePosition`` of its first line (a code block carries it inside
/// ``CodeBlock``).
///
/// Only the large cases (code blocks, lists, tables, footnote definitions) are boxed: a
/// paragraph or heading lives in its array's storage, so making and freeing one costs no
/// allocation.
public enum Block: Sendable, Equatable {
    /// A paragraph.
    case paragraph([Inline], position: SourcePosition)
    /// An ATX or setext heading of `level` 1...6.
    case heading(level: Int, [Inline], position: SourcePosition)
    /// A fenced or indented code block.
    indirect case codeBlock(CodeBlock)
    /// A raw HTML block, passed through as written (ends with `"\n"`).
    case htmlBlock(String, position: SourcePosition)
    /// A block quote and its content.
    case blockQuote([Block], position: SourcePosition)
    /// A bullet or ordered list.
    indirect case list(ListBlock, position: SourcePosition)
    /// A thematic break (`---`, `***`).
    case thematicBreak(position: SourcePosition)
    /// A GFM table.
    indirect case table(TableBlock, position: SourcePosition)
    /// A footnote definition `[^label]: …`. The parser moves definitions to the end of the
    /// document in footnote order and drops definitions nobody references, as GitHub does.
    indirect case footnoteDefinition(FootnoteDefinition, position: SourcePosition)

    /// Where the block starts.
    public var position: SourcePosition {
        switch self {
        case .paragraph(_, let position), .heading(_, _, let position), .htmlBlock(_, let position),
            .blockQuote(_, let position), .list(_, let position), .thematicBreak(let position),
            .table(_, let position), .footnoteDefinition(_, let position):
            position
        case .codeBlock(let block): block.position
        }
    }
}

/// A bullet or ordered list.
public struct ListBlock: Sendable, Equatable {
    /// Whether the list is ordered (`1.`) rather than a bullet list (`-`).
    public var isOrdered: Bool
    /// The number of the first item of an ordered list; 1 for bullet lists.
    public var start: Int
    /// Whether the list is tight (no blank lines between items), so paragraphs render bare.
    public var isTight: Bool
    /// The items.
    public var items: [ListItem]

    /// Creates a list.
    public init(isOrdered: Bool, start: Int, isTight: Bool, items: [ListItem]) {
        self.isOrdered = isOrdered
        self.start = start
        self.isTight = isTight
        self.items = items
    }
}

/// One item of a ``ListBlock``.
public struct ListItem: Sendable, Equatable {
    /// The item's content.
    public var blocks: [Block]
    /// For a GFM task list item (`- [ ]`, `- [x]`) whether it is checked; `nil` for plain items.
    public var isChecked: Bool?
    /// Where the item's marker is.
    public var position: SourcePosition

    /// Creates a list item.
    public init(blocks: [Block], isChecked: Bool?, position: SourcePosition) {
        self.blocks = blocks
        self.isChecked = isChecked
        self.position = position
    }
}

/// The alignment of a GFM table column, from the colons in the delimiter row.
public enum TableAlignment: Sendable, Hashable {
    case none, left, center, right
}

/// A GFM table. Every row has exactly `alignments.count` cells.
public struct TableBlock: Sendable, Equatable {
    /// One alignment per column.
    public var alignments: [TableAlignment]
    /// The header row: one inline list per cell.
    public var header: [[Inline]]
    /// The body rows: one inline list per cell.
    public var rows: [[[Inline]]]

    /// Creates a table.
    public init(alignments: [TableAlignment], header: [[Inline]], rows: [[[Inline]]]) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
    }
}

/// A footnote definition.
public struct FootnoteDefinition: Sendable, Equatable {
    /// The label as written between `[^` and `]`.
    public var label: String
    /// The 1-based footnote number (order of first reference).
    public var index: Int
    /// The footnote's content.
    public var blocks: [Block]

    /// Creates a footnote definition.
    public init(label: String, index: Int, blocks: [Block]) {
        self.label = label
        self.index = index
        self.blocks = blocks
    }
}
