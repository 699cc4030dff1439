import DiaryContent

/// An allow-list sanitiser for the raw HTML of an article, one fragment at a time.
///
/// cmark hands raw HTML over in pieces: an HTML block, or a single inline node such as a lone
/// `<a href="…">` whose `</a>` comes as another node. So each fragment is cleaned on its own and
/// never relies on what surrounds it:
/// - allowed elements (``HTMLAllowList``) are re-serialised: lowercase name, allowed attributes
///   only, each value with its character references decoded, then escaped and double-quoted;
/// - event handlers (`on…`), `style`, attributes off the list and URLs with a scheme other than
///   those of ``URLSchemePolicy`` are dropped;
/// - anchors are kept under ``RawHTMLAnchors/prefix``: `id="x"` becomes `id="user-content-x"`,
///   `<a name="x">` becomes `<a id="user-content-x">`, id references (`headers`,
///   `aria-labelledby`…) follow, and `href="#x"` does too when `x` is one of the document's
///   anchor names;
/// - the URLs of kept `href`, `src` and `srcset` attributes go through the caller's
///   ``URLResolver`` after the scheme check (``RawHTMLURLs``), so raw HTML links and images
///   are resolved and checked like Markdown's;
/// - other elements lose their tags and keep their text, except those whose content is not
///   text for a reader (`<script>`, `<style>`, `<iframe>`, `<textarea>`, `<template>`…), which go
///   with their content;
/// - comments and doctypes go; a `<` that does not start complete markup inside the fragment
///   becomes `&lt;`, so the output never leaves the browser inside a tag, a comment or a
///   raw-text element;
/// - allowed tags are placed as the HTML standard's tree construction places them, with every
///   implied end tag and start tag written out, and tags a browser would place elsewhere are
///   dropped (``HTMLOpenElements``), so the browser's open elements are the ones the caller
///   closes at the article's end.
///
/// Every removal except comments is reported, with its place in the fragment.
public enum HTMLSanitizer {
    /// The safe form of one HTML fragment, and the removed element it leaves open.
    public struct Output: Sendable, Equatable {
        /// HTML holding only allowed elements, attributes and URLs.
        public var html: String
        /// The element removed with its content (`script`, `template`…) whose end tag the
        /// fragment lacks; the content that follows, up to that end tag, is not for readers.
        public var unclosedRemovedElement: String?
        /// The ids (prefixed) of the anchors the fragment kept, in order.
        public var anchors: [String] = []
    }

    /// Maps a kept URL (an `href`, a `src`, one `srcset` candidate), character references
    /// decoded and anchors already prefixed, found at a place in the fragment, to the URL to
    /// write; `nil` keeps it as written.
    public typealias URLResolver = (_ url: String, _ position: SourcePosition) -> String?

    /// The safe form of `fragment`.
    /// - Parameters:
    ///   - fragment: Raw HTML as the Markdown parser gives it.
    ///   - report: Called once for each element or attribute removed, in source order.
    /// - Returns: HTML holding only allowed elements, attributes and URLs.
    public static func sanitize(_ fragment: String, report: (HTMLRemoval) -> Void = { _ in }) -> String {
        var openElements = HTMLOpenElements()
        return sanitize(fragment, continuingInside: nil, openElements: &openElements, report: report).html
    }

