/// The HTML standard's tree-construction rules for the allowed elements, applied to
/// ``HTMLOpenElements`` and turned into explicit markup (see there for why).
extension HTMLOpenElements {
    /// What becomes of an allowed start tag.
    enum StartTagOutcome: Equatable {
        /// Write `before` (end tags of elements the tag closes, start tags it implies), then the
        /// tag; the stack already holds the element unless it is void.
        case insert(before: String)
        /// Write `before` (end tags of elements already closed on the way), then drop the tag and
        /// keep its content: a browser would place it where raw HTML may not reach. `reason`
        /// finishes the sentence "it is …".
        case drop(before: String, reason: String)
    }

    /// Whether the browser is in a table insertion mode: the innermost open table element holds
    /// table structure (rows, sections), not a cell's flow content.
    var isInTableStructure: Bool {
        guard let index = lastIndex(where: { HTMLElementKinds.tableFamily.contains($0) }) else { return false }
        return HTMLElementKinds.tableStructure.contains(self[index])
    }

    /// How deep raw HTML may nest. Chromium's parser stops nesting at 512 elements (deeper ones
    /// become siblings), which would part its tree from this stack; the bound also keeps every
    /// search of the stack short, so sanitising stays linear in the article's length.
    static let maximumDepth = 256

    /// Applies the start tag of the allowed element `name`.
    mutating func startTag(_ name: String, isVoid: Bool) -> StartTagOutcome {
        if !isVoid, elements.count >= Self.maximumDepth {
            return .drop(before: "", reason: "nested more than \(Self.maximumDepth) elements deep")
        }
        if HTMLElementKinds.special.contains(name), !isVoid, let link = lastIndex(of: "a"), !isInCurrentScope(link) {
            // A raw link opened outside the current Markdown element (a paragraph's inline
            // `<a>` around `*emphasis*`) would be reopened by the browser inside the block.
            return .drop(before: "", reason: "inside a link")
        }
        // A block inside a raw link stays inside it, as in a browser (`<a><div>…</div></a>`).
        // It would become the adoption agency's "furthest block" only for a later `</a>` or
        // `<a>` while it is open: ``endTag(_:)`` ignores such an `</a>`, ``link()`` drops such an
        // `<a>`, and a Markdown element that starts meanwhile closes the link first
        // (``closers(forMarkdownStartTag:)``), so the browser never restructures.
        let outcome: StartTagOutcome
        if HTMLElementKinds.tableFamily.contains(name) && name != "table" {
            outcome = tablePart(name)
        } else if isInTableStructure {
            // A browser would move it in front of the table (foster parenting).
            outcome = .drop(before: "", reason: "inside a table but outside its cells")
        } else {
            outcome = flowElement(name)
        }
        switch outcome {
        case .insert(let before):
            if !isVoid { push(name) }
            return .insert(before: before)
        case .drop(let before, let reason):
            return .drop(before: before, reason: reason)
        }
    }

    /// Applies an end tag.
    /// - Returns: The end tags to write (the element's and those of elements inside it,
    ///   innermost first), or `nil` when a browser would ignore it or it would close something
    ///   raw HTML did not open here.
    mutating func endTag(_ name: String) -> String? {
        let isHeading = HTMLElementKinds.headings.contains(name)
        let found = isHeading ? lastIndex(where: { HTMLElementKinds.headings.contains($0) }) : lastIndex(of: name)
        guard let index = found, isInCurrentScope(index),
            !hasBoundary(above: index, in: HTMLElementKinds.scope(ofEndTag: name))
        else { return nil }
        if !HTMLElementKinds.special.contains(name) {
            // "Any other end tag" and the adoption agency stop at (or restructure around) a
            // special element inside: write nothing rather than let the browser rebuild.
            guard !hasBoundary(above: index, in: HTMLElementKinds.special) else { return nil }
        }
        return close(from: index)
    }

    /// At the end of a fragment: the end tags of a table left open outside its cells.
    mutating func endOfFragment() -> String {
        var closers = ""
        while isInTableStructure, let table = lastIndex(of: "table"), isInCurrentScope(table) {
            closers += close(from: table)
        }
        return closers
    }

    /// What a Markdown element's start tag closes among the raw elements: a `<p>` raw HTML
    /// left open (block elements), a raw heading that is the current element (headings), a raw
    /// link (links). Written out, so that the browser closes nothing the stack still holds.
    mutating func closers(forMarkdownStartTag name: String) -> String {
        var closers = ""
        if HTMLElementKinds.closesParagraph.contains(name) || name == "aside" || name == "section" {
            for index in currentScopeIndices {
                if self[index] == "p" {
                    closers += close(from: index)
                    break
                }
                if HTMLElementKinds.isBlock(self[index]) { break }
            }
        }
        if HTMLElementKinds.headings.contains(name), let current = currentScopeIndices.first,
            HTMLElementKinds.headings.contains(self[current])
        {
            closers += close(from: current)
        }
        let isBlock = HTMLElementKinds.isBlock(name) || name == "aside" || name == "section"
        if name == "a" || isBlock, let open = lastIndex(of: "a"), isInCurrentScope(open) {
            // Through any block inside the link: Markdown never starts inside a raw link.
            closers += close(from: open)
        }
        return closers
    }

