internal import CCmarkGFM
internal import Synchronization

/// Parses Markdown (CommonMark with the GitHub extensions) into a ``MarkdownDocument``.
///
/// This is the only file that touches cmark-gfm: it walks the cmark tree once, builds immutable
/// Swift values and frees the parser and the tree before returning. The GFM extensions `table`,
/// `strikethrough`, `autolink` and `tasklist` and footnotes are on; smart punctuation is off
/// because ``RussianTypography`` does that job.
public enum MarkdownParser {
    /// Parses `markdown`. Line numbers in the result count lines of `markdown`; CRLF and CR line
    /// breaks give the same numbers as LF.
    /// - Parameter markdown: The Markdown text (without front matter, or positions shift).
    /// - Returns: The document; parsing Markdown never fails.
    public static func parse(_ markdown: String) -> MarkdownDocument {
        let normalized = SourceText.normalizingLineBreaks(markdown)
        let source = SourceText(normalized: normalized)
        // cmark-gfm keeps the table of special inline characters in a C global that every parser
        // edits while it processes inlines, so parsers must not run concurrently.
        return cmarkLock.withLock { _ in
            CmarkSession.registerExtensions
            let parser = cmark_parser_new(CMARK_OPT_FOOTNOTES)
            defer { cmark_parser_free(parser) }
            for name in ["table", "strikethrough", "autolink", "tasklist"] {
                if let extensionPointer = cmark_find_syntax_extension(name) {
                    cmark_parser_attach_syntax_extension(parser, extensionPointer)
                }
            }
            cmark_parser_feed(parser, normalized, normalized.utf8.count)
            guard let root = cmark_parser_finish(parser) else { return MarkdownDocument(blocks: []) }
            defer { cmark_node_free(root) }
            var converter = TreeConverter(source: source)
            return MarkdownDocument(blocks: converter.blocks(under: root))
        }
    }

    /// Serialises all use of cmark-gfm (see `parse`).
    private static let cmarkLock = Mutex(())
}

/// One-time registration of the GFM core extensions; a `static let` runs its initialiser exactly
/// once even under concurrency, unlike the C function's own unguarded flag.
private enum CmarkSession {
    static let registerExtensions: Void = cmark_gfm_core_extensions_ensure_registered()
}

/// Turns a cmark tree into ``Block`` and ``Inline`` values. All C types stay in this file.
private struct TreeConverter {
    let source: SourceText
    /// Footnote labels by number, learnt from references (definitions come last in the tree).
    private var labelsByIndex: [Int: String] = [:]
    private var definitionCount = 0

    init(source: SourceText) {
        self.source = source
    }

    // MARK: Tree walking

    private func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    private func position(of node: OpaquePointer) -> SourcePosition {
        source.position(
            line: Int(cmark_node_get_start_line(node)), byteColumn: Int(cmark_node_get_start_column(node)))
    }

    private func literal(of node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func typeName(of node: OpaquePointer) -> String {
        cmark_node_get_type_string(node).map { String(cString: $0) } ?? ""
    }

    // MARK: Blocks

    mutating func blocks(under node: OpaquePointer) -> [Block] {
        children(of: node).compactMap { block($0) }
    }

    private mutating func block(_ node: OpaquePointer) -> Block? {
        let position = position(of: node)
        switch cmark_node_get_type(node) {
        case CMARK_NODE_PARAGRAPH: return .paragraph(inlines(under: node), position: position)
        case CMARK_NODE_HEADING:
            return .heading(level: Int(cmark_node_get_heading_level(node)), inlines(under: node), position: position)
        case CMARK_NODE_CODE_BLOCK: return .codeBlock(codeBlock(node, position: position))
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(of: node), position: position)
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote(blocks(under: node), position: position)
        case CMARK_NODE_LIST: return .list(list(node), position: position)
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak(position: position)
        case CMARK_NODE_FOOTNOTE_DEFINITION:
            definitionCount += 1
            let index = definitionCount
            let definition = FootnoteDefinition(
                label: labelsByIndex[index] ?? String(index), index: index, blocks: blocks(under: node))
            return .footnoteDefinition(definition, position: position)
        default:
            guard typeName(of: node) == "table" else { return nil }
            return .table(table(node), position: position)
        }
    }

