/// Steps 2 to 5 of the English algorithm: derivational suffixes in R1 and R2, then a final
/// "e" or doubled "l".
enum EnglishSuffixSteps {
    /// Runs steps 2, 3, 4 and 5 in order.
    static func apply(to word: inout [Unicode.Scalar], regions: EnglishRegions) {
        replaceStep2Suffix(&word, regions: regions)
        replaceStep3Suffix(&word, regions: regions)
        removeStep4Suffix(&word, regions: regions)
        removeFinalEOrL(&word, regions: regions)
    }

    /// Step 2: "ational" → "ate", "ousness" → "ous"…; "ogi" → "og" after "l"; "li" goes after
    /// one of c d e g h k m n r t.
    private static func replaceStep2Suffix(_ word: inout [Unicode.Scalar], regions: EnglishRegions) {
        guard let match = EnglishSuffixes.step2.longestMatch(in: word, end: word.count),
            match.start >= regions.r1
        else { return }
        if let replacement = match.rule {
            word.replaceEnding(from: match.start, with: replacement)
            return
        }
        guard match.start >= 1 else { return }
        let previous = word[match.start - 1]
        if word.count - match.start == 3 {
            if previous == "l" { word.replaceEnding(from: match.start, with: "og") }
        } else if isValidBeforeLi(previous) {
            word.removeSubrange(match.start...)
        }
    }

    /// Step 3: "alize" → "al", "icate" → "ic", "ful" and "ness" go…; "ative" goes in R2.
    private static func replaceStep3Suffix(_ word: inout [Unicode.Scalar], regions: EnglishRegions) {
        guard let match = EnglishSuffixes.step3.longestMatch(in: word, end: word.count),
            match.start >= regions.r1
        else { return }
        if let replacement = match.rule {
            word.replaceEnding(from: match.start, with: replacement)
        } else if match.start >= regions.r2 {
            word.removeSubrange(match.start...)
        }
    }

    /// Step 4: "ance", "ment", "ize"… go in R2; "ion" goes there after "s" or "t".
    private static func removeStep4Suffix(_ word: inout [Unicode.Scalar], regions: EnglishRegions) {
        guard let match = EnglishSuffixes.step4.longestMatch(in: word, end: word.count),
            match.start >= regions.r2
        else { return }
        if match.rule {
            guard match.start >= 1, word[match.start - 1] == "s" || word[match.start - 1] == "t" else { return }
        }
        word.removeSubrange(match.start...)
    }

    /// Step 5: a final "e" goes in R2, or in R1 unless a short syllable precedes it; a final
    /// "l" goes in R2 after another "l".
    private static func removeFinalEOrL(_ word: inout [Unicode.Scalar], regions: EnglishRegions) {
        guard let last = word.last else { return }
        let start = word.count - 1
        if last == "e" {
            let removable =
                start >= regions.r2
                || (start >= regions.r1 && !EnglishStemmer.endsInShortSyllable(word, before: start))
            if removable { word.removeLast() }
        } else if last == "l", start >= regions.r2, start >= 1, word[start - 1] == "l" {
            word.removeLast()
        }
    }

    private static func isValidBeforeLi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "c", "d", "e", "g", "h", "k", "m", "n", "r", "t": true
        default: false
        }
    }
}
