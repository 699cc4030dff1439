extension MarkdownDocument {
    /// The document without the Markdown that sits inside an element the sanitiser removes with
    /// its content: `a <script>x</script> b` arrives as two inline HTML nodes with the text `x`
    /// between them, and loses `x`.
    ///
    /// ``HTMLRenderer`` drops that text from its sanitised output already; this gives the same
    /// view to plain text, word counts, heading ids and tables of contents, so search indexes and
    /// summaries hold only what a reader sees.
    public func removingContentOfRemovedHTML() -> MarkdownDocument {
        MarkdownDocument(blocks: blocks.map(\.removingContentOfRemovedHTML))
    }
}

extension Block {
    fileprivate var removingContentOfRemovedHTML: Block {
        switch self {
        case .paragraph(let inlines, let position):
            return .paragraph(inlines.removingContentOfRemovedHTML(), position: position)
        case .heading(let level, let inlines, let position):
            return .heading(level: level, inlines.removingContentOfRemovedHTML(), position: position)
        case .blockQuote(let children, let position):
            return .blockQuote(children.map(\.removingContentOfRemovedHTML), position: position)
        case .list(var list, let position):
            for index in list.items.indices {
                list.items[index].blocks = list.items[index].blocks.map(\.removingContentOfRemovedHTML)
            }
            return .list(list, position: position)
        case .table(var table, let position):
            table.header = table.header.map { $0.removingContentOfRemovedHTML() }
            table.rows = table.rows.map { row in row.map { $0.removingContentOfRemovedHTML() } }
            return .table(table, position: position)
        case .footnoteDefinition(var definition, let position):
            definition.blocks = definition.blocks.map(\.removingContentOfRemovedHTML)
            return .footnoteDefinition(definition, position: position)
        case .codeBlock, .htmlBlock, .thematicBreak:
            return self
        }
    }
}

extension [Inline] {
    /// The inline content of one block without what an inline HTML node opens and removes.
    fileprivate func removingContentOfRemovedHTML() -> [Inline] {
        guard contains(where: { if case .html = $0 { true } else { false } }) else { return self }
        var openElement: String?
        return removingContent(inside: &openElement)
    }

    /// Walks the inlines in reading order, nested ones included, as the renderer writes them.
    private func removingContent(inside openElement: inout String?) -> [Inline] {
        var kept: [Inline] = []
        for inline in self {
            switch inline {
            case .html(let html, _):
                let wasOpen = openElement != nil
                var unused = HTMLOpenElements()
                openElement =
                    HTMLSanitizer.sanitize(html, continuingInside: openElement, openElements: &unused) { _ in }
                    .unclosedRemovedElement
                if !wasOpen || openElement == nil { kept.append(inline) }
            case .emphasis(let children):
                let inner = children.removingContent(inside: &openElement)
                if !inner.isEmpty { kept.append(.emphasis(inner)) }
            case .strong(let children):
                let inner = children.removingContent(inside: &openElement)
                if !inner.isEmpty { kept.append(.strong(inner)) }
            case .strikethrough(let children):
                let inner = children.removingContent(inside: &openElement)
                if !inner.isEmpty { kept.append(.strikethrough(inner)) }
            case .link(let destination, let title, let children, let position):
                let wasOpen = openElement != nil
                let inner = children.removingContent(inside: &openElement)
                if !wasOpen || !inner.isEmpty {
                    kept.append(.link(destination: destination, title: title, children: inner, position: position))
                }
            case .text, .escapedText, .softBreak, .lineBreak, .code, .math, .image, .footnoteReference:
                if openElement == nil { kept.append(inline) }
            }
        }
        return kept
    }
}
