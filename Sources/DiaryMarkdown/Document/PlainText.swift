extension MarkdownDocument {
    /// The document as plain text for search indexes, reading time and summaries: one line per
    /// paragraph, heading, list item paragraph and table row (cells joined by spaces), blocks
    /// separated by blank lines. Raw HTML is dropped; code blocks only when asked for.
    /// - Parameter includingCode: Whether code blocks' content is included.
    public func plainText(includingCode: Bool = false) -> String {
        var writer = PlainTextWriter(includingCode: includingCode)
        for block in blocks { writer.write(block) }
        return writer.text
    }
}

/// Writes blocks' plain text into one string, paragraphs separated by blank lines, so no
/// string or array is made per block.
private struct PlainTextWriter {
    let includingCode: Bool
    private(set) var text = ""
    private var isEmpty = true

    init(includingCode: Bool) {
        self.includingCode = includingCode
    }

    /// Starts a paragraph: a blank line after the one before, if any.
    private mutating func startParagraph() {
        if isEmpty { isEmpty = false } else { text += "\n\n" }
    }

    mutating func write(_ block: Block) {
        switch block {
        case .paragraph(let inlines, _), .heading(_, let inlines, _):
            startParagraph()
            inlines.appendPlainText(to: &text)
        case .codeBlock(let code):
            guard includingCode else { return }
            startParagraph()
            text += code.code.hasSuffix("\n") ? code.code.dropLast() : code.code[...]
        case .htmlBlock, .thematicBreak: break
        case .blockQuote(let children, _): for child in children { write(child) }
        case .list(let list, _): for item in list.items { for child in item.blocks { write(child) } }
        case .table(let table, _):
            startParagraph()
            for (index, row) in ([table.header] + table.rows).enumerated() {
                if index > 0 { text += "\n" }
                for (column, cell) in row.enumerated() {
                    if column > 0 { text += " " }
                    cell.appendPlainText(to: &text)
                }
            }
        case .footnoteDefinition(let definition, _): for child in definition.blocks { write(child) }
        }
    }
}
