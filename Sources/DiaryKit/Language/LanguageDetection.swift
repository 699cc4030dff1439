/// Guesses a site's language from its articles when `site.yaml` names none: Russian when at
/// least a quarter of the letters of the articles' text are Cyrillic, else English.
struct LanguageDetection: Sendable {
    /// The share of Cyrillic letters from which a site counts as Russian.
    static let cyrillicShare = 0.25
    /// At most this many bytes of each article are read: a language shows in its first pages.
    static let bytesPerArticle = 64 * 1024

    private(set) var cyrillicLetters = 0
    private(set) var letters = 0

    /// Counts the letters of `text`.
    mutating func add(_ text: some StringProtocol) {
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            letters += 1
            if (0x400...0x52F).contains(scalar.value) { cyrillicLetters += 1 }
        }
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
