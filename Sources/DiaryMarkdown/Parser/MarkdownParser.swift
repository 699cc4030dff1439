internal import CCmarkGFM
import DiaryContent
internal import Synchronization

/// Parses Markdown (CommonMark with the GitHub extensions) into a ``MarkdownDocument``.
///
/// This is the only file that touches cmark-gfm: it walks the cmark tree once, builds immutable
/// Swift values and frees the parser and the tree before returning. The GFM extensions `table`,
/// `strikethrough`, `autolink` and `tasklist` and footnotes are on; smart punctuation is off
/// because ``RussianTypography`` does that job.
public enum MarkdownParser {
    /// Parses `markdown`. Line numbers in the result count lines of the file `markdown` was cut
    /// from, its first line being `firstLine`; CRLF and CR line breaks give the same numbers as LF.
    /// - Parameters:
    ///   - markdown: The Markdown text (an article's body, without its front matter).
    ///   - firstLine: The file line of the text's first line (``BodyLines/firstFileLine``), so
    ///     every position in the document, and every line a caller derives from one, is a file line.
    ///
    /// Any input parses, in time and stack space that do not grow with how deeply it nests:
    /// content deeper than ``MarkdownDocument/maximumNestingDepth`` is kept but flattened, and
    /// the document's ``MarkdownDocument/warnings`` say where.
    /// - Returns: The document; parsing Markdown never fails.
    public static func parse(_ markdown: String, firstLine: Int = 1) -> MarkdownDocument {
        // Most articles have no carriage return; looking for one eight bytes at a time is cheaper.
        let unmarked = ASCII.mayHoldCarriageReturn(markdown) ? LineBreaks.normalized(markdown) : markdown
        // Math hidden in code spans keeps every line where it was; a column after a formula on
        // its line counts the few bytes the code span adds.
        let normalized = MathSpans.marked(unmarked)
        let source = MarkdownLines(normalized: normalized, firstLine: firstLine)
        CmarkSession.registerExtensions
        let parser = cmark_parser_new(CMARK_OPT_FOOTNOTES)
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink", "tasklist"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        cmark_parser_feed(parser, normalized, normalized.utf8.count)
        guard let root = CmarkSession.finish(parser) else { return MarkdownDocument(blocks: []) }
        defer { cmark_node_free(root) }
        var converter = TreeConverter(source: source)
        return converter.document(under: root)
    }
}

/// The process-wide state of cmark-gfm 0.29, and the one lock around what writes it.
///
/// Read in its source (`src/blocks.c`, `src/inlines.c`), a parse writes global state in exactly
/// one place: `cmark_parser_finish` → `process_inlines` adds the extensions' special characters
/// (`:`, `w`, `~`) to the file-scope tables `SPECIAL_CHARS` and `SKIP_CHARS` before the inline
/// pass and removes them after it. A parser that finishes while another is in its inline pass
/// would make that one miss autolinks and `~~strikethrough~~`, so finishing is serialised.
/// Creating parsers, attaching extensions, feeding text (all block parsing), walking the tree
/// and freeing it touch only the parser's own memory and run concurrently. The tables cannot be
/// kept stable through the public API (strikethrough finds its delimiters through the very list
/// that drives the removal), so lifting the lock entirely needs a patched library.
private enum CmarkSession {
    /// Registers the GFM core extensions once; a `static let` runs its initialiser exactly once
    /// even under concurrency, unlike the C function's own unguarded flag.
    static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Serialises `cmark_parser_finish`, the only call that writes cmark-gfm's global tables.
    private static let finishLock = Mutex(())

    /// Runs the inline pass and returns the document's root.
    static func finish(_ parser: OpaquePointer?) -> OpaquePointer? {
        // The root belongs to `parser`, which only this call's caller uses.
        nonisolated(unsafe) var root: OpaquePointer?
        finishLock.withLock { _ in root = cmark_parser_finish(parser) }
        return root
    }
}

