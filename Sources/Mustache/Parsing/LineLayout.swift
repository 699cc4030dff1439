/// Decides which tags stand alone on their lines, pairs opening and closing tags, and
/// reports mismatched or unclosed pairs.
///
/// A standalone tag takes its whole line with it: the whitespace before it and the line
/// break after it are removed from the output. The rules follow the spec, plus two from the
/// inheritance spec: a parent pair `{{<p}}…{{/p}}` is standalone when it starts a line and its
/// closing tag ends one, and inside a parent, where text is ignored, a block's opening tag
/// only needs to end its line and its closing tag only needs to start one.
struct LineLayout {
    /// How the content of a `{{$block}}` sits in its template.
    enum BlockPlacement {
        /// The opening tag stands alone: the content starts on the next line, and that
        /// line's indentation is the block's own.
        case ownLines
        /// The pair starts and ends a line, but the opening tag shares its line with
        /// content: the whitespace before the tag indents the content's later lines.
        case indentedPair
        /// Anything else: the content is placed as written.
        case inline
    }

    /// Per token: text removed because a standalone tag took its line.
    private(set) var isRemoved: [Bool]
    /// Per token: a tag whose line is removed, so it does not start an output line.
    private(set) var isStandalone: [Bool]
    /// Per token: an opening tag directly inside a parent pair, where only blocks count.
    private(set) var isInsideParent: [Bool]
    /// Per token: the placement of a block's content (opening block tags only).
    private(set) var blockPlacement: [BlockPlacement]

    private let tokens: [Token]
    private let source: TemplateSource

    /// Analyses a token list.
    /// - Throws: ``MustacheError`` for a closing tag without a matching opening tag, an
    ///   opening tag that is never closed, or pairs nested deeper than
    ///   ``MustacheTemplate/maximumNestingDepth``.
    init(tokens: [Token], source: TemplateSource) throws(MustacheError) {
        self.tokens = tokens
        self.source = source
        isRemoved = Array(repeating: false, count: tokens.count)
        isStandalone = isRemoved
        isInsideParent = isRemoved
        blockPlacement = Array(repeating: .inline, count: tokens.count)
        try analyse()
    }

    private mutating func analyse() throws(MustacheError) {
        var openTags: [Int] = []
        for index in tokens.indices {
            guard let kind = tokens[index].tagKind else { continue }
            switch kind {
            case .variable, .unescapedVariable:
                break
            case .comment, .setDelimiters, .partial:
                if standsAlone(index) { removeLine(of: index) }
            case .section, .invertedSection, .parent, .block:
                guard openTags.count < MustacheTemplate.maximumNestingDepth else { throw nestedTooDeep(index) }
                isInsideParent[index] = openTags.last.map { tokens[$0].tagKind == .parent } ?? false
                openTags.append(index)
            case .close:
                guard let open = openTags.popLast() else { throw unexpectedClose(index) }
                guard tokens[open].name == tokens[index].name else { throw mismatchedClose(index, open: open) }
                layOutPair(open: open, close: index)
            }
        }
        if let open = openTags.last { throw unclosed(open) }
    }

    private mutating func layOutPair(open: Int, close: Int) {
        switch tokens[open].tagKind {
        case .block where isInsideParent[open]:
            if clearsRight(open) {
                blockPlacement[open] = .ownLines
                removeTrailingWhitespace(of: open)
            }
            if clearsLeft(close) { removeLeadingWhitespace(of: close) }
            // The content ends here; the rest of the line is ignored parent text.
            isStandalone[close] = true
        case .block:
            if standsAlone(open) {
                blockPlacement[open] = .ownLines
                removeLine(of: open)
            } else if clearsLeft(open) && clearsRight(close) {
                blockPlacement[open] = .indentedPair
            }
            if standsAlone(close) { removeLine(of: close) }
        case .parent:
            guard clearsRight(close), clearsLeft(open) || clearsLeft(close) else { break }
            removeTrailingWhitespace(of: close)
            isStandalone[close] = true
            if clearsLeft(open) {
                removeLeadingWhitespace(of: open)
                isStandalone[open] = true
            }
        default:
            if standsAlone(open) { removeLine(of: open) }
            if standsAlone(close) { removeLine(of: close) }
        }
    }

