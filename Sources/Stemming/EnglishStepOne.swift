/// Step 1 of the English algorithm: plurals and possessives, "-ed" and "-ing", and a final `y`.
enum EnglishStepOne {
    /// What step 1a does with the plural ending it found.
    private enum Plural {
        case sses
        case ies
        case keep
        case s
    }

    private static let apostropheEndings = SuffixTable<Void>([("'s'", ()), ("'s", ()), ("'", ())])

    private static let plurals = SuffixTable<Plural>([
        ("sses", .sses), ("ied", .ies), ("ies", .ies), ("ss", .keep), ("us", .keep), ("s", .s),
    ])

    /// Step 1a: "'s" and "'" go; "sses" → "ss"; "ies", "ied" → "i" (or "ie" in a short word);
    /// a final "s" goes when a vowel comes before the letter in front of it.
    static func removePlural(_ word: inout [Unicode.Scalar]) {
        if let apostrophe = apostropheEndings.longestMatch(in: word, end: word.count) {
            word.removeSubrange(apostrophe.start...)
        }
        guard let match = plurals.longestMatch(in: word, end: word.count) else { return }
        switch match.rule {
        case .sses:
            word.replaceEnding(from: match.start, with: "ss")
        case .ies:
            word.replaceEnding(from: match.start, with: match.start >= 2 ? "i" : "ie")
        case .keep:
            break
        case .s:
            guard match.start >= 1 else { return }
            if word[0..<(match.start - 1)].contains(where: EnglishStemmer.isVowel) { word.removeLast() }
        }
    }

    /// Step 1b: "eed(ly)" → "ee" in R1; "ed", "edly", "ing", "ingly" go after a vowel, and the
    /// stem left is then tidied ("hopp" → "hop", "hop" + "e" when short, "at" → "ate").
    static func removePastOrProgressive(_ word: inout [Unicode.Scalar], regions: EnglishRegions) {
        guard let match = EnglishSuffixes.pastOrProgressive.longestMatch(in: word, end: word.count) else {
            return
        }
        switch match.rule {
        case .eed:
            guard match.start >= regions.r1 else { return }
            if let kept = EnglishSuffixes.keptBeforeEed.longestMatch(in: word, end: match.start), kept.start == 0 {
                return
            }
            word.replaceEnding(from: match.start, with: "ee")
            return
        case .ing:
            if let kept = EnglishSuffixes.keptBeforeIng.longestMatch(in: word, end: match.start) {
                if kept.rule {
                    if kept.start == 0 { return }
                } else if kept.start == 1, !EnglishStemmer.isVowel(word[0]) {
                    // "dying", "lying", "tying": a consonant, "y", "ing".
                    word.replaceEnding(from: kept.start, with: "ie")
                    return
                }
            }
        case .ed:
            break
        }
        guard word[0..<match.start].contains(where: EnglishStemmer.isVowel) else { return }
        word.removeSubrange(match.start...)
        tidyAfterRemoval(&word, regions: regions)
    }

    private static func tidyAfterRemoval(_ word: inout [Unicode.Scalar], regions: EnglishRegions) {
        switch EnglishSuffixes.afterRemoval.longestMatch(in: word, end: word.count)?.rule {
        case .addE:
            word.append("e")
        case .undouble:
            let startsWithAEO = word[0] == "a" || word[0] == "e" || word[0] == "o"
            if !(word.count == 3 && startsWithAEO) { word.removeLast() }
        case nil:
            if word.count == regions.r1 && EnglishStemmer.endsInShortSyllable(word, before: word.count) {
                word.append("e")
            }
        }
    }

    /// Step 1c: a final `y` or `Y` after a non-vowel that is not the first letter becomes `i`.
    static func replaceFinalY(_ word: inout [Unicode.Scalar]) {
        let count = word.count
        guard count >= 3, word[count - 1] == "y" || word[count - 1] == "Y" else { return }
        if !EnglishStemmer.isVowel(word[count - 2]) { word[count - 1] = "i" }
    }
}
