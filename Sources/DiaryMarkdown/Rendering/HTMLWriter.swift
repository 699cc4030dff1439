import DiaryContent

/// The per-document state of one `HTMLRenderer.render(_:)` call: the output and the notes so
/// far, the heading ids still to hand out and the footnote references seen.
///
/// The output is one growing byte buffer, made a `String` once at the end: appending UTF-8
/// bytes and escaping into them costs no intermediate string per piece.
struct HTMLWriter {
    let renderer: HTMLRenderer
    /// The HTML so far, as UTF-8; every piece appended is valid UTF-8.
    var output: [UInt8] = []
    private var headingIDs: IndexingIterator<[String]>
    /// Per heading, in the order of the ids, the old id to add as an empty anchor (see
    /// ``LegacyHeadingIDs``), or `nil`.
    private var headingAliases: IndexingIterator<[String?]>
    /// The anchor names the document's raw HTML defines, as written (``RawHTMLAnchors``).
    let rawAnchorNames: Set<String>
    /// The headings' ids, which a `#fragment` link means before a raw anchor of the same name.
    let headingIDSet: Set<String>
    /// How many times each footnote (by id) has been referenced, for back-references.
    var footnoteReferenceCounts: [String: Int] = [:]
    /// The id stem each footnote number got (``uniqueFootnoteID(label:index:)``).
    private var footnoteIDsByIndex: [Int: String] = [:]
    private var usedFootnoteIDs: Set<String> = []
    /// The source line of the inline content being written, for warnings about inline HTML
    /// (which carries no position of its own): set per block, advanced by line breaks.
    var proseLine = 1
    /// An element removed with its content (`script`…) that an inline HTML node left open, as
    /// in `a <script>x</script> b`: inline output is dropped until the node with its end tag.
    var openRemovedElement: String?
    /// The allowed elements sanitised raw HTML opened and has not closed yet, and the Markdown
    /// elements around them.
    var openRawElements = HTMLOpenElements()
    /// What the renderer and its hooks reported so far.
    var notes: RenderNotes
    /// How many quotes, list items and footnotes enclose the block being written: alerts are
    /// only made at the top level, as on GitHub.
    private var containerDepth = 0
    /// Whether the text being written is an autolink's, which gets no emoji.
    var isInsideAutolink = false

    init(
        renderer: HTMLRenderer, headingIDs: [String], notes: RenderNotes, headingAliases: [String?] = [],
        rawAnchorNames: Set<String> = []
    ) {
        self.renderer = renderer
        self.headingIDs = headingIDs.makeIterator()
        self.headingAliases = headingAliases.makeIterator()
        self.rawAnchorNames = rawAnchorNames
        self.headingIDSet = Set(headingIDs)
        self.notes = notes
        output.reserveCapacity(16_384)
    }

    /// The output as a string.
    var html: String { String(decoding: output, as: UTF8.self) }

    mutating func append(_ html: String) {
        guard openRemovedElement == nil else { return }
        output.append(contentsOf: html.utf8)
    }

