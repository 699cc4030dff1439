/// Lowercasing and the other foldings a search word gets before it is stemmed, for the Latin
/// and Cyrillic letters the diary uses (the standard library's Unicode tables are not
/// available in Embedded Swift).
enum LetterFolding {
    /// Appends `scalar` to `word` folded: lowercased, `ё` as `е`, typographic apostrophes as `'`.
    /// A combining breve after «и» makes «й»; other combining marks (stress accents) are dropped.
    static func appendFolded(_ scalar: Unicode.Scalar, to word: inout [Unicode.Scalar]) {
        switch scalar.value {
        case 0x0306:
            if word.last == "и" { word[word.count - 1] = "й" }
        case 0x0300...0x036F:
            break
        case 0x2018, 0x2019, 0x02BC:
            word.append("'")
        default:
            let lower = lowercase(scalar)
            word.append(lower == "ё" ? "е" : lower)
        }
    }

    /// The lowercase form of a Latin or Cyrillic letter; any other scalar unchanged.
    static func lowercase(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        let lower: UInt32
        switch value {
        case 0x41...0x5A, 0xC0...0xD6, 0xD8...0xDE, 0x0410...0x042F:
            lower = value + 0x20
        case 0x0400...0x040F:
            lower = value + 0x50
        case 0x0130:
            lower = 0x69
        case 0x0178:
            lower = 0xFF
        case 0x0100...0x012F, 0x0132...0x0137, 0x014A...0x0177, 0x0460...0x0481, 0x048A...0x04BF, 0x04D0...0x052F:
            lower = value | 1
        case 0x0139...0x0148, 0x0179...0x017E, 0x04C1...0x04CE:
            lower = value % 2 == 1 ? value + 1 : value
        case 0x04C0:
            lower = 0x04CF
        default:
            lower = value
        }
        return Unicode.Scalar(lower) ?? scalar
    }

    /// Whether the scalar is an upper-case Latin or Cyrillic letter.
    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        lowercase(scalar) != scalar
    }

    /// Whether the scalar is a Latin letter: ASCII, Latin-1 and Latin Extended-A and -B.
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x024F: true
        default: false
        }
    }

    /// Whether the scalar is a Cyrillic letter.
    static func isCyrillicLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0400...0x0481, 0x048A...0x052F: true
        default: false
        }
    }

    /// Whether the scalar is an ASCII digit.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// Whether the scalar is a combining mark that belongs to the letter before it.
    static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x0300 && scalar.value <= 0x036F
    }

    /// Whether the scalar is an apostrophe: `'`, `‘`, `’` or `ʼ`.
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x27, 0x2018, 0x2019, 0x02BC: true
        default: false
        }
    }
}