/// Turns a cmark tree into ``Block`` and ``Inline`` values. All C types stay in this file.
///
/// The walk follows the tree's child, sibling and parent links with an explicit stack of open
/// nodes, so no input nests deeply enough to exhaust the call stack; ``DocumentBuilder`` bounds
/// the depth of the values it builds.
private struct TreeConverter {
    private var source: MarkdownLines
    /// Footnote labels by number, learnt from references (definitions come last in the tree).
    private var labelsByIndex: [Int: String] = [:]
    private var definitionCount = 0
    private var destinationReader = WrittenDestinationReader()
    private var writtenDestinations: [SourcePosition: WrittenDestination] = [:]
    /// Where the paragraph, heading or table cell whose inlines are being converted starts
    /// (1-based line and byte column).
    private var leafStart = (line: 1, column: 1)
    /// Whether the current leaf's lines hold an escaped typographic character (`\"`, `&quot;` …):
    /// then a text node whose escapes cannot be located keeps all its typographic characters.
    private var leafHasTypographicEscape = false

    init(source: MarkdownLines) {
        self.source = source
    }

    /// What a cmark node becomes.
    private enum Conversion {
        /// A node with children, opened before them and closed after them.
        case container(DocumentBuilder.Container)
        case block(Block)
        case inline(Inline)
        /// A node that becomes several inlines (text split around escaped characters).
        case inlines([Inline])
        /// A node this model has no case for; it is left out with its children.
        case skipped
    }

    // MARK: Tree walking

    /// Converts the children of `root` in document order.
    mutating func document(under root: OpaquePointer) -> MarkdownDocument {
        var builder = DocumentBuilder()
        var openNodes: [OpaquePointer] = []
        var next = cmark_node_first_child(root)
        while true {
            if let node = next {
                switch conversion(of: node) {
                case .container(let container):
                    builder.open(container, at: position(of: node))
                    openNodes.append(node)
                    next = cmark_node_first_child(node)
                    continue
                case .block(let block): builder.append(block)
                case .inline(let inline): builder.append(inline)
                case .inlines(let inlines): for inline in inlines { builder.append(inline) }
                case .skipped: break
                }
                next = cmark_node_next(node)
            } else if let finished = openNodes.popLast() {
                builder.close()
                next = cmark_node_next(finished)
            } else {
                var document = builder.document()
                document.writtenDestinations = writtenDestinations
                return document
            }
        }
    }

    private mutating func position(of node: OpaquePointer) -> SourcePosition {
        source.position(line: startLine(of: node), byteColumn: Int(cmark_node_get_start_column(node)))
    }

    /// The file line `node` starts on: cmark counts from 1 in the text it was fed.
    private func startLine(of node: OpaquePointer) -> Int {
        Int(cmark_node_get_start_line(node)) + source.firstLine - 1
    }

    /// The file line `node` ends on.
    private func endLine(of node: OpaquePointer) -> Int {
        Int(cmark_node_get_end_line(node)) + source.firstLine - 1
    }

    /// Inline HTML with its place. cmark counts the columns of a paragraph's later lines inside
    /// a block quote from after the `>`, so the place is checked against the line itself.
    private mutating func inlineHTML(_ node: OpaquePointer) -> Inline {
        let html = literal(of: node)
        let line = startLine(of: node)
        let firstLine = html.utf8.prefix { $0 != ASCII.lineFeed }
        let byteColumn = source.byteColumn(
            of: Array(firstLine), onLine: line, near: Int(cmark_node_get_start_column(node)))
        return .html(html, position: source.position(line: line, byteColumn: byteColumn))
    }

