/// Guesses a site's language from its articles when `site.yaml` names none: Russian when at
/// least a quarter of the letters of the articles' text are Cyrillic, else English.
struct LanguageDetection: Sendable {
    /// The share of Cyrillic letters from which a site counts as Russian.
    static let cyrillicShare = 0.25
    /// At most this many bytes of each article are read: a language shows in its first pages.
    static let bytesPerArticle = 64 * 1024

    private(set) var cyrillicLetters = 0
    private(set) var letters = 0

    /// Counts the letters of `text` (Unicode's `Alphabetic` property). ASCII and Cyrillic, nearly
    /// every letter of a diary, are answered without Unicode's property tables: looking each
    /// scalar up there was most of a build that changed nothing.
    mutating func add(_ text: some StringProtocol) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                let folded = value | 0x20
                if folded >= 0x61 && folded <= 0x7A { letters += 1 }
            } else if Self.cyrillic.contains(value) {
                if Self.cyrillicAlphabetic[Int(value - Self.cyrillic.lowerBound)] {
                    letters += 1
                    cyrillicLetters += 1
                }
            } else if scalar.properties.isAlphabetic {
                letters += 1
            }
        }
    }

    /// The Cyrillic and Cyrillic Supplement blocks.
    private static let cyrillic: ClosedRange<UInt32> = 0x400...0x52F

    /// Whether each scalar of ``cyrillic`` is alphabetic (its signs and combining marks are not).
    private static let cyrillicAlphabetic: [Bool] = cyrillic.map {
        Unicode.Scalar($0).map(\.properties.isAlphabetic) ?? false
    }

    /// The share of Cyrillic letters, 0 when there are no letters.
    var share: Double {
        letters == 0 ? 0 : Double(cyrillicLetters) / Double(letters)
    }

    /// The language the letters counted so far are in.
    var language: SiteLanguage {
        letters > 0 && share >= Self.cyrillicShare ? .russian : .english
    }

    /// The build's line saying what was detected and how to choose, e.g.
    /// `Language: en (detected: 2% of the articles' letters are Cyrillic; set 'language' in site.yaml to choose)`.
    var note: String {
        let percent = Int((share * 100).rounded())
        return "Language: \(language.tag) (detected: \(percent)% of the articles' letters are Cyrillic; "
            + "set 'language' in site.yaml to choose)"
    }
}
