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
    private static func scalarWordCount(_ text: String) -> Int? {
        var count = 0
        var inWord = false
        var wordHasLetter = false
        for scalar in text.unicodeScalars {
            guard let kind = kind(of: scalar) else { return nil }
            switch kind {
            case .separator:
                if inWord, wordHasLetter { count += 1 }
                inWord = false
                wordHasLetter = false
            case .wordCharacter:
                inWord = true
                wordHasLetter = true
            case .other:
                inWord = true
            }
        }
        return inWord && wordHasLetter ? count + 1 : count
    }

    /// The kind of a scalar that never joins its neighbours into one character, or `nil`.
    private static func kind(of scalar: Unicode.Scalar) -> Kind? {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x2014: .separator
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x400...0x45F: .wordCharacter
        case 0x00...0x7F, 0xAB, 0xBB, 0x2013, 0x2018, 0x2019, 0x201C...0x201E, 0x2026: .other
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