    private func codeBlock(_ node: OpaquePointer, position: SourcePosition) -> CodeBlock {
        let code = literal(of: node)
        let info = cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
        var fenceLength: Int32 = 0
        var fenceOffset: Int32 = 0
        var fenceCharacter: CChar = 0
        let isFenced = cmark_node_get_fenced(node, &fenceLength, &fenceOffset, &fenceCharacter) != 0
        let isClosed =
            !isFenced
            || source.hasClosingFence(
                startLine: position.line, endLine: Int(cmark_node_get_end_line(node)),
                endByte: Int(cmark_node_get_end_column(node)),
                contentLineCount: code.utf8.count { $0 == UInt8(ascii: "\n") },
                fenceCharacter: UInt8(bitPattern: fenceCharacter), fenceLength: Int(fenceLength))
        return CodeBlock(
            info: info.trimmingWhitespace, code: code, isFenced: isFenced, isClosed: isClosed,
            position: position, contentStartLine: isFenced ? position.line + 1 : position.line)
    }

    private mutating func list(_ node: OpaquePointer) -> ListBlock {
        let isOrdered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        let items = children(of: node).map { item in
            ListItem(
                blocks: blocks(under: item),
                isChecked: typeName(of: item) == "tasklist"
                    ? cmark_gfm_extensions_get_tasklist_item_checked(item) : nil,
                position: position(of: item))
        }
        return ListBlock(
            isOrdered: isOrdered, start: isOrdered ? Int(cmark_node_get_list_start(node)) : 1,
            isTight: cmark_node_get_list_tight(node) != 0, items: items)
    }

    private mutating func table(_ node: OpaquePointer) -> TableBlock {
        let columnCount = Int(cmark_gfm_extensions_get_table_columns(node))
        let alignments: [TableAlignment] = (0..<columnCount).map { column in
            switch cmark_gfm_extensions_get_table_alignments(node)?[column] {
            case UInt8(ascii: "l"): .left
            case UInt8(ascii: "c"): .center
            case UInt8(ascii: "r"): .right
            default: .none
            }
        }
        var header: [[Inline]] = []
        var rows: [[[Inline]]] = []
        for row in children(of: node) {
            var cells = children(of: row).prefix(columnCount).map { inlines(under: $0) }
            cells += Array(repeating: [], count: max(0, columnCount - cells.count))
            if cmark_gfm_extensions_get_table_row_is_header(row) != 0 { header = cells } else { rows.append(cells) }
        }
        return TableBlock(alignments: alignments, header: header, rows: rows)
    }

    // MARK: Inlines

    /// The inline children, with adjacent text nodes merged and empty ones dropped: cmark splits
    /// text at every special character and leaves empty nodes before hard breaks.
    private mutating func inlines(under node: OpaquePointer) -> [Inline] {
        var result: [Inline] = []
        for child in children(of: node) {
            switch (inline(child), result.last) {
            case (.text(let text), _) where text.isEmpty: continue
            case (.text(let text), .text(let previous)?): result[result.count - 1] = .text(previous + text)
            case (let converted?, _): result.append(converted)
            case (nil, _): continue
            }
        }
        return result
    }

    private mutating func inline(_ node: OpaquePointer) -> Inline? {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT: return .text(literal(of: node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(of: node))
        case CMARK_NODE_HTML_INLINE: return .html(literal(of: node))
        case CMARK_NODE_EMPH: return .emphasis(inlines(under: node))
        case CMARK_NODE_STRONG: return .strong(inlines(under: node))
        case CMARK_NODE_LINK:
            return .link(
                destination: url(of: node), title: title(of: node), children: inlines(under: node),
                position: position(of: node))
        case CMARK_NODE_IMAGE:
            return .image(
                source: url(of: node), title: title(of: node), alt: inlines(under: node), position: position(of: node))
        case CMARK_NODE_FOOTNOTE_REFERENCE: return footnoteReference(node)
        default:
            guard typeName(of: node) == "strikethrough" else { return nil }
            return .strikethrough(inlines(under: node))
        }
    }

    private func url(of node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    private func title(of node: OpaquePointer) -> String {
        cmark_node_get_title(node).map { String(cString: $0) } ?? ""
    }

    /// cmark-gfm stores the footnote number as the reference's literal and drops the label, so
    /// the label is read back from the source text.
    private mutating func footnoteReference(_ node: OpaquePointer) -> Inline {
        let index = Int(literal(of: node)) ?? 0
        let label =
            source.footnoteLabel(
                line: Int(cmark_node_get_start_line(node)), startByte: Int(cmark_node_get_start_column(node)),
                endByte: Int(cmark_node_get_end_column(node))) ?? String(index)
        labelsByIndex[index] = labelsByIndex[index] ?? label
        return .footnoteReference(label: label, index: index)
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    var trimmingWhitespace: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
