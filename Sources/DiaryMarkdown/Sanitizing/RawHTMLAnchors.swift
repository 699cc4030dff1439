/// The anchors an article's own raw HTML defines (`id="x"`, `<a name="x">`), kept the way
/// GitHub keeps them: prefixed with ``prefix``, so they can never take the name of an element of
/// the page around the article (`id="search"`) nor shadow a global of its scripts, and with the
/// document's links to them (`[see](#x)`, `<a href="#x">`) rewritten to match.
public enum RawHTMLAnchors {
    /// What every kept raw `id` starts with, as on GitHub.
    public static let prefix = "user-content-"

    /// Attributes whose value is a list of ids on the same page; prefixed like `id` so they
    /// still name the same elements.
    static let idReferenceAttributes: Set<String> = [
        "headers", "aria-activedescendant", "aria-controls", "aria-describedby", "aria-details",
        "aria-errormessage", "aria-flowto", "aria-labelledby", "aria-owns",
    ]

    /// `name` as the id the page gives it: with ``prefix`` unless it has it already.
    public static func prefixed(_ name: String) -> String {
        name.hasPrefix(prefix) ? name : prefix + name
    }

    /// Every id reference of an ``idReferenceAttributes`` value prefixed.
    static func prefixedReferences(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).map { prefixed(String($0)) }
            .joined(separator: " ")
    }

    /// The anchor names (as written, unprefixed) the raw HTML of `document` defines, in
    /// document order: every non-empty `id`, and `name` of an `<a>`.
    public static func names(in document: MarkdownDocument) -> [String] {
        var names: [String] = []
        for html in rawHTML(in: document.blocks) { names += self.names(inFragment: html) }
        return names
    }

    /// The anchor names one HTML fragment defines.
    static func names(inFragment fragment: String) -> [String] {
        guard fragment.utf8.contains(UInt8(ascii: "<")) else { return [] }
        var tokenizer = HTMLFragmentTokenizer(fragment)
        var names: [String] = []
        while let span = tokenizer.next() {
            // Only elements the sanitiser keeps; an id on a removed `<form>` names nothing.
            guard case .startTag(let tag) = span.token, HTMLAllowList.elements[tag.name] != nil,
                let name = anchorName(of: tag)
            else { continue }
            names.append(name)
        }
        return names
    }

    /// The anchor `tag` defines: its first `id`, or for `<a>` without one its first `name`.
    static func anchorName(of tag: HTMLTag) -> String? {
        let id = tag.attributes.first { $0.name == "id" }
        if let id { return id.value.flatMap { $0.isEmpty ? nil : $0 } }
        guard tag.name == "a", let name = tag.attributes.first(where: { $0.name == "name" })?.value else { return nil }
        return name.isEmpty ? nil : name
    }

    /// Every raw HTML block and inline HTML node under `blocks`, in document order.
    private static func rawHTML(in blocks: [Block]) -> [String] {
        blocks.flatMap { block -> [String] in
            switch block {
            case .htmlBlock(let html, _): [html]
            case .paragraph(let inlines, _), .heading(_, let inlines, _): rawHTML(in: inlines)
            case .blockQuote(let children, _): rawHTML(in: children)
            case .list(let list, _): list.items.flatMap { rawHTML(in: $0.blocks) }
            case .footnoteDefinition(let definition, _): rawHTML(in: definition.blocks)
            case .table(let table, _):
                (table.header + table.rows.flatMap { $0 }).flatMap { rawHTML(in: $0) }
            case .codeBlock, .thematicBreak: []
            }
        }
    }

    private static func rawHTML(in inlines: [Inline]) -> [String] {
        inlines.flatMap { inline -> [String] in
            switch inline {
            case .html(let html, _): [html]
            case .emphasis(let children), .strong(let children), .strikethrough(let children),
                .link(_, _, let children, _):
                rawHTML(in: children)
            case .text, .escapedText, .softBreak, .lineBreak, .code, .math, .image, .footnoteReference: []
            }
        }
    }
}