    /// The safe form of `fragment`, which may continue the content of a removed element.
    ///
    /// Inline HTML needs this: in `a <script>x</script> b` the parser gives `<script>` and
    /// `</script>` as two nodes with Markdown text between them.
    /// - Parameters:
    ///   - fragment: Raw HTML as the Markdown parser gives it.
    ///   - removedElement: The ``Output/unclosedRemovedElement`` of the previous fragment of the
    ///     same paragraph, if any: the fragment starts inside that element's content.
    ///   - openElements: The allowed elements earlier fragments opened and did not close, and
    ///     the Markdown elements around; updated. Tags are placed as a browser would place them
    ///     and written out explicitly (see ``HTMLOpenElements``); an end tag of an element that
    ///     raw HTML did not open inside the current Markdown element is dropped, so raw HTML can
    ///     never close the page's own elements around the article nor Markdown's.
    ///   - anchorNames: The anchor names the whole document's raw HTML defines
    ///     (``RawHTMLAnchors/names(in:)``): `href="#x"` to one of them is rewritten to the prefixed id.
    ///   - resolveURL: Maps each URL the scheme policy lets through, with its place in the
    ///     fragment; by default URLs stay as written.
    ///   - report: Called once for each element or attribute removed, in source order.
    public static func sanitize(
        _ fragment: String, continuingInside removedElement: String?, openElements: inout HTMLOpenElements,
        anchorNames: Set<String> = [], resolveURL: URLResolver = { _, _ in nil },
        report: (HTMLRemoval) -> Void
    ) -> Output {
        guard removedElement != nil || fragment.utf8.contains(where: { $0 == 0x3C || $0 == 0x3E }) else {
            return Output(html: fragment)
        }
        var tokenizer = HTMLFragmentTokenizer(fragment)
        var output = ""
        output.reserveCapacity(fragment.utf8.count)
        /// The nesting depth of the `<template>` whose content is being dropped.
        var droppedTemplates = 0
        /// The raw-text element whose end tag the fragment lacks.
        var unclosed: String?
        var anchors: [String] = []
        if let removedElement {
            // The fragment starts inside the content, right after the removed start tag.
            unclosed = skipContent(of: removedElement, in: &tokenizer, templates: &droppedTemplates)
        }
        var positions = FragmentPositions(tokenizer.bytes)
        func place(_ offset: Int) -> SourcePosition { positions.position(of: offset) }
        while let span = tokenizer.next() {
            switch span.token {
            case .text(let text):
                guard droppedTemplates == 0 else { break }
                if openElements.isInTableStructure, !text.utf8.allSatisfy(HTMLFragmentTokenizer.isWhitespace) {
                    // A browser would move it in front of the table.
                    report(HTMLRemoval(kind: .textInTable, position: place(span.offset)))
                } else {
                    output += escapeText(text)
                }
            case .comment:
                break
            case .endTag(let name):
                if droppedTemplates > 0 {
                    if name == "template" { droppedTemplates -= 1 }
                } else if HTMLAllowList.elements[name] != nil, let closers = openElements.endTag(name) {
                    output += closers
                }
            case .startTag(let tag):
                if droppedTemplates > 0 {
                    unclosed = skipContent(of: tag.name, in: &tokenizer, templates: &droppedTemplates)
                } else if HTMLAllowList.elements[tag.name] != nil {
                    switch openElements.startTag(tag.name, isVoid: HTMLAllowList.voidElements.contains(tag.name)) {
                    case .insert(let before):
                        output += before
                        output += serialise(
                            tag, anchorNames: anchorNames, resolveURL: { resolveURL($0, place($1)) }
                        ) { report(HTMLRemoval(kind: $0, position: place($1))) }
                        if let anchor = RawHTMLAnchors.anchorName(of: tag) {
                            anchors.append(RawHTMLAnchors.prefixed(anchor))
                        }
                    case .drop(let before, let reason):
                        output += before
                        report(HTMLRemoval(kind: .misplaced(tag.name, reason: reason), position: place(span.offset)))
                    }
                } else {
                    let removesContent = HTMLAllowList.removal(of: tag.name) != .tagOnly
                    unclosed = skipContent(of: tag.name, in: &tokenizer, templates: &droppedTemplates)
                    let kind: HTMLRemoval.Kind = removesContent ? .elementWithContent(tag.name) : .element(tag.name)
                    report(HTMLRemoval(kind: kind, position: place(span.offset)))
                }
            }
        }
        output += openElements.endOfFragment()
        return Output(
            html: output, unclosedRemovedElement: droppedTemplates > 0 ? "template" : unclosed, anchors: anchors)
    }