    private func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func typeName(of node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    private mutating func conversion(of node: OpaquePointer) -> Conversion {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH: leaf(node, .paragraph)
        case CMARK_NODE_HEADING: leaf(node, .heading(level: Int(cmark_node_get_heading_level(node))))
        case CMARK_NODE_CODE_BLOCK: .block(.codeBlock(codeBlock(node)))
        case CMARK_NODE_HTML_BLOCK: .block(.htmlBlock(literal(of: node), position: position(of: node)))
        case CMARK_NODE_BLOCK_QUOTE: .container(.blockQuote)
        case CMARK_NODE_LIST: .container(list(node))
        case CMARK_NODE_ITEM:
            .container(
                .listItem(
                    isChecked: typeName(of: node) == "tasklist"
                        ? cmark_gfm_extensions_get_tasklist_item_checked(node) : nil))
        case CMARK_NODE_THEMATIC_BREAK: .block(.thematicBreak(position: position(of: node)))
        case CMARK_NODE_FOOTNOTE_DEFINITION: .container(footnoteDefinition())
        case CMARK_NODE_TEXT: text(node)
        case CMARK_NODE_SOFTBREAK: .inline(.softBreak)
        case CMARK_NODE_LINEBREAK: .inline(.lineBreak)
        case CMARK_NODE_CODE: .inline(codeSpan(literal(of: node)))
        case CMARK_NODE_HTML_INLINE: .inline(inlineHTML(node))
        case CMARK_NODE_EMPH: .container(.emphasis)
        case CMARK_NODE_STRONG: .container(.strong)
        case CMARK_NODE_LINK: .container(.link(destination: destination(of: node), title: title(of: node)))
        case CMARK_NODE_IMAGE: .container(.image(source: destination(of: node), title: title(of: node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE: .inline(footnoteReference(node))
        default: extensionConversion(of: node)
        }
    }

    /// Nodes of the GFM extensions, which have no fixed type constants.
    private mutating func extensionConversion(of node: OpaquePointer) -> Conversion {
        switch typeName(of: node) {
        case "table": return .container(.table(alignments(of: node)))
        // The extension names a header row "table_header".
        case "table_row", "table_header":
            return .container(.tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0))
        case "table_cell": return leaf(node, .tableCell)
        case "strikethrough": return .container(.strikethrough)
        default: return .skipped
        }
    }

    /// A paragraph, heading or table cell, the containers whose text nodes ``noteLeafStart(_:)``
    /// prepares for.
    private mutating func leaf(_ node: OpaquePointer, _ container: DocumentBuilder.Container) -> Conversion {
        noteLeafStart(node)
        return .container(container)
    }

    // MARK: Blocks

    private mutating func codeBlock(_ node: OpaquePointer) -> CodeBlock {
        let position = position(of: node)
        let code = literal(of: node)
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        var fenceLength: Int32 = 0
        var fenceOffset: Int32 = 0
        var fenceCharacter: CChar = 0
        let isFenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
        let isClosed =
            !isFenced
            || source.hasClosingFence(
                startLine: position.line, endLine: endLine(of: node),
                endByte: Int(cmark_node_get_end_column(node)),
                contentLineCount: Self.lineFeedCount(code),
                fenceCharacter: UInt8(bitPattern: fenceCharacter), fenceLength: Int(fenceLength))
        return CodeBlock(
            info: info.trimmingWhitespace, code: code, isFenced: isFenced, isClosed: isClosed,
            position: position, contentStartLine: isFenced ? position.line + 1 : position.line)
    }

    /// How many line feeds `text` has, counted on its contiguous bytes without a branch per byte.
    private static func lineFeedCount(_ text: String) -> Int {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.reduce(0) { $0 &+ ($1 == ASCII.lineFeed ? 1 : 0) }
        } ?? text.utf8.count { $0 == ASCII.lineFeed }
    }

    private func list(_ node: OpaquePointer) -> DocumentBuilder.Container {
        let isOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        return .list(
            isOrdered: isOrdered, start: isOrdered ? Int(cmark_node_get_list_start(node)) : 1,
            isTight: cmark_node_get_list_tight(node) != 0)
    }

    /// Definitions come in footnote order after every reference, so the next number is theirs.
    private mutating func footnoteDefinition() -> DocumentBuilder.Container {
        definitionCount += 1
        let index = definitionCount
        return .footnoteDefinition(label: labelsByIndex[index] ?? String(index), index: index)
    }

    private func alignments(of table: OpaquePointer) -> [TableAlignment] {
        (0..<Int(cmark_gfm_extensions_get_table_columns(table))).map { column in
            switch cmark_gfm_extensions_get_table_alignments(table)?[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
    }

    // MARK: Inlines

    /// The decoded destination of a link or image; how it is written is kept for messages.
    /// A text node's inlines: one text unless an escape of a typographic character on the block's
    /// lines may have split it (then ``TextInlines`` decides), made without an array.
    private func text(_ node: OpaquePointer) -> Conversion {
        let literal = literal(of: node)
        guard leafHasTypographicEscape else { return .inline(.text(literal)) }
        return .inlines(TextInlines.inlines(literal: literal, sources: sourceBytes(of: node), escapesNearby: true))
    }

    private mutating func destination(of node: OpaquePointer) -> String {
        let url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        // cmark gives a link that spans lines the line it ends on; its text starts on the right one.
        let firstChildLine = cmark_node_first_child(node).map { startLine(of: $0) } ?? 0
        let nodeLine = startLine(of: node)
        let textLine = firstChildLine >= source.firstLine && firstChildLine < nodeLine ? firstChildLine : nodeLine
        let start = (line: textLine, column: Int(cmark_node_get_start_column(node)))
        let end = (line: endLine(of: node), column: Int(cmark_node_get_end_column(node)))
        if let written = destinationReader.destination(from: start, through: end, url: url, in: &source) {
            writtenDestinations[position(of: node)] = written
        }
        return url
    }

    /// ``TextInlines/hasTypographicEscape(_:)`` of each line asked about, so the cells of one long
    /// table row do not scan the row again each.
    private var typographicEscapeByLine: [Int: Bool] = [:]

    private mutating func lineHasTypographicEscape(_ line: Int) -> Bool {
        // Most lines hold neither a backslash nor an ampersand: those are neither copied out
        // nor remembered, as looking again costs less than a dictionary entry.
        guard let slice = source.lineSlice(line), ASCII.containsEscapeStart(slice) else { return false }
        if let known = typographicEscapeByLine[line] { return known }
        let found = TextInlines.hasTypographicEscape(Array(slice))
        typographicEscapeByLine[line] = found
        return found
    }

    /// Remembers where a paragraph, heading or table cell starts, for its text nodes.
    private mutating func noteLeafStart(_ node: OpaquePointer) {
        leafStart = (startLine(of: node), Int(cmark_node_get_start_column(node)))
        let endLine = max(leafStart.line, endLine(of: node))
        var found = false
        for line in leafStart.line...endLine where !found { found = lineHasTypographicEscape(line) }
        leafHasTypographicEscape = found
    }

    /// Where a text node's bytes may be in the source: at cmark's columns, and on a line after the
    /// first of its block, also where that line's own content starts. cmark counts continuation
    /// lines from the first line's indentation, which is off for indented and lazy lines.
    private func sourceBytes(of node: OpaquePointer) -> [ArraySlice<UInt8>] {
        let line = startLine(of: node)
        let start = Int(cmark_node_get_start_column(node))
        let end = Int(cmark_node_get_end_column(node))
        var candidates = [source.bytes(line: line, from: start, through: end)]
        if line > leafStart.line, let bytes = source.lineBytes(line) {
            let shift = LineContent.start(of: bytes[...]) + 1 - leafStart.column
            if shift != 0 { candidates.append(source.bytes(line: line, from: start + shift, through: end + shift)) }
        }
        return candidates.compactMap { $0 }
    }

    /// A code span, or the math ``MathSpans`` hid in one.
    private func codeSpan(_ literal: String) -> Inline {
        guard let (tex, isDisplay) = MathSpans.math(inCodeSpan: literal) else { return .code(literal) }
        return .math(tex, isDisplay: isDisplay)
    }

    private func title(of node: OpaquePointer) -> String {
        cmark_node_get_title(node).map { String(cString: $0) } ?? ""
    }

    /// cmark-gfm stores the footnote number as the reference's literal and drops the label, so
    /// the label is read back from the source text: at cmark's columns, or, on a line after the
    /// first of its block (a footnote's indented continuation line), shifted as for text nodes
    /// (``sourceBytes(of:)``). Were the columns read blindly, a footnote referenced there would
    /// be named by its number and could take another footnote's id.
    private mutating func footnoteReference(_ node: OpaquePointer) -> Inline {
        let index = Int(literal(of: node)) ?? 0
        let line = startLine(of: node)
        let start = Int(cmark_node_get_start_column(node))
        let end = Int(cmark_node_get_end_column(node))
        var written = source.footnoteLabel(line: line, startByte: start, endByte: end)
        if written == nil, line > leafStart.line, let bytes = source.lineBytes(line) {
            let shift = LineContent.start(of: bytes[...]) + 1 - leafStart.column
            written = source.footnoteLabel(line: line, startByte: start + shift, endByte: end + shift)
        }
        let label = written ?? String(index)
        labelsByIndex[index] = labelsByIndex[index] ?? label
        return .footnoteReference(label: label, index: index)
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    var trimmingWhitespace: String {
        // Text that starts and ends with printable ASCII other than a space has no whitespace
        // character at either end (an ASCII scalar joins no character before it but a prepended
        // mark, which is no whitespace), so the common case skips the `Character` walk.
        let printable = UInt8(ascii: "!")...UInt8(ascii: "~")
        if let first = utf8.first, let last = utf8.last, printable.contains(first), printable.contains(last) {
            return self
        }
        return String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
