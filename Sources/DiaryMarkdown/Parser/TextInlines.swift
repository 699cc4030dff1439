/// Turns the literal of a cmark text node into ``Inline/text(_:)`` and, for the characters
/// typography would rewrite but the author escaped, ``Inline/escapedText(_:)``.
enum TextInlines {
    /// Whether `byte` is a character ``RussianTypography`` rewrites: a quote, a hyphen of a dash,
    /// a dot of an ellipsis.
    @inline(__always)
    static func isTypographic(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The inlines for one text node.
    /// - Parameters:
    ///   - literal: The node's decoded text.
    ///   - sources: Where the node's bytes may be in the parsed text, most likely first (cmark's
    ///     columns drift on continuation lines); empty when cmark gave it no range. Only
    ///     evaluated when the literal holds a typographic character.
    ///   - escapesNearby: Whether the node's block writes a typographic character as an escape
    ///     somewhere (``hasTypographicEscape(_:)`` of any of its lines); when it does not, the
    ///     literal is one ``Inline/text(_:)``.
    /// - Returns: The literal as one ``Inline/text(_:)``, or split around escaped typographic
    ///   characters when ``EscapeReplay`` can tell which they are from one of `sources`. When it
    ///   cannot (a cell after an escaped pipe, text the autolink extension split off) but the block
    ///   has escapes, every typographic character of the node is kept as typed: typography never
    ///   rewrites what the author escaped, at the price of leaving some quotes straight.
    static func inlines(
        literal: String, sources: @autoclosure () -> [ArraySlice<UInt8>], escapesNearby: Bool = false
    ) -> [Inline] {
        // Without an escape of a typographic character on the block's lines, none of the node's
        // characters was escaped, and the sources need not be looked at.
        guard escapesNearby, literal.utf8.contains(where: isTypographic) else { return [.text(literal)] }
        let sources = sources()
        let bytes = Array(literal.utf8)
        let withEscapes = sources.filter { source in
            source.contains { $0 == ASCII.backslash || $0 == ASCII.ampersand }
        }
        // A range without a backslash or an ampersand: the node escapes nothing.
        if withEscapes.count < sources.count { return [.text(literal)] }
        let replayed = withEscapes.lazy.compactMap { EscapeReplay.escapedRanges(in: bytes, source: $0) }.first
        guard let ranges = replayed ?? (escapesNearby ? typographicRuns(in: bytes) : nil) else {
            return [.text(literal)]
        }
        var inlines: [Inline] = []
        var plainStart = 0
        for range in ranges where bytes[range].allSatisfy(isTypographic) {
            if plainStart < range.lowerBound {
                inlines.append(.text(String(decoding: bytes[plainStart..<range.lowerBound], as: UTF8.self)))
            }
            inlines.append(.escapedText(String(decoding: bytes[range], as: UTF8.self)))
            plainStart = range.upperBound
        }
        if plainStart < bytes.count {
            inlines.append(.text(String(decoding: bytes[plainStart...], as: UTF8.self)))
        }
        return inlines
    }

    /// Whether `line` writes a typographic character as a backslash escape (`\"`, `\-`, `\.`) or
    /// may write one as a character reference (`&quot;`, `&#34;`, `&period;` …).
    static func hasTypographicEscape(_ line: [UInt8]) -> Bool {
        guard ASCII.containsEscapeStart(line[...]) else { return false }
        for index in line.indices {
            switch line[index] {
            case ASCII.backslash:
                if index + 1 < line.endIndex, isTypographic(line[index + 1]) { return true }
            case ASCII.ampersand:
                // Any character reference may decode to a quote, hyphen or dot (`&#34;`, `&period;`).
                let rest = line[(index + 1)...].prefix(ASCII.longestReference + 2)
                if let first = rest.first, first == ASCII.hash || ASCII.isAlphanumeric(first),
                    rest.contains(ASCII.semicolon)
                {
                    return true
                }
            default:
                continue
            }
        }
        return false
    }

    /// Each typographic byte of `bytes` as its own range.
    private static func typographicRuns(in bytes: [UInt8]) -> [Range<Int>] {
        bytes.indices.filter { isTypographic(bytes[$0]) }.map { $0..<$0 + 1 }
    }
}
