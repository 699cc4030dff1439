/// A small, tolerant tokenizer for the HTML fragments of a Markdown document: one raw HTML block,
/// or one inline HTML node (often a lone start or end tag).
///
/// It follows the HTML standard's tokenizer where that decides what runs: attribute values in
/// double, single or no quotes, a `/` between attributes acting as a separator, attributes on end
/// tags, `<!-->` and `<!--->` ending a comment at once, `<!…>`, `<?…>` and `</…>` as bogus
/// comments. Unlike a browser, it never lets markup run past the end of the fragment: a tag or
/// comment without its closing `>` is text, so the fragment's `<` is escaped instead of the next
/// fragment's bytes being read as attributes.
struct HTMLFragmentTokenizer {
    /// The fragment's UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    private(set) var position = 0

    init(_ fragment: String) {
        bytes = Array(fragment.utf8)
    }

    /// The next token, or `nil` at the end of the fragment.
    mutating func next() -> HTMLTokenSpan? {
        guard position < bytes.count else { return nil }
        let start = position
        if bytes[start] == UInt8(ascii: "<"), let (token, end) = markup(at: start) {
            position = end
            return HTMLTokenSpan(token: token, offset: start)
        }
        var end = start + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "<") { end += 1 }
        position = end
        return HTMLTokenSpan(token: .text(String(decoding: bytes[start..<end], as: UTF8.self)), offset: start)
    }

    /// Skips the content of a raw-text element (`<script>`, `<style>`, `<textarea>`…) up to and
    /// including its end tag, or to the end of the fragment when there is none.
    /// - Returns: Whether the end tag was found.
    mutating func skipRawText(closing name: String) -> Bool {
        let needle = Array("</\(name)".utf8)
        var index = position
        while index + needle.count <= bytes.count {
            if zip(bytes[index..<index + needle.count], needle).allSatisfy({ $0 | 0x20 == $1 | 0x20 }),
                index + needle.count == bytes.count || Self.endsTagName(bytes[index + needle.count]),
                let (_, end) = markup(at: index)
            {
                position = end
                return true
            }
            index += 1
        }
        position = bytes.count
        return false
    }

    /// Skips the rest of the fragment (`<plaintext>`).
    mutating func skipToEnd() {
        position = bytes.count
    }

    // MARK: Markup

    /// The markup starting with the `<` at `start` and the offset after it, or `nil` when the
    /// `<` is text.
    private func markup(at start: Int) -> (HTMLToken, Int)? {
        guard start + 1 < bytes.count else { return nil }
        let next = bytes[start + 1]
        if CharacterReferences.isASCIILetter(next) {
            guard let (name, attributes, end) = tag(at: start + 1) else { return nil }
            return (.startTag(HTMLTag(name: name, attributes: attributes)), end)
        }
        switch next {
        case UInt8(ascii: "/"):
            guard start + 2 < bytes.count else { return nil }
            if bytes[start + 2] == UInt8(ascii: ">") { return (.comment, start + 3) }
            if CharacterReferences.isASCIILetter(bytes[start + 2]) {
                guard let (name, _, end) = tag(at: start + 2) else { return nil }
                return (.endTag(name: name), end)
            }
            return bogusComment(from: start + 2)
        case UInt8(ascii: "!"):
            if hasPrefix("--", at: start + 2) { return comment(from: start + 4) }
            return bogusComment(from: start + 2)
        case UInt8(ascii: "?"):
            return bogusComment(from: start + 1)
        default:
            return nil
        }
    }

    /// A comment's end after `<!--` at `start`: `-->` or `--!>`, or at once for `<!-->`, `<!--->`.
    private func comment(from start: Int) -> (HTMLToken, Int)? {
        if start < bytes.count, bytes[start] == UInt8(ascii: ">") { return (.comment, start + 1) }
        if hasPrefix("->", at: start) { return (.comment, start + 2) }
        var index = start
        while index < bytes.count {
            if hasPrefix("-->", at: index) { return (.comment, index + 3) }
            if hasPrefix("--!>", at: index) { return (.comment, index + 4) }
            index += 1
        }
        return nil
    }

    /// A bogus comment runs to the first `>`.
    private func bogusComment(from start: Int) -> (HTMLToken, Int)? {
        guard let close = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
        return (.comment, close + 1)
    }

    private func hasPrefix(_ text: String, at index: Int) -> Bool {
        let prefix = Array(text.utf8)
        return index + prefix.count <= bytes.count && bytes[index..<index + prefix.count].elementsEqual(prefix)
    }

    // MARK: Tags

    /// A tag name starting at `start`, its attributes and the offset after its `>`.
    private func tag(at start: Int) -> (String, [HTMLAttribute], Int)? {
        var index = start
        while index < bytes.count, !Self.endsTagName(bytes[index]) { index += 1 }
        let name = Self.lowercased(bytes[start..<index])
        var attributes: [HTMLAttribute] = []
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhitespace(byte) || byte == UInt8(ascii: "/") {
                index += 1
            } else if byte == UInt8(ascii: ">") {
                return (name, attributes, index + 1)
            } else {
                guard let (attribute, end) = attribute(at: index) else { return nil }
                attributes.append(attribute)
                index = end
            }
        }
        return nil
    }

    /// One attribute starting at `start`: a name (whose first byte may be `=`), then optionally
    /// `=` and a value in double quotes, single quotes or none.
    private func attribute(at start: Int) -> (HTMLAttribute, Int)? {
        var index = start + 1
        while index < bytes.count, !Self.endsAttributeName(bytes[index]) { index += 1 }
        let name = Self.lowercased(bytes[start..<index])
        var afterName = index
        while afterName < bytes.count, Self.isWhitespace(bytes[afterName]) { afterName += 1 }
        guard afterName < bytes.count, bytes[afterName] == UInt8(ascii: "=") else {
            return (HTMLAttribute(name: name, value: nil, offset: start), index)
        }
        index = afterName + 1
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let quote = bytes[index]
        let valueStart: Int
        let valueEnd: Int
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            valueStart = index + 1
            guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
            valueEnd = close
            index = close + 1
        } else {
            valueStart = index
            while index < bytes.count, !Self.isWhitespace(bytes[index]), bytes[index] != UInt8(ascii: ">") {
                index += 1
            }
            valueEnd = index
        }
        let value = CharacterReferences.decodeAttributeValue(bytes[valueStart..<valueEnd])
        return (HTMLAttribute(name: name, value: value, offset: start), index)
    }

    // MARK: Bytes

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func endsTagName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">")
    }

    private static func endsAttributeName(_ byte: UInt8) -> Bool {
        endsTagName(byte) || byte == UInt8(ascii: "=")
    }

    private static func lowercased(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
