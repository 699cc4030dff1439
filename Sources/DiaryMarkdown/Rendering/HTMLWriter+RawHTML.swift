extension HTMLWriter {
    /// Writes an HTML block that starts at `position`, as ``HTMLRenderer/rawHTML`` says.
    mutating func writeRawHTML(_ html: String, at position: SourcePosition) {
        switch renderer.rawHTML {
        case .unsafe:
            append(TagFilter.apply(html))
            notes.anchors += RawHTMLAnchors.names(inFragment: html)
        case .sanitized: append(sanitize(html, line: position.line, column: position.column).html)
        }
    }

    /// Writes an inline HTML node, which knows no position of its own: it is on ``proseLine``.
    mutating func writeInlineHTML(_ html: String) {
        switch renderer.rawHTML {
        case .unsafe:
            append(TagFilter.apply(html))
            notes.anchors += RawHTMLAnchors.names(inFragment: html)
        case .sanitized:
            let sanitized = sanitize(html, line: proseLine, column: nil, continuingInside: openRemovedElement)
            openRemovedElement = nil
            append(sanitized.html)
            openRemovedElement = sanitized.unclosedRemovedElement
        }
        proseLine += html.reduce(0) { $1.isNewline ? $0 + 1 : $0 }
    }

    /// Closes the elements raw HTML opened and left open, so that they cannot swallow what the
    /// page puts after the article (a `<table>` left open would take in the page's footer and
    /// scripts).
    mutating func closeOpenRawElements() {
        output.append(contentsOf: openRawElements.closeAll().utf8)
    }

    /// Writes the end tags of the raw elements that the start tag of the Markdown block `name`
    /// (`ul`, `pre`, `table`…) closes; call it before writing the start tag.
    mutating func closeRawElements(before name: String) {
        output.append(contentsOf: openRawElements.closers(forMarkdownStartTag: name).utf8)
    }

    /// Starts the Markdown element `name` as a scope for raw HTML (see ``HTMLOpenElements``),
    /// writing the end tags of raw elements its start tag closes; call it before writing the
    /// start tag.
    mutating func enterRawHTMLScope(_ name: String) -> HTMLOpenElements.Scope {
        let (scope, closers) = openRawElements.enterMarkdownElement(name)
        output.append(contentsOf: closers.utf8)
        return scope
    }

    /// Closes what raw HTML opened inside the Markdown element and left open, before the
    /// element's end tag; written even while inline output is dropped (inside a removed
    /// `<script>`), since those elements' start tags were written.
    mutating func leaveRawHTMLScope(_ scope: HTMLOpenElements.Scope) {
        output.append(contentsOf: openRawElements.leaveMarkdownElement(scope).utf8)
    }

    /// The fragment sanitised, each removal reported at its place in the document.
    private mutating func sanitize(
        _ html: String, line: Int, column: Int?, continuingInside removedElement: String? = nil
    ) -> HTMLSanitizer.Output {
        var removals: [RenderWarning] = []
        let output = HTMLSanitizer.sanitize(
            html, continuingInside: removedElement, openElements: &openRawElements, anchorNames: rawAnchorNames
        ) { removal in
            let place = removal.position
            // Past the fragment's first line the column counts from the line's start.
            let removalColumn = place.line == 1 ? column.map { $0 + place.column - 1 } : place.column
            removals.append(
                RenderWarning(message: removal.description, line: line + place.line - 1, column: removalColumn))
        }
        for removal in removals { renderer.warning(removal, &notes) }
        if openRemovedElement == nil { notes.anchors += output.anchors }
        return output
    }

    /// Whether a Markdown link or image may keep `url`; when it may not, says so and the caller
    /// writes an empty URL instead, as cmark-gfm's safe mode does.
    mutating func allowsURL(_ url: String, as use: URLSchemePolicy.Use, at position: SourcePosition) -> Bool {
        guard renderer.rawHTML == .sanitized, !URLSchemePolicy.allows(url, as: use) else { return true }
        let shown = url.count > 60 ? url.prefix(60) + "…" : Substring(url)
        let message =
            switch use {
            case .link:
                "removed the link target '\(shown)': only http, https, mailto and relative links are allowed"
            case .image, .imageCandidates:
                "removed the image source '\(shown)': only http, https, relative and "
                    + "data:image/png, gif, jpeg or webp sources are allowed"
            }
        renderer.warning(RenderWarning(message: message, line: position.line, column: position.column), &notes)
        return false
    }
}
