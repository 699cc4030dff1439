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

    /// Writes an inline HTML node that starts at `position` (its line is ``proseLine``'s).
    mutating func writeInlineHTML(_ html: String, at position: SourcePosition) {
        switch renderer.rawHTML {
        case .unsafe:
            append(TagFilter.apply(html))
            notes.anchors += RawHTMLAnchors.names(inFragment: html)
        case .sanitized:
            let sanitized = sanitize(
                html, line: position.line, column: position.column, continuingInside: openRemovedElement)
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

    /// The fragment sanitised, each removal reported at its place in the document, and each
    /// kept URL resolved through ``HTMLRenderer/linkDestination`` at its place, as a Markdown
    /// link's is: a broken one is reported there and stays as written.
    private mutating func sanitize(
        _ html: String, line: Int, column: Int?, continuingInside removedElement: String? = nil
    ) -> HTMLSanitizer.Output {
        var removals: [RenderWarning] = []
        // The resolver adds to the notes while the sanitiser updates the open elements, so it
        // works on copies: the closure may not reach `self` during that access.
        let renderer = self.renderer
        var linkNotes = notes
        let output = HTMLSanitizer.sanitize(
            html, continuingInside: removedElement, openElements: &openRawElements, anchorNames: rawAnchorNames,
            resolveURL: { url, place in
                let position = Self.documentPosition(of: place, line: line, column: column)
                return renderer.linkDestination(url, position, &linkNotes)
            }
        ) { removal in
            let place = removal.position
            // Past the fragment's first line the column counts from the line's start.
            let removalColumn = place.line == 1 ? column.map { $0 + place.column - 1 } : place.column
            removals.append(
                RenderWarning(message: removal.description, line: line + place.line - 1, column: removalColumn))
        }
        notes = linkNotes
        for removal in removals { renderer.warning(removal, &notes) }
        if openRemovedElement == nil { notes.anchors += output.anchors }
        return output
    }

    /// The place in the document of `place` in a fragment that starts at `line` and `column`.
    /// An inline fragment's column is unknown: on its first line the column in the fragment
    /// stands in for it.
    private static func documentPosition(of place: SourcePosition, line: Int, column: Int?) -> SourcePosition {
        let documentColumn = place.line == 1 ? (column.map { $0 + place.column - 1 } ?? place.column) : place.column
        return SourcePosition(line: line + place.line - 1, column: documentColumn)
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