    /// Skips what goes with a removed element's start tag.
    /// - Returns: The element when its content runs past the end of the fragment (raw text
    ///   without its end tag, `<plaintext>`); templates are counted in `templates` instead.
    private static func skipContent(
        of element: String, in tokenizer: inout HTMLFragmentTokenizer, templates: inout Int
    ) -> String? {
        switch HTMLAllowList.removal(of: element) {
        case .tagOnly: return nil
        case .withRawText: return tokenizer.skipRawText(closing: element) ? nil : element
        case .withMarkup:
            templates += 1
            return nil
        case .toEnd:
            tokenizer.skipToEnd()
            return element
        }
    }

    /// An allowed start tag with only its allowed attributes, its anchors prefixed (see
    /// ``RawHTMLAnchors``) and its URLs resolved by `resolveURL`, which gets each URL and the
    /// offset of its attribute; `report` gets each removal and the offset of the attribute.
    private static func serialise(
        _ tag: HTMLTag, anchorNames: Set<String>, resolveURL: (String, Int) -> String?,
        report: (HTMLRemoval.Kind, Int) -> Void
    ) -> String {
        var result = "<" + tag.name
        var seen: Set<String> = []
        let hasID = tag.attributes.contains { $0.name == "id" }
        for var attribute in tag.attributes {
            // `<a name>` is the old spelling of an id: written as one, unless the tag has an id.
            if tag.name == "a", attribute.name == "name" {
                guard !hasID else { continue }
                attribute.name = "id"
            }
            // A browser keeps the first of repeated attributes; later ones never count.
            guard seen.insert(attribute.name).inserted else { continue }
            if let removal = problem(with: attribute, on: tag.name) {
                report(removal, attribute.offset)
                continue
            }
            guard let value = attribute.value else {
                result += " " + attribute.name
                continue
            }
            let kept = anchorValue(of: attribute.name, value, anchorNames: anchorNames)
            guard var kept else { continue }
            // The scheme policy has passed the value as written; the resolved one is checked too.
            kept = RawHTMLURLs.resolve(kept, of: attribute.name) { resolveURL($0, attribute.offset) }
            result += " " + attribute.name + "=\"" + HTMLEscaping.escape(kept) + "\""
        }
        return result + ">"
    }

    /// An attribute's value with the anchors it names prefixed; `nil` drops an empty `id`.
    private static func anchorValue(of name: String, _ value: String, anchorNames: Set<String>) -> String? {
        if name == "id" { return value.isEmpty ? nil : RawHTMLAnchors.prefixed(value) }
        if RawHTMLAnchors.idReferenceAttributes.contains(name) { return RawHTMLAnchors.prefixedReferences(value) }
        if name == "href", value.hasPrefix("#"), anchorNames.contains(String(value.dropFirst())) {
            return "#" + RawHTMLAnchors.prefixed(String(value.dropFirst()))
        }
        return value
    }

    /// Why `attribute` may not stay on `element`, or `nil` when it may.
    private static func problem(with attribute: HTMLAttribute, on element: String) -> HTMLRemoval.Kind? {
        let name = attribute.name
        if name.hasPrefix("on") { return .eventHandler(attribute: name, element: element) }
        if name == "style" { return .style(element: element) }
        guard HTMLAllowList.allows(name, on: element) else { return .attribute(name, element: element) }
        if let use = HTMLAllowList.urlAttributes[name], let value = attribute.value,
            !URLSchemePolicy.allows(value, as: use)
        {
            let scheme = use == .imageCandidates ? nil : URLSchemePolicy.scheme(of: value)
            return .url(attribute: name, element: element, scheme: scheme)
        }
        return nil
    }

    /// Text as written, with `<` and `>` escaped: a `<` the tokenizer left as text starts no
    /// markup in the browser either.
    private static func escapeText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The line and column of the byte at `offset`; CRLF and a lone CR count as one line break.
    static func position(of offset: Int, in bytes: [UInt8]) -> SourcePosition {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) {
            let byte = bytes[index]
            let isBreak =
                byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
            if isBreak {
                line += 1
                lineStart = index + 1
            }
        }
        let column = String(decoding: bytes[lineStart..<max(lineStart, min(offset, bytes.count))], as: UTF8.self)
        return SourcePosition(line: line, column: column.count + 1)
    }
}
