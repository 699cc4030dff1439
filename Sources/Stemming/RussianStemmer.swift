/// The Snowball stemmer for Russian (snowballstem.org/algorithms/russian).
///
/// Endings are removed only from RV, the part of the word after its first vowel, so every stem
/// keeps at least one vowel. The input is expected in lowercase; `ё` is read as `е`.
public enum RussianStemmer {
    /// The stem of a lowercase Russian word: «кнопками» → «кнопк».
    public static func stem(_ word: some StringProtocol) -> String {
        var scalars = Array(word.unicodeScalars)
        stem(&scalars)
        return scalars.string
    }

    /// Stems a word given as Unicode scalars in place.
    static func stem(_ word: inout [Unicode.Scalar]) {
        for index in word.indices where word[index] == "ё" { word[index] = "е" }
        guard let firstVowel = word.firstIndex(where: isVowel) else { return }
        let rv = firstVowel + 1
        let r1 = SyllableRegions.regionStart(in: word, from: 0, isVowel: isVowel)
        let r2 = r1.flatMap { SyllableRegions.regionStart(in: word, from: $0, isVowel: isVowel) } ?? word.count

        removeInflection(from: &word, rv: rv)
        if word.count > rv, word[word.count - 1] == "и" { word.removeLast() }
        if let match = RussianEndings.derivational.longestMatch(in: word, end: word.count, lowerBound: rv),
            match.start >= r2
        {
            word.removeSubrange(match.start...)
        }
        tidyUp(&word, rv: rv)
    }

    /// Step 1: a perfective gerund, or else an optional reflexive ending followed by an
    /// adjectival, verb or noun ending.
    private static func removeInflection(from word: inout [Unicode.Scalar], rv: Int) {
        if let start = groupedEndingStart(RussianEndings.perfectiveGerund, in: word, rv: rv) {
            word.removeSubrange(start...)
            return
        }
        if let reflexive = RussianEndings.reflexive.longestMatch(in: word, end: word.count, lowerBound: rv) {
            word.removeSubrange(reflexive.start...)
        }
        if let adjective = RussianEndings.adjective.longestMatch(in: word, end: word.count, lowerBound: rv) {
            word.removeSubrange(adjective.start...)
            if let start = groupedEndingStart(RussianEndings.participle, in: word, rv: rv) {
                word.removeSubrange(start...)
            }
        } else if let start = groupedEndingStart(RussianEndings.verb, in: word, rv: rv) {
            word.removeSubrange(start...)
        } else if let noun = RussianEndings.noun.longestMatch(in: word, end: word.count, lowerBound: rv) {
            word.removeSubrange(noun.start...)
        }
    }

    /// Step 4: undoubles «нн», drops a superlative «ейш(е)», or drops a final «ь».
    private static func tidyUp(_ word: inout [Unicode.Scalar], rv: Int) {
        guard let match = RussianEndings.tidyUp.longestMatch(in: word, end: word.count, lowerBound: rv) else {
            return
        }
        switch match.rule {
        case .superlative:
            word.removeSubrange(match.start...)
            if word.count - 2 >= rv, word.hasSuffix(["н", "н"]) { word.removeLast() }
        case .doubledN:
            if match.start - 1 >= rv, word[match.start - 1] == "н" { word.removeLast() }
        case .softSign:
            word.removeLast()
        }
    }

    /// Where a grouped ending starts, when the longest one found may be removed: group 1 endings
    /// only after «а» or «я» inside RV, group 2 endings always.
    private static func groupedEndingStart(
        _ table: SuffixTable<RussianEndings.Group>, in word: [Unicode.Scalar], rv: Int
    ) -> Int? {
        guard let match = table.longestMatch(in: word, end: word.count, lowerBound: rv) else { return nil }
        switch match.rule {
        case .afterAOrYa:
            guard match.start - 1 >= rv else { return nil }
            let previous = word[match.start - 1]
            return previous == "а" || previous == "я" ? match.start : nil
        case .anywhere:
            return match.start
        }
    }

    /// The Russian vowels of the algorithm: а е и о у ы э ю я.
    static func isVowel(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "а", "е", "и", "о", "у", "ы", "э", "ю", "я": true
        default: false
        }
    }
}
