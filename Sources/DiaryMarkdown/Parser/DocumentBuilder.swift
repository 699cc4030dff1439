/// Builds a ``MarkdownDocument`` from a stream of open, append and close calls made in
/// document order, with an explicit stack instead of recursion, and keeps the result within
/// ``MarkdownDocument/maximumNestingDepth``.
///
/// A container opened at the limit is not built: its content goes, in order, into the
/// innermost container that is, and the first such place becomes a warning.
struct DocumentBuilder {
    /// A node that has content of its own.
    enum Container {
        case paragraph
        case heading(level: Int)
        case blockQuote
        case list(isOrdered: Bool, start: Int, isTight: Bool)
        case listItem(isChecked: Bool?)
        case footnoteDefinition(label: String, index: Int)
        case table([TableAlignment])
        case tableRow(isHeader: Bool)
        case tableCell
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)

        /// Whether the container is one level of ``MarkdownDocument/maximumNestingDepth``.
        /// A list item belongs to its list's level; the others that do not count hold only
        /// inlines or table parts, so they add a fixed depth at most.
        var countsAsLevel: Bool {
            switch self {
            case .blockQuote, .list, .footnoteDefinition, .emphasis, .strong, .strikethrough, .link, .image: true
            case .paragraph, .heading, .listItem, .table, .tableRow, .tableCell: false
            }
        }

        /// Whether the built value records where the container starts (emphasis, strikethrough
        /// and table parts do not, so their positions are never worked out).
        var keepsPosition: Bool {
            switch self {
            case .emphasis, .strong, .strikethrough, .tableRow, .tableCell: false
            default: true
            }
        }
    }

    /// An open container that is being built.
    private struct Frame {
        let container: Container
        let position: SourcePosition
        var blocks: [Block] = []
        var inlines: [Inline] = []
        /// Text not yet added to `inlines`, so a run of text nodes is joined in linear time.
        var pendingText = ""
        /// Whether `pendingText` is ``Inline/escapedText(_:)`` rather than ``Inline/text(_:)``.
        var pendingIsEscaped = false
        var items: [ListItem] = []
        var cells: [[Inline]] = []
        var header: [[Inline]] = []
        var rows: [[[Inline]]] = []
        /// Whether flattened blocks landed here (in a list: in one of its items).
        var holdsFlattenedBlocks = false
    }

    /// The containers being built, outermost (the document) first.
    private var frames = [Frame(container: .blockQuote, position: SourcePosition(line: 1, column: 1))]
    /// One entry per open container, innermost last: whether it has a frame (`false` when it
    /// was flattened into the frame below).
    private var opened: [Bool] = []
    /// How many open frames count as a level.
    private var depth = 0
    private var warnings: [MarkdownWarning] = []

    // MARK: Building

    /// Opens a container; what is appended until the matching ``close()`` goes inside it.
    /// - Parameters:
    ///   - container: The container.
    ///   - position: Where it starts; only evaluated when needed for a frame or a warning.
    mutating func open(_ container: Container, at position: @autoclosure () -> SourcePosition) {
        let isFlattened =
            if case .listItem = container { opened.last == false } else {
                container.countsAsLevel && depth >= MarkdownDocument.maximumNestingDepth
            }
        opened.append(!isFlattened)
        if isFlattened {
            if warnings.isEmpty { warnings.append(.nestingTooDeep(at: position())) }
            return
        }
        if container.countsAsLevel { depth += 1 }
        let unused = SourcePosition(line: 0, column: 0)
        frames.append(Frame(container: container, position: container.keepsPosition ? position() : unused))
    }

    /// Closes the innermost open container and adds it to the one around it.
    mutating func close() {
        guard opened.popLast() == true else { return }
        flushText()
        let frame = frames.removeLast()
        if frame.container.countsAsLevel { depth -= 1 }
        let position = frame.position
        switch frame.container {
        case .paragraph: append(.paragraph(frame.inlines, position: position))
        case .heading(let level): append(.heading(level: level, frame.inlines, position: position))
        case .blockQuote: append(.blockQuote(frame.blocks, position: position))
        case .list(let isOrdered, let start, let isTight):
            // A tight list shows paragraphs bare, which would run flattened ones together.
            let list = ListBlock(
                isOrdered: isOrdered, start: start, isTight: isTight && !frame.holdsFlattenedBlocks, items: frame.items)
            append(.list(list, position: position))
        case .listItem(let isChecked):
            frames[frames.count - 1].items.append(
                ListItem(blocks: frame.blocks, isChecked: isChecked, position: position))
            if frame.holdsFlattenedBlocks { frames[frames.count - 1].holdsFlattenedBlocks = true }
        case .footnoteDefinition(let label, let index):
            let definition = FootnoteDefinition(label: label, index: index, blocks: frame.blocks)
            append(.footnoteDefinition(definition, position: position))
        case .table(let alignments):
            append(
                .table(TableBlock(alignments: alignments, header: frame.header, rows: frame.rows), position: position))
        case .tableRow(let isHeader): closeRow(frame.cells, isHeader: isHeader)
        case .tableCell: frames[frames.count - 1].cells.append(frame.inlines)
        case .emphasis: append(.emphasis(frame.inlines))
        case .strong: append(.strong(frame.inlines))
        case .strikethrough: append(.strikethrough(frame.inlines))
        case .link(let destination, let title):
            append(.link(destination: destination, title: title, children: frame.inlines, position: position))
        case .image(let source, let title):
            append(.image(source: source, title: title, alt: frame.inlines, position: position))
        }
    }

    /// Adds a block to the innermost container.
    mutating func append(_ block: Block) {
        frames[frames.count - 1].blocks.append(block)
        if opened.last == false { frames[frames.count - 1].holdsFlattenedBlocks = true }
    }

    /// Adds an inline to the innermost container, merging adjacent text (and adjacent escaped
    /// text) and dropping empty text (cmark splits text at every special character and leaves
    /// empty nodes before hard breaks).
    mutating func append(_ inline: Inline) {
        switch inline {
        case .text(let text): appendText(text, isEscaped: false)
        case .escapedText(let text): appendText(text, isEscaped: true)
        default:
            flushText()
            frames[frames.count - 1].inlines.append(inline)
        }
    }

    private mutating func appendText(_ text: String, isEscaped: Bool) {
        let top = frames.count - 1
        if frames[top].pendingIsEscaped != isEscaped {
            flushText()
            frames[top].pendingIsEscaped = isEscaped
        }
        frames[top].pendingText += text
    }

    private mutating func flushText() {
        let top = frames.count - 1
        guard !frames[top].pendingText.isEmpty else { return }
        let text = frames[top].pendingText
        frames[top].inlines.append(frames[top].pendingIsEscaped ? .escapedText(text) : .text(text))
        frames[top].pendingText = ""
    }

    /// The document, once every container is closed.
    consuming func document() -> MarkdownDocument {
        MarkdownDocument(blocks: frames[0].blocks, warnings: warnings)
    }

    // MARK: Tables

    /// Adds a row to the table below, with exactly as many cells as the table has columns.
    private mutating func closeRow(_ cells: [[Inline]], isHeader: Bool) {
        let top = frames.count - 1
        guard case .table(let alignments) = frames[top].container else { return }
        let columnCount = alignments.count
        let row = Array(cells.prefix(columnCount)) + Array(repeating: [], count: max(0, columnCount - cells.count))
        if isHeader { frames[top].header = row } else { frames[top].rows.append(row) }
    }
}
