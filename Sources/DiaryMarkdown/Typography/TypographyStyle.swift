/// The typographic conventions prose follows, by the page's language.
///
/// Both styles turn a standalone ` -- `/` --- ` into an em dash and `...` into `…`; they differ in
/// the quotes straight `"` become and in what binds to the next word.
public enum TypographyStyle: String, Sendable, Hashable, Codable {
    /// `«…»` with `„…“` inside; a no-break space before a standalone dash and after short
    /// prepositions, conjunctions and particles (`в`, `на`, `не`…).
    case russian
    /// `“…”` with `‘…’` inside; dashes keep the spaces the author typed.
    case english

    /// The opening mark of a quote at `depth` (0 for the outer quote).
    func openingQuote(nested: Bool) -> UInt32 {
        switch self {
        case .russian: nested ? TypographyUnit.openingInnerQuote : TypographyUnit.openingGuillemet
        case .english: nested ? 0x2018 : 0x201C
        }
    }

    /// The closing mark matching `opening` (``openingQuote(nested:)``).
    func closingQuote(for opening: UInt32?) -> UInt32 {
        switch self {
        case .russian:
            opening == TypographyUnit.openingInnerQuote
                ? TypographyUnit.closingInnerQuote : TypographyUnit.closingGuillemet
        case .english: opening == 0x2018 ? 0x2019 : 0x201D
        }
    }

    /// Whether a quote after the mark `code` opens: after one of this style's opening quotes.
    func opensQuote(after code: UInt32) -> Bool {
        switch self {
        case .russian: false
        case .english: code == 0x201C || code == 0x2018
        }
    }

    /// Whether a quote after the mark `code` closes: after one of this style's closing quotes.
    func closesQuote(after code: UInt32) -> Bool {
        switch self {
        case .russian: false
        case .english: code == 0x201D || code == 0x2019
        }
    }
}