    // MARK: Flow content

    private mutating func flowElement(_ name: String) -> StartTagOutcome {
        switch name {
        case "li", "dd", "dt":
            return listItem(name)
        case "rt", "rp":
            // "Generate implied end tags" would reach past the ruby into the Markdown around it.
            guard let ruby = lastIndex(of: "ruby"), isInCurrentScope(ruby),
                currentScopeIndices.prefix(while: { $0 > ruby }).allSatisfy({ ["rt", "rp"].contains(self[$0]) })
            else { return .drop(before: "", reason: "only allowed directly inside <ruby>") }
            return .insert(before: close(from: ruby + 1))
        case "a":
            return link()
        default:
            let isHeading = HTMLElementKinds.headings.contains(name)
            let openHeading = lastIndex(where: { HTMLElementKinds.headings.contains($0) })
            if isHeading, let openHeading, !isInCurrentScope(openHeading) {
                // Once the paragraph around closes, that heading may be the current element,
                // which the new one would close.
                return .drop(before: "", reason: "inside a heading")
            }
            var before = HTMLElementKinds.closesParagraph.contains(name) ? closeParagraph() : ""
            // A heading closes a heading that is the current element.
            if isHeading, let current = currentScopeIndices.first, HTMLElementKinds.headings.contains(self[current]) {
                before += close(from: current)
            }
            return .insert(before: before)
        }
    }

    /// "If the stack of open elements has a p element in button scope, close a p element." When
    /// no raw element stops the search, the Markdown paragraph around may be that `<p>`, whose
    /// closing ends every raw element inside it: those are closed here first.
    private mutating func closeParagraph() -> String {
        for index in currentScopeIndices {
            let element = self[index]
            if element == "p" { return close(from: index) }
            if HTMLElementKinds.isBlock(element) { return "" }
        }
        return close(from: currentScopeIndices.last ?? Int.max)
    }

    /// `<li>`, `<dd>`, `<dt>` close the previous item, looking through `<div>` and `<p>`; they
    /// are placed only where that search ends at raw HTML's own list (or another block): left
    /// to run on, it would close the Markdown list item around.
    private mutating func listItem(_ name: String) -> StartTagOutcome {
        let closes: Set<String> = name == "li" ? ["li"] : ["dd", "dt"]
        for index in currentScopeIndices {
            let element = self[index]
            if closes.contains(element) { return .insert(before: close(from: index)) }
            if HTMLElementKinds.stopsItemSearch.contains(element) && !["div", "p"].contains(element) {
                return .insert(before: closeParagraph())
            }
        }
        return .drop(before: "", reason: name == "li" ? "only allowed inside <ul> or <ol>" : "only allowed inside <dl>")
    }

    /// `<a>` inside `<a>` makes the browser close the outer one, through whatever lies between.
    private mutating func link() -> StartTagOutcome {
        if isInsideLink { return .drop(before: "", reason: "inside a link, and links cannot nest") }
        guard let open = lastIndex(of: "a") else { return .insert(before: "") }
        guard isInCurrentScope(open), !hasBoundary(above: open, in: HTMLElementKinds.special) else {
            return .drop(before: "", reason: "inside a link, and links cannot nest")
        }
        return .insert(before: close(from: open))
    }

    // MARK: Tables

    /// A table's caption, column group, section, row or cell: placed in the innermost table
    /// opened here, with the sections and rows a browser would imply written out.
    private mutating func tablePart(_ name: String) -> StartTagOutcome {
        var before = ""
        while true {
            guard let index = lastIndex(where: { HTMLElementKinds.tableFamily.contains($0) }), isInCurrentScope(index)
            else {
                // Outside a table a browser ignores the tag; a table outside this Markdown
                // element cannot be reached without closing Markdown's elements.
                return .drop(before: before, reason: "only allowed in a table of the same HTML block")
            }
            let parent = self[index]
            // Non-table elements inside a cell are closed with it ("close the cell").
            before += close(from: index + 1)
            switch (parent, name) {
            case ("table", "caption"), ("table", "colgroup"), ("table", "thead"), ("table", "tbody"),
                ("table", "tfoot"), ("colgroup", "col"), ("thead", "tr"), ("tbody", "tr"), ("tfoot", "tr"),
                ("tr", "td"), ("tr", "th"):
                return .insert(before: before)
            case ("table", "col"):
                before += "<colgroup>"
                push("colgroup")
            case ("table", "tr"), ("table", "td"), ("table", "th"):
                before += "<tbody>"
                push("tbody")
            case ("thead", "td"), ("thead", "th"), ("tbody", "td"), ("tbody", "th"), ("tfoot", "td"),
                ("tfoot", "th"):
                before += "<tr>"
                push("tr")
            default:
                // The open part ends first: a cell, caption, column group, row or section.
                before += close(from: index)
            }
        }
    }
}
