extension MarkdownDocument {
    /// The number of words of the prose (code excluded), for reading time.
    public var wordCount: Int { WordCount.words(in: plainText()) }
}

/// Counts words the way a reader does: runs of characters between whitespace and em dashes that
/// hold at least one letter or digit.
public enum WordCount {
    /// The number of words in `text`.
    ///
    /// Diary prose is ASCII, Russian letters and a little typographic punctuation; for such text
    /// every scalar is a grapheme of its own (a CRLF is two separators), so the words are counted
    /// on Unicode scalars with known properties. Any other scalar sends the whole text through
    /// `Character`s, whose rules (a combining mark joins the character before it) then decide.
    public static func words(in text: String) -> Int {
        scalarWordCount(text) ?? characterWordCount(text)
    }

    /// What a scalar of the fast path is.
    private enum Kind {
        case separator
        case wordCharacter
        case other
    }

    /// The count over scalars, or `nil` when a scalar is outside the set whose properties are known.
    ///
    /// Reads the UTF-8 bytes: an ASCII byte is classed as it is, a longer scalar is decoded first.
    private static func scalarWordCount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8(scalarWordCount)
    }

    /// ``scalarWordCount(_:)`` over the UTF-8 bytes of a string (valid UTF-8: every lead byte has
    /// its continuation bytes).
    ///
    /// A word ends at a separator and counts when it holds a letter or digit, so the only state is
    /// whether the word being read has one yet.
    private static func scalarWordCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var count = 0
        var wordHasLetter = false
        var offset = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while offset < bytes.count {
            if offset + 8 <= bytes.count {
                let chunk = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
                if chunk & ASCIIChunk.high == 0 {
                    ASCIIChunk(chunk).count(into: &count, wordHasLetter: &wordHasLetter)
                    offset += 8
                    continue
                }
            }
            let lead = bytes[offset]
            if lead < 0x80 {
                offset += 1
                if lead &- 0x30 < 10 || (lead | 0x20) &- 0x61 < 26 {
                    wordHasLetter = true
                } else if lead == 0x20 || lead &- 0x09 < 5 {
                    if wordHasLetter { count += 1 }
                    wordHasLetter = false
                }
                continue
            }
            let value: UInt32
            if lead < 0xE0 {
                value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                offset += 2
            } else if lead < 0xF0 {
                value =
                    UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
                    | UInt32(bytes[offset + 2] & 0x3F)
                offset += 3
            } else {
                return nil  // outside the Basic Multilingual Plane: never a known scalar
            }
            switch nonASCIIKind(of: value) {
            case .separator:
                if wordHasLetter { count += 1 }
                wordHasLetter = false
            case .wordCharacter: wordHasLetter = true
            case .other: break
            case nil: return nil
            }
        }
        return wordHasLetter ? count + 1 : count
    }

    /// The kind of a scalar above ASCII that never joins its neighbours into one character, or `nil`.
    private static func nonASCIIKind(of value: UInt32) -> Kind? {
        switch value {
        case 0xA0, 0x2014: .separator
        case 0x400...0x45F: .wordCharacter
        case 0xAB, 0xBB, 0x2013, 0x2018, 0x2019, 0x201C...0x201E, 0x2026: .other
        default: nil
        }
    }

    /// The general definition, on grapheme clusters.
    private static func characterWordCount(_ text: String) -> Int {
        text.split { $0.isWhitespace || $0 == "\u{2014}" }.filter { word in
            word.contains { $0.isLetter || $0.isNumber }
        }.count
    }
}

/// Eight ASCII bytes of text, classed at once: the high bit of each byte (lane) that is a letter
/// or digit, and of each that is a separator, as ``WordCount`` classes ASCII one byte at a time.
private struct ASCIIChunk {
    static let high: UInt64 = 0x8080_8080_8080_8080

    /// Letters and digits.
    let wordCharacters: UInt64
    /// The space and the controls `\t`, `\n`, vertical tab, form feed and `\r`.
    let separators: UInt64

    /// Classes `chunk`, whose bytes are all below 0x80.
    init(_ chunk: UInt64) {
        let letters = Self.lanes(of: chunk | 0x2020_2020_2020_2020, from: 0x61, through: 0x7A)
        wordCharacters = letters | Self.lanes(of: chunk, from: 0x30, through: 0x39)
        separators = Self.lanes(of: chunk, from: 0x20, through: 0x20) | Self.lanes(of: chunk, from: 0x09, through: 0x0D)
    }

    /// The high bit of each lane of `chunk` (ASCII bytes) within `low...high` (ASCII), exactly:
    /// with every lane below 0x80, no addition carries into the next lane.
    private static func lanes(of chunk: UInt64, from low: UInt8, through high: UInt8) -> UInt64 {
        let atLeastLow = chunk &+ UInt64(0x80 - low) &* 0x0101_0101_0101_0101
        let aboveHigh = chunk &+ UInt64(0x7F - high) &* 0x0101_0101_0101_0101
        return atLeastLow & ~aboveHigh & Self.high
    }

    /// Counts the words that end at the chunk's separators and carries whether the word being
    /// read has a letter or digit yet, as the byte-by-byte loop does.
    func count(into count: inout Int, wordHasLetter: inout Bool) {
        var separators = separators
        var pending = wordCharacters
        var hasLetter = wordHasLetter
        while separators != 0 {
            let below = (UInt64(1) << UInt64(separators.trailingZeroBitCount)) &- 1
            if hasLetter || pending & below != 0 { count += 1 }
            hasLetter = false
            pending &= ~below
            separators &= separators &- 1
        }
        wordHasLetter = hasLetter || pending != 0
    }
}