    // MARK: - Line checks

    private func standsAlone(_ index: Int) -> Bool {
        clearsLeft(index) && clearsRight(index)
    }

    /// Whether only spaces and tabs precede the tag on its line.
    private func clearsLeft(_ index: Int) -> Bool {
        let previous = index - 1
        guard previous >= 0 else { return true }
        guard tokens[previous].kind == .text else { return false }
        if endsLine(previous) { return true }
        return isBlank(previous) && startsLine(previous)
    }

    /// Whether only spaces and tabs follow the tag on its line.
    private func clearsRight(_ index: Int) -> Bool {
        let next = index + 1
        guard next < tokens.count else { return true }
        guard tokens[next].kind == .text else { return false }
        return isBlank(next) && (endsLine(next) || next == tokens.count - 1)
    }

    private func startsLine(_ index: Int) -> Bool {
        index == 0 || (tokens[index - 1].kind == .text && endsLine(index - 1))
    }

    private func endsLine(_ index: Int) -> Bool {
        source.bytes[tokens[index].range.upperBound - 1] == .newline
    }

    /// Whether a text token holds only spaces and tabs, before an optional line break.
    private func isBlank(_ index: Int) -> Bool {
        var bytes = source.bytes[tokens[index].range]
        if bytes.last == .newline { bytes = bytes.dropLast() }
        if bytes.last == .carriageReturn { bytes = bytes.dropLast() }
        return bytes.allSatisfy(\.isInlineWhitespace)
    }

    // MARK: - Removal

    private mutating func removeLine(of index: Int) {
        removeLeadingWhitespace(of: index)
        removeTrailingWhitespace(of: index)
        isStandalone[index] = true
    }

    private mutating func removeLeadingWhitespace(of index: Int) {
        let previous = index - 1
        if previous >= 0, tokens[previous].kind == .text, !endsLine(previous) { isRemoved[previous] = true }
    }

    private mutating func removeTrailingWhitespace(of index: Int) {
        let next = index + 1
        if next < tokens.count, tokens[next].kind == .text { isRemoved[next] = true }
    }

    // MARK: - Errors

    private func unexpectedClose(_ index: Int) -> MustacheError {
        let token = tokens[index]
        let tag = token.delimiters.spell("/", token.name)
        let opening = token.delimiters.spell("#", token.name)
        return .syntax(
            "closing tag \(tag) has no opening tag: remove it or open the section with \(opening) before it",
            at: source.location(of: token.range.lowerBound))
    }

    private func mismatchedClose(_ index: Int, open: Int) -> MustacheError {
        let token = tokens[index]
        let opening = tokens[open]
        let openLocation = source.location(of: opening.range.lowerBound)
        let kind = opening.tagKind?.pairDescription ?? "section"
        return .syntax(
            "closing tag \(token.delimiters.spell("/", token.name)) does not match the open \(kind) "
                + "'\(opening.name)' from line \(openLocation.line), column \(openLocation.column): "
                + "close it first with \(token.delimiters.spell("/", opening.name))",
            at: source.location(of: token.range.lowerBound))
    }

    private func nestedTooDeep(_ index: Int) -> MustacheError {
        let token = tokens[index]
        let kind = token.tagKind?.pairDescription ?? "section"
        return .syntax(
            "\(kind) '\(token.name)' is nested more than \(MustacheTemplate.maximumNestingDepth) deep "
                + "in sections, parents and blocks: close some of them before it or move it into a partial",
            at: source.location(of: token.range.lowerBound))
    }

    private func unclosed(_ index: Int) -> MustacheError {
        let token = tokens[index]
        let kind = token.tagKind?.pairDescription ?? "section"
        return .syntax(
            "\(kind) '\(token.name)' is never closed: add \(token.delimiters.spell("/", token.name)) where it ends",
            at: source.location(of: token.range.lowerBound))
    }
}
