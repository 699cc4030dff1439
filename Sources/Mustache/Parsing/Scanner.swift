/// Splits a template's source into text and tag tokens, following `{{=… …=}}` delimiter changes.
struct Scanner {
    private let source: TemplateSource
    private var delimiters = Delimiters.standard
    private var tokens: [Token] = []

    /// Tokenises a template.
    /// - Throws: ``MustacheError`` for an unclosed tag, a bad name or bad delimiters.
    static func tokens(of source: TemplateSource) throws(MustacheError) -> [Token] {
        var scanner = Scanner(source: source)
        try scanner.scan()
        return scanner.tokens
    }

    private init(source: TemplateSource) {
        self.source = source
    }

    private mutating func scan() throws(MustacheError) {
        var textStart = 0
        var offset = 0
        while offset < source.bytes.count {
            if source.matches(delimiters.open, at: offset) {
                appendText(textStart..<offset)
                offset = try readTag(at: offset)
                textStart = offset
            } else {
                offset += 1
            }
        }
        appendText(textStart..<source.bytes.count)
    }

    /// Appends text as one token per line, each ending after its newline.
    private mutating func appendText(_ range: Range<Int>) {
        var start = range.lowerBound
        for offset in range where source.bytes[offset] == .newline {
            tokens.append(Token(kind: .text, range: start..<(offset + 1), name: "", delimiters: delimiters))
            start = offset + 1
        }
        if start < range.upperBound {
            tokens.append(Token(kind: .text, range: start..<range.upperBound, name: "", delimiters: delimiters))
        }
    }

    /// Reads the tag opening at `start` and returns the offset just past it.
    private mutating func readTag(at start: Int) throws(MustacheError) -> Int {
        let sigilOffset = start + delimiters.open.count
        let sigil = sigilOffset < source.bytes.count ? source.bytes[sigilOffset] : 0
        let (kind, sigilLength, closer) = classify(sigil)
        let contentStart = sigilOffset + sigilLength
        guard let contentEnd = source.firstOffset(of: closer, from: contentStart) else {
            let closerText = String(decoding: closer, as: UTF8.self)
            throw .syntax("tag is not closed: add '\(closerText)' to end it", at: source.location(of: start))
        }
        let end = contentEnd + closer.count
        let content = trimmed(contentStart..<contentEnd)
        let location = source.location(of: start)
        // The tag keeps the delimiters it was written with, even when it changes them.
        let tagDelimiters = delimiters
        let name: String
        switch kind {
        case .comment:
            name = ""
        case .setDelimiters:
            name = ""
            try changeDelimiters(content, tag: source.text(start..<end), at: location)
        default:
            name = try validatedName(
                content, kind: kind, sigil: sigilLength > 0 ? String(UnicodeScalar(sigil)) : "", at: location)
        }
        tokens.append(Token(kind: .tag(kind), range: start..<end, name: name, delimiters: tagDelimiters))
        return end
    }

    /// The tag kind for a sigil, how many bytes the sigil takes, and what closes the tag.
    private func classify(_ sigil: UInt8) -> (TagKind, Int, [UInt8]) {
        switch UnicodeScalar(sigil) {
        case "{": (.unescapedVariable, 1, [UInt8(ascii: "}")] + delimiters.close)
        case "&": (.unescapedVariable, 1, delimiters.close)
        case "#": (.section, 1, delimiters.close)
        case "^": (.invertedSection, 1, delimiters.close)
        case "/": (.close, 1, delimiters.close)
        case "!": (.comment, 1, delimiters.close)
        case ">": (.partial, 1, delimiters.close)
        case "<": (.parent, 1, delimiters.close)
        case "$": (.block, 1, delimiters.close)
        case "=": (.setDelimiters, 1, [UInt8(ascii: "=")] + delimiters.close)
        default: (.variable, 0, delimiters.close)
        }
    }

    private func trimmed(_ range: Range<Int>) -> String {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, source.bytes[lower].isWhitespace { lower += 1 }
        while upper > lower, source.bytes[upper - 1].isWhitespace { upper -= 1 }
        return source.text(lower..<upper)
    }

    private mutating func changeDelimiters(_ content: String, tag: String, at location: SourceLocation)
        throws(MustacheError)
    {
        let parts = content.utf8.split(whereSeparator: { $0.isWhitespace })
        guard parts.count == 2 else {
            throw .syntax(
                "invalid delimiter tag \(tag): write two delimiters separated by a space, such as {{=<% %>=}}",
                at: location)
        }
        delimiters = Delimiters(open: Array(parts[0]), close: Array(parts[1]))
    }

    /// Checks a tag's name and normalises dynamic names to `*name`.
    private func validatedName(_ content: String, kind: TagKind, sigil: String, at location: SourceLocation)
        throws(MustacheError) -> String
    {
        guard !content.isEmpty else {
            let tag = delimiters.spell(sigil, "")
            throw .syntax("empty tag \(tag): write a name between the delimiters", at: location)
        }
        let isDynamic = content.hasPrefix("*") && [.partial, .parent, .close].contains(kind)
        let name = isDynamic ? String(content.dropFirst()).trimmingWhitespace() : content
        if name.utf8.contains(where: { $0.isWhitespace }) {
            throw .syntax(
                "name '\(name)' contains whitespace: write one name, such as 'title' or 'page.title'", at: location)
        }
        let isVariable = isDynamic || [.variable, .unescapedVariable, .section, .invertedSection].contains(kind)
        if isVariable && !Self.isDottedName(name) {
            throw .syntax(
                "invalid name '\(name)': write a name such as 'title' or 'page.title', with a word between dots",
                at: location)
        }
        return isDynamic ? "*" + name : name
    }

    /// `.` or words joined by single dots, such as `page.title`.
    private static func isDottedName(_ name: String) -> Bool {
        name == "." || !name.split(separator: ".", omittingEmptySubsequences: false).contains("")
    }
}

extension String {
    /// The string without leading and trailing whitespace (spaces, tabs and line breaks).
    func trimmingWhitespace() -> String {
        let bytes = Array(utf8)
        guard let first = bytes.firstIndex(where: { !$0.isWhitespace }),
            let last = bytes.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(decoding: bytes[first...last], as: UTF8.self)
    }
}
