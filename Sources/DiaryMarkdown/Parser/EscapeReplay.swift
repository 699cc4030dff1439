/// Finds which bytes of a text node's decoded literal the author wrote as a backslash escape or a
/// character reference, by decoding the node's source bytes again, step by step.
///
/// cmark-gfm hands over text already decoded, and the autolink extension merges neighbouring text
/// nodes, so `a \"b\"` arrives as one literal `a "b"`. The node's byte range on its line still
/// covers what the author typed, and replaying that range against the literal shows where each
/// literal byte came from. The replay is its own check: it must reproduce the literal byte for
/// byte, else the answer is `nil` and the caller treats the literal as plain text (what typography
/// saw before). That happens only where cmark's columns are off (lazy continuation lines, cells
/// after an escaped pipe) or absent (text the autolink extension split off).
enum EscapeReplay {
    /// The byte ranges of `literal` that `source` writes as escapes or character references.
    ///
    /// For a text node (`exact` false), source bytes after the literal is complete are ignored
    /// and emphasis delimiters the literal lacks are skipped: cmark trims spaces before a line
    /// break and shortens delimiter runs, not the node's range, when emphasis takes delimiters.
    /// - Parameters:
    ///   - literal: The decoded text, as UTF-8.
    ///   - source: What the author wrote: a text node's bytes from its start to its end column.
    ///   - exact: Whether all of `source`, and nothing else, must decode to `literal` (for a link
    ///     destination).
    /// - Returns: The ranges in document order, or `nil` when `source` does not decode to `literal`.
    static func escapedRanges(in literal: [UInt8], source: ArraySlice<UInt8>, exact: Bool = false) -> [Range<Int>]? {
        var ranges: [Range<Int>] = []
        var index = source.startIndex
        var offset = 0
        while offset < literal.count {
            guard index < source.endIndex else { return nil }
            let byte = source[index]
            if byte == ASCII.backslash, index + 1 < source.endIndex, ASCII.isPunctuation(source[index + 1]),
                literal[offset] == source[index + 1]
            {
                ranges.append(offset..<offset + 1)
                index += 2
                offset += 1
            } else if byte == ASCII.ampersand,
                let (length, end) = reference(in: source, at: index, literal: literal, offset: offset)
            {
                ranges.append(offset..<offset + length)
                index = end
                offset += length
            } else if byte == literal[offset] {
                index += 1
                offset += 1
            } else if !exact, ASCII.emphasisDelimiters.contains(byte) {
                // A delimiter emphasis used: cmark shortens the literal, not the node's range.
                index += 1
            } else {
                return nil
            }
        }
        return !exact || index == source.endIndex ? ranges : nil
    }

    // MARK: Character references

    /// The reference starting at the `&` at `start`, if cmark decoded it into the literal at
    /// `offset`: how many literal bytes it became, and the source index after its `;`.
    private static func reference(
        in source: ArraySlice<UInt8>, at start: Int, literal: [UInt8], offset: Int
    ) -> (length: Int, end: Int)? {
        guard let semicolon = source[start...].prefix(ASCII.longestReference + 2).firstIndex(of: ASCII.semicolon)
        else { return nil }
        let body = source[(start + 1)..<semicolon]
        let end = semicolon + 1
        let rest = literal[offset...]
        if body.first == ASCII.hash {
            guard let decoded = numericReference(body.dropFirst()), rest.starts(with: decoded) else { return nil }
            return (decoded.count, end)
        }
        guard body.count >= 2, body.allSatisfy(ASCII.isAlphanumeric) else { return nil }
        let name = String(decoding: body, as: UTF8.self)
        if let decoded = knownReferences[name] {
            let bytes = Array(decoded.utf8)
            return rest.starts(with: bytes) ? (bytes.count, end) : nil
        }
        // A name this table lacks: left as written when the literal has it, else cmark decoded it
        // into one or two scalars, whichever lets the replay go on.
        if rest.starts(with: source[start..<end]) { return nil }
        let first = ASCII.scalarLength(leadingByte: literal[offset])
        let second = offset + first < literal.count ? ASCII.scalarLength(leadingByte: literal[offset + first]) : 0
        let lengths = second > 0 ? [first, first + second] : [first]
        let next = firstDecodedByte(in: source, at: end)
        return lengths.first { length in
            let after = offset + length
            return after == literal.count || (after < literal.count && (next == nil || literal[after] == next))
        }.map { ($0, end) }
    }

    /// The first byte the source at `index` decodes to, or `nil` when that is not known (the end,
    /// a reference this table lacks, a delimiter emphasis may have taken).
    private static func firstDecodedByte(in source: ArraySlice<UInt8>, at index: Int) -> UInt8? {
        guard index < source.endIndex, !ASCII.emphasisDelimiters.contains(source[index]) else { return nil }
        let byte = source[index]
        if byte == ASCII.backslash, index + 1 < source.endIndex, ASCII.isPunctuation(source[index + 1]) {
            return source[index + 1]
        }
        guard byte == ASCII.ampersand,
            let semicolon = source[index...].prefix(ASCII.longestReference + 2).firstIndex(of: ASCII.semicolon)
        else { return byte }
        let body = source[(index + 1)..<semicolon]
        if body.first == ASCII.hash { return numericReference(body.dropFirst())?.first ?? byte }
        guard body.count >= 2, body.allSatisfy(ASCII.isAlphanumeric) else { return byte }
        return knownReferences[String(decoding: body, as: UTF8.self)]?.utf8.first
    }

    /// The UTF-8 of `&#…;` from what follows the `#`, decoded as cmark does: one to eight decimal
    /// or hexadecimal digits; zero, surrogates and values past Unicode give U+FFFD.
    private static func numericReference(_ digits: ArraySlice<UInt8>) -> [UInt8]? {
        let isHex = digits.first == UInt8(ascii: "x") || digits.first == UInt8(ascii: "X")
        let number = isHex ? digits.dropFirst() : digits
        guard (1...8).contains(number.count) else { return nil }
        var value: UInt32 = 0
        for digit in number {
            guard let digitValue = ASCII.digitValue(digit, hex: isHex) else { return nil }
            value = min(value * (isHex ? 16 : 10) + digitValue, 0x11_0000)
        }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return Array(String(scalar ?? "\u{FFFD}").utf8)
    }

    /// Named references with their text: the sanitiser's list, which holds every one a diary
    /// types, and `QUOT`, the other spelling of a straight quote.
    private static let knownReferences: [String: String] = CharacterReferences.named.merging(["QUOT": "\""]) {
        first, _ in first
    }
}
