import DiaryContent

extension HTMLWriter {
    /// Writes the inline content of one block (paragraph, heading, cell), applying typography
    /// across all of its text at once so quotes pair across emphasis and links.
    mutating func writeProse(_ inlines: [Inline]) {
        write(
            renderer.appliesTypography ? RussianTypography.apply(to: inlines, style: renderer.typographyStyle) : inlines
        )
        // A removed element left open ends with the block, as the parser's HTML node would.
        openRemovedElement = nil
    }

    private mutating func write(_ inlines: [Inline]) {
        for inline in inlines { write(inline) }
    }

    private mutating func write(_ inline: Inline) {
        switch inline {
        case .text(let text):
            let shown = renderer.text?(text) ?? text
            appendEscaped(isInsideAutolink ? shown : EmojiShortcodes.replacing(in: shown))
        case .escapedText(let text): appendEscaped(renderer.text?(text) ?? text)
        case .softBreak:
            append("\n")
            proseLine += 1
        case .lineBreak:
            append("<br>\n")
            proseLine += 1
        case .code(let code):
            append("<code>")
            appendEscaped(code)
            append("</code>")
        case .html(let html, let position): writeInlineHTML(html, at: position)
        case .emphasis(let children): wrap("em", children)
        case .strong(let children): wrap("strong", children)
        case .strikethrough(let children): wrap("del", children)
        case .link(let written, let title, let children, let position):
            proseLine = position.line
            let destination = anchorDestination(written)
            // An autolink's text is its URL, where `:name:` is no emoji.
            let wasInsideAutolink = isInsideAutolink
            let plain = children.plainText
            isInsideAutolink = wasInsideAutolink || plain == written || "mailto:" + plain == written
            defer { isInsideAutolink = wasInsideAutolink }
            // The destination is resolved first (DocC's `doc:Name` becomes a page's path), then
            // its scheme checked.
            guard let target = renderer.linkDestination(destination, position, &notes) else {
                write(children)
                return
            }
            guard allowsURL(target, as: .link, at: position) else {
                let scope = enterRawHTMLScope("a")
                append("<a href=\"\"")
                appendTitleAttribute(title)
                append(">")
                write(children)
                leaveRawHTMLScope(scope)
                append("</a>")
                return
            }
            let scope = enterRawHTMLScope("a")
            append("<a href=\"")
            if openRemovedElement == nil { URLEscaping.append(target, to: &output) }
            append("\"")
            appendTitleAttribute(title)
            append(">")
            if children.isEmpty || plain == written, let text = renderer.linkText(written) {
                appendEscaped(text)
            } else {
                write(children)
            }
            leaveRawHTMLScope(scope)
            append("</a>")
        case .image(let source, let title, let alt, let position):
            proseLine = position.line
            image(source: source, title: title, alt: alt, position: position)
        case .footnoteReference(let label, let index): footnoteReference(label: label, index: index)
        case .math(let tex, let isDisplay): math(tex, isDisplay: isDisplay, asBlock: false)
        }
    }

    /// A formula through ``HTMLRenderer/math``; without it (or when it gives `nil`), the TeX as
    /// code: `<code class="language-math">` inline, `<pre><code class="language-math">` as a
    /// block. Display math is wrapped in `<span class="math-display">` (`<div>` as a block).
    mutating func math(_ tex: String, isDisplay: Bool, asBlock: Bool) {
        let typeset = renderer.math(tex, isDisplay, proseLine, &notes)
        if asBlock {
            append("<div class=\"math-display\">")
        } else if isDisplay {
            append("<span class=\"math-display\">")
        }
        if let typeset {
            append(typeset)
        } else if asBlock {
            append("<pre><code class=\"language-math\">")
            appendEscaped(tex)
            append("</code></pre>")
        } else {
            append("<code class=\"language-math\">")
            appendEscaped(tex)
            append("</code>")
        }
        if asBlock {
            append("</div>\n")
        } else if isDisplay {
            append("</span>")
        }
    }

    /// `#x` rewritten to `#user-content-x` when `x` is an anchor of the document's raw HTML
    /// rather than a heading (see ``RawHTMLAnchors``); any other destination as it is.
    private func anchorDestination(_ destination: String) -> String {
        guard renderer.rawHTML == .sanitized, destination.hasPrefix("#") else { return destination }
        let name = String(destination.dropFirst())
        guard rawAnchorNames.contains(name), !headingIDSet.contains(name) else { return destination }
        return "#" + RawHTMLAnchors.prefixed(name)
    }

    private mutating func wrap(_ tag: String, _ children: [Inline]) {
        let scope = enterRawHTMLScope(tag)
        append("<")
        append(tag)
        append(">")
        write(children)
        leaveRawHTMLScope(scope)
        append("</")
        append(tag)
        append(">")
    }

    private mutating func appendTitleAttribute(_ title: String) {
        guard !title.isEmpty else { return }
        append(" title=\"")
        appendEscaped(title)
        append("\"")
    }

    /// The alt text is plain text (markup dropped) after the prose `text` hook. An image whose
    /// source is not allowed skips the hooks and gets an empty `src`.
    private mutating func image(source: String, title: String, alt: [Inline], position: SourcePosition) {
        let altText = alt.map { inline in
            if case .text(let text) = inline { renderer.text?(text) ?? text } else { inline.plainText }
        }.joined()
        guard allowsURL(source, as: .image, at: position) else {
            append("<img src=\"\" alt=\"")
            appendEscaped(altText)
            append("\"")
            appendTitleAttribute(title)
            append(">")
            return
        }
        if let custom = renderer.image(source, title, altText, position, &notes) {
            append(custom)
            return
        }
        let src = renderer.linkDestination(source, position, &notes).map(URLEscaping.escape) ?? ""
        append("<img src=\"")
        append(src)
        append("\" alt=\"")
        appendEscaped(altText)
        append("\"")
        appendTitleAttribute(title)
        append(">")
    }

    /// Writes `<sup>` with a link to the footnote; the n-th reference to the same footnote gets
    /// the id `fnref-<id>-n` so each back-reference can return to its own place.
    private mutating func footnoteReference(label: String, index: Int) {
        let id = uniqueFootnoteID(label: label, index: index)
        let count = (footnoteReferenceCounts[id] ?? 0) + 1
        footnoteReferenceCounts[id] = count
        let referenceID = count == 1 ? "fnref-\(id)" : "fnref-\(id)-\(count)"
        let scope = enterRawHTMLScope("a")
        defer { leaveRawHTMLScope(scope) }
        append(
            "<sup class=\"footnote-ref\"><a href=\"#fn-\(id)\" id=\"\(referenceID)\" data-footnote-ref>\(index)</a></sup>"
        )
    }
}
