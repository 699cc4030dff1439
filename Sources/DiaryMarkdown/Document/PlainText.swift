extension MarkdownDocument {
    /// The document as plain text for search indexes, reading time and summaries: one line per
    /// paragraph, heading, list item paragraph and table row (cells joined by spaces), blocks
    /// separated by blank lines. Raw HTML is dropped; code blocks only when asked for.
    /// - Parameter includingCode: Whether code blocks' content is included.
    public func plainText(includingCode: Bool = false) -> String {
        blocks.flatMap { $0.plainTextParagraphs(includingCode: includingCode) }.joined(separator: "\n\n")
    }
}

extension Block {
    /// The block's text as a list of paragraphs (several for containers).
    fileprivate func plainTextParagraphs(includingCode: Bool) -> [String] {
        switch self {
        case .paragraph(let inlines, _), .heading(_, let inlines, _): [inlines.plainText]
        case .codeBlock(let code): includingCode ? [String(code.code.dropLast(code.code.hasSuffix("\n") ? 1 : 0))] : []
        case .htmlBlock, .thematicBreak: []
        case .blockQuote(let children, _): children.flatMap { $0.plainTextParagraphs(includingCode: includingCode) }
        case .list(let list, _):
            list.items.flatMap { $0.blocks.flatMap { $0.plainTextParagraphs(includingCode: includingCode) } }
        case .table(let table, _):
            [
                ([table.header] + table.rows).map { row in row.map(\.plainText).joined(separator: " ") }.joined(
                    separator: "\n")
            ]
        case .footnoteDefinition(let definition, _):
            definition.blocks.flatMap { $0.plainTextParagraphs(includingCode: includingCode) }
        }
    }
}
