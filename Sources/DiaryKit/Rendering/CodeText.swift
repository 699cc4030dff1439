import DiaryMarkdown

extension MarkdownDocument {
    /// The text of every code block, one after another, for the identifiers search indexes.
    var codeText: String {
        blocks.flatMap(\.codeTexts).joined(separator: "\n")
    }
}

extension Block {
    fileprivate var codeTexts: [String] {
        switch self {
        case .codeBlock(let block): [block.code]
        case .blockQuote(let children, _): children.flatMap(\.codeTexts)
        case .list(let list, _): list.items.flatMap { $0.blocks.flatMap(\.codeTexts) }
        case .footnoteDefinition(let definition, _): definition.blocks.flatMap(\.codeTexts)
        case .paragraph, .heading, .htmlBlock, .thematicBreak, .table: []
        }
    }
}