    /// Appends `text` with `&`, `<`, `>` and `"` as entities, as ``HTMLEscaping/escape(_:_:)`` does.
    mutating func appendEscaped(_ text: String) {
        guard openRemovedElement == nil else { return }
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let entity: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// Starts a new line unless the output is empty or already at the start of one.
    private mutating func startLine() {
        // On bytes: the output is at the start of a line when it ends with a line feed that is
        // not the second half of a CRLF (which, as a `Character`, is no "\n").
        guard let last = output.last else { return }
        if last != ASCII.lineFeed || output.dropLast().last == UInt8(ascii: "\r") { output.append(ASCII.lineFeed) }
    }

    // MARK: Blocks

    mutating func write(_ blocks: [Block], tight: Bool = false) {
        for block in blocks { write(block, tight: tight) }
    }

    private mutating func write(_ block: Block, tight: Bool) {
        switch block {
        case .paragraph(let inlines, let position):
            proseLine = position.line
            if let (tex, isDisplay) = Self.onlyDisplayMath(inlines), isDisplay {
                startLine()
                closeRawElements(before: "div")
                math(tex, isDisplay: true, asBlock: true)
            } else if tight {
                writeProse(inlines)
            } else {
                paragraph(inlines)
            }
        case .heading(let level, let inlines, let position):
            proseLine = position.line
            heading(level: level, inlines)
        case .codeBlock(let code): codeBlock(code)
        case .htmlBlock(let html, let position):
            startLine()
            writeRawHTML(html, at: position)
        case .blockQuote(let children, _): blockQuote(children)
        case .list(let list, _): self.list(list)
        case .thematicBreak:
            startLine()
            closeRawElements(before: "hr")
            append("<hr>\n")
        case .table(let table, let position): self.table(table, line: position.line)
        case .footnoteDefinition(let definition, _): writeFootnotes([definition])
        }
    }

    /// The formula a paragraph holds alone (spaces around it aside), which is written as a block.
    private static func onlyDisplayMath(_ inlines: [Inline]) -> (String, Bool)? {
        let content = inlines.filter { inline in
            switch inline {
            case .softBreak, .lineBreak: false
            case .text(let text): !text.allSatisfy(\.isWhitespace)
            default: true
            }
        }
        guard content.count == 1, case .math(let tex, let isDisplay) = content[0] else { return nil }
        return (tex, isDisplay)
    }

    private mutating func paragraph(_ inlines: [Inline], prefix: String = "", suffix: String = "") {
        startLine()
        let scope = enterRawHTMLScope("p")
        append("<p>")
        append(prefix)
        writeProse(inlines)
        append(suffix)
        leaveRawHTMLScope(scope)
        append("</p>\n")
    }

    private mutating func heading(level: Int, _ inlines: [Inline]) {
        let id = headingIDs.next() ?? HeadingIDs.slug(inlines.plainText)
        let alias = headingAliases.next() ?? nil
        let level = String(level)
        startLine()
        let scope = enterRawHTMLScope("h" + level)
        append("<h")
        append(level)
        append(" id=\"")
        appendEscaped(id)
        append("\">")
        notes.anchors.append(id)
        if let alias {
            // The id this heading had before ids followed GitHub, so old links still land.
            append("<span id=\"")
            appendEscaped(alias)
            append("\"></span>")
            notes.anchors.append(alias)
        }
        writeProse(inlines)
        leaveRawHTMLScope(scope)
        if renderer.addsHeadingAnchors {
            // A pointer's shortcut only: hidden from screen readers and out of the Tab order (the
            // table of contents links the same ids), so no focusable element is aria-hidden.
            append(" <a class=\"heading-anchor\" href=\"#")
            appendEscaped(id)
            append("\" aria-hidden=\"true\" tabindex=\"-1\">#</a>")
        }
        append("</h")
        append(level)
        append(">\n")
    }

    private mutating func codeBlock(_ code: CodeBlock) {
        startLine()
        if code.language == "math" {
            // A ```math fence is display math, as on GitHub.
            closeRawElements(before: "div")
            proseLine = code.position.line
            math(code.code.trimmingWhitespace, isDisplay: true, asBlock: true)
            return
        }
        closeRawElements(before: "pre")
        if let custom = renderer.codeBlock(code, &notes) {
            append(custom)
            startLine()
            return
        }
        append("<pre><code")
        if let language = code.language {
            append(" class=\"language-")
            appendEscaped(language)
            append("\"")
        }
        append(">")
        appendEscaped(code.code)
        append("</code></pre>\n")
    }

    private mutating func blockQuote(_ children: [Block]) {
        containerDepth += 1
        defer { containerDepth -= 1 }
        if containerDepth == 1, let (kind, content) = AlertKind.alert(in: children) {
            alert(kind, content)
            return
        }
        // `role="note"`: a callout is a remark on the text around it, not a page-level landmark.
        let element = Self.isCallout(children) ? "aside class=\"callout\" role=\"note\"" : "blockquote"
        startLine()
        let scope = enterRawHTMLScope(Self.isCallout(children) ? "aside" : "blockquote")
        append("<\(element)>\n")
        write(children)
        leaveRawHTMLScope(scope)
        startLine()
        append(Self.isCallout(children) ? "</aside>\n" : "</blockquote>\n")
    }

    /// A GitHub alert: its kind's class, `role="note"` and the title from ``HTMLRenderer/alertTitles``.
    private mutating func alert(_ kind: AlertKind, _ content: [Block]) {
        startLine()
        let scope = enterRawHTMLScope("div")
        append("<div class=\"markdown-alert markdown-alert-\(kind.rawValue)\" role=\"note\">\n")
        append("<p class=\"markdown-alert-title\">")
        appendEscaped(renderer.alertTitles[kind])
        append("</p>\n")
        write(content)
        leaveRawHTMLScope(scope)
        startLine()
        append("</div>\n")
    }

    /// A callout is a quote whose first paragraph starts with 💡.
    static func isCallout(_ children: [Block]) -> Bool {
        guard case .paragraph(let inlines, _) = children.first, case .text(let text) = inlines.first else {
            return false
        }
        return text.hasPrefix("💡")
    }

    private mutating func list(_ list: ListBlock) {
        let isTaskList = list.items.contains { $0.isChecked != nil }
        let taskClass = isTaskList ? " class=\"contains-task-list\"" : ""
        let tag = list.isOrdered ? "ol" : "ul"
        let start = list.isOrdered && list.start != 1 ? " start=\"\(list.start)\"" : ""
        startLine()
        closeRawElements(before: tag)
        append("<\(tag)\(start)\(taskClass)>\n")
        for item in list.items { listItem(item, tight: list.isTight) }
        append("</\(tag)>\n")
    }

    private mutating func listItem(_ item: ListItem, tight: Bool) {
        containerDepth += 1
        defer { containerDepth -= 1 }
        guard let isChecked = item.isChecked else {
            let scope = enterRawHTMLScope("li")
            append("<li>")
            write(item.blocks, tight: tight)
            leaveRawHTMLScope(scope)
            append("</li>\n")
            return
        }
        // `checked disabled`, in cmark-gfm's order.
        let checkbox =
            "<input type=\"checkbox\" class=\"task-list-item-checkbox\"\(isChecked ? " checked" : "") disabled> "
        let scope = enterRawHTMLScope("li")
        append("<li class=\"task-list-item\">")
        // The checkbox goes inside the first paragraph so it stays on the text's line.
        if case .paragraph(let inlines, let position) = item.blocks.first {
            proseLine = position.line
            if tight {
                append(checkbox)
                writeProse(inlines)
            } else {
                paragraph(inlines, prefix: checkbox)
            }
            write(Array(item.blocks.dropFirst()), tight: tight)
        } else {
            append(checkbox)
            write(item.blocks, tight: tight)
        }
        leaveRawHTMLScope(scope)
        append("</li>\n")
    }

    /// A GFM table starting at `line`: the header row, the delimiter row, then one line per row.
    ///
    /// Header cells are real headers: a blank one is written as `<td>`, since a header without
    /// text names nothing, and when the corner cell is blank (`| | UIKit | SwiftUI |`) the first
    /// cell of each body row heads its row (`<th scope="row">`).
    private mutating func table(_ table: TableBlock, line: Int) {
        startLine()
        closeRawElements(before: "table")
        append("<table>\n<thead>\n")
        proseLine = line
        tableRow(table.header, in: .header, alignments: table.alignments)
        append("</thead>\n")
        let hasRowHeaders = table.header.first.map(Self.isBlank) ?? false
        if !table.rows.isEmpty {
            append("<tbody>\n")
            for (index, row) in table.rows.enumerated() {
                proseLine = line + 2 + index
                tableRow(row, in: .body(hasRowHeaders: hasRowHeaders), alignments: table.alignments)
            }
            append("</tbody>\n")
        }
        append("</table>\n")
    }

    /// Where a table row stands, which decides which of its cells are headers.
    private enum TableSection {
        case header
        case body(hasRowHeaders: Bool)
    }

    private mutating func tableRow(_ cells: [[Inline]], in section: TableSection, alignments: [TableAlignment]) {
        append("<tr>\n")
        for (column, inlines) in cells.enumerated() {
            let alignment = alignments.indices.contains(column) ? alignments[column] : .none
            let align =
                switch alignment {
                case .none: ""
                case .left: " align=\"left\""
                case .center: " align=\"center\""
                case .right: " align=\"right\""
                }
            let (tag, scope) =
                switch section {
                case .header: Self.isBlank(inlines) ? ("td", "") : ("th", "")
                case .body(let hasRowHeaders):
                    hasRowHeaders && column == 0 && !Self.isBlank(inlines) ? ("th", " scope=\"row\"") : ("td", "")
                }
            let rawHTMLScope = enterRawHTMLScope(tag)
            append("<\(tag)\(scope)\(align)>")
            writeProse(inlines)
            leaveRawHTMLScope(rawHTMLScope)
            append("</\(tag)>\n")
        }
        append("</tr>\n")
    }

    /// Whether a cell shows nothing a reader could take for its name.
    private static func isBlank(_ inlines: [Inline]) -> Bool {
        inlines.plainText.allSatisfy(\.isWhitespace)
    }

    // MARK: Footnotes

    /// The `id` stem of a footnote: its label as a slug, or its number when that is empty.
    static func footnoteID(label: String, index: Int) -> String {
        let slug = LegacyHeadingIDs.slugBody(label)
        return slug.isEmpty ? String(index) : slug
    }

    /// The `id` stem of footnote `index`, the same for its references and its item: its
    /// ``footnoteID(label:index:)``, or that and `-<number>` when another footnote's label
    /// already gave it (`[^a b]` and `[^a-b]`), so no two footnotes share an id.
    mutating func uniqueFootnoteID(label: String, index: Int) -> String {
        if let known = footnoteIDsByIndex[index] { return known }
        var id = Self.footnoteID(label: label, index: index)
        if usedFootnoteIDs.contains(id) { id += "-\(index)" }
        while usedFootnoteIDs.contains(id) { id += "-" + String(index) }
        usedFootnoteIDs.insert(id)
        footnoteIDsByIndex[index] = id
        return id
    }

    /// Writes the footnotes section like GitHub: an ordered list whose items end with one
    /// back-reference per reference in the text.
    mutating func writeFootnotes(_ definitions: [FootnoteDefinition]) {
        guard !definitions.isEmpty else { return }
        containerDepth += 1
        defer { containerDepth -= 1 }
        startLine()
        closeRawElements(before: "section")
        append("<section class=\"footnotes\" data-footnotes>\n<ol>\n")
        for definition in definitions {
            let id = uniqueFootnoteID(label: definition.label, index: definition.index)
            let backReferences = (1...max(1, footnoteReferenceCounts[id] ?? 0)).map { number in
                let suffix = number == 1 ? "" : "-\(number)"
                let mark = number == 1 ? "↩" : "↩<sup class=\"footnote-ref\">\(number)</sup>"
                return "<a href=\"#fnref-\(id)\(suffix)\" class=\"footnote-backref\" data-footnote-backref "
                    + "aria-label=\"\(HTMLEscaping.escape(renderer.footnoteBackLabel))\">\(mark)</a>"
            }.joined(separator: " ")
            let scope = enterRawHTMLScope("li")
            append("<li id=\"fn-\(id)\">\n")
            if case .paragraph(let inlines, let position) = definition.blocks.last {
                write(Array(definition.blocks.dropLast()))
                proseLine = position.line
                paragraph(inlines, suffix: " " + backReferences)
            } else {
                write(definition.blocks)
                startLine()
                append("<p>\(backReferences)</p>\n")
            }
            leaveRawHTMLScope(scope)
            append("</li>\n")
        }
        append("</ol>\n</section>\n")
    }
}
