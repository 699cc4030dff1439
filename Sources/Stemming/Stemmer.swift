/// Stems a search word in whichever language its letters are written in.
public enum Stemmer {
    /// The stem of `word`: folded (see ``fold(_:)``), then stemmed as Russian when it has a
    /// Cyrillic letter, as English when it has a Latin one, and otherwise (numbers) left as is.
    ///
    /// «Кнопками» → «кнопк», "Running" → "run", «Ёлка» → «елк», "2024" → "2024".
    public static func stem(_ word: some StringProtocol) -> String {
        var scalars = folded(word)
        switch script(of: scalars) {
        case .cyrillic: RussianStemmer.stem(&scalars)
        case .latin: EnglishStemmer.stem(&scalars)
        case .other: break
        }
        return scalars.string
    }

    /// The word as the stemmers expect it: lowercase, `ё` as `е`, `'` for every apostrophe,
    /// stress accents dropped. "ЁЛКА" → «елка», "Don’t" → "don't".
    public static func fold(_ word: some StringProtocol) -> String {
        folded(word).string
    }

    private static func folded(_ word: some StringProtocol) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(word.utf8.count)
        for scalar in word.unicodeScalars { LetterFolding.appendFolded(scalar, to: &scalars) }
        return scalars
    }

    private enum Script {
        case cyrillic
        case latin
        case other
    }

    private static func script(of word: [Unicode.Scalar]) -> Script {
        var sawLatin = false
        for scalar in word {
            if LetterFolding.isCyrillicLetter(scalar) { return .cyrillic }
            if LetterFolding.isLatinLetter(scalar) { sawLatin = true }
        }
        return sawLatin ? .latin : .other
    }
}
