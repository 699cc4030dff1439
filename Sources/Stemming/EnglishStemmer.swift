/// The Snowball "english" stemmer, also known as Porter2 (snowballstem.org/algorithms/english),
/// as revised in Snowball 3.
///
/// The input is expected in lowercase with `'` as the apostrophe. While stemming, a `y` that
/// acts as a consonant is written `Y` and turned back into `y` at the end.
public enum EnglishStemmer {
    /// The stem of a lowercase English word: "running" → "run".
    public static func stem(_ word: some StringProtocol) -> String {
        var scalars = Array(word.unicodeScalars)
        stem(&scalars)
        return scalars.string
    }

    /// Stems a word given as Unicode scalars in place.
    static func stem(_ word: inout [Unicode.Scalar]) {
        if let exceptional = EnglishSuffixes.exceptionalStem(of: word) {
            word = exceptional
            return
        }
        guard word.count >= 3 else { return }
        let markedY = markConsonantY(&word)
        let regions = regions(of: word)
        EnglishStepOne.removePlural(&word)
        EnglishStepOne.removePastOrProgressive(&word, regions: regions)
        EnglishStepOne.replaceFinalY(&word)
        EnglishSuffixSteps.apply(to: &word, regions: regions)
        if markedY {
            for index in word.indices where word[index] == "Y" { word[index] = "y" }
        }
    }

    /// Drops a leading apostrophe and writes `Y` for an initial `y` and for a `y` after a vowel.
    /// Returns whether any `Y` was written.
    private static func markConsonantY(_ word: inout [Unicode.Scalar]) -> Bool {
        if word.first == "'" { word.removeFirst() }
        var marked = false
        if word.first == "y" {
            word[0] = "Y"
            marked = true
        }
        var index = 1
        while index < word.count {
            if word[index] == "y" && isVowel(word[index - 1]) {
                word[index] = "Y"
                marked = true
            }
            index += 1
        }
        return marked
    }

    /// R1 and R2; R1 starts after one of a few fixed prefixes when the word begins with one.
    private static func regions(of word: [Unicode.Scalar]) -> EnglishRegions {
        let r1 =
            EnglishSuffixes.longestRegionPrefix(of: word)
            ?? SyllableRegions.regionStart(in: word, from: 0, isVowel: isVowel)
        guard let r1 else { return EnglishRegions(r1: word.count, r2: word.count) }
        let r2 = SyllableRegions.regionStart(in: word, from: r1, isVowel: isVowel) ?? word.count
        return EnglishRegions(r1: r1, r2: r2)
    }

    /// The vowels of the algorithm: a e i o u y (a `Y` is a consonant).
    static func isVowel(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a", "e", "i", "o", "u", "y": true
        default: false
        }
    }

    /// Whether `word[..<end]` ends in a short syllable: a non-vowel other than w, x or `Y`,
    /// a vowel and a non-vowel; or a vowel and a non-vowel at the very start; or "past".
    static func endsInShortSyllable(_ word: [Unicode.Scalar], before end: Int) -> Bool {
        if end >= 3, !isVowel(word[end - 3]), isVowel(word[end - 2]), !isVowelOrWXY(word[end - 1]) {
            return true
        }
        if end == 2, isVowel(word[0]), !isVowel(word[1]) { return true }
        return word.hasSuffix(["p", "a", "s", "t"], endingAt: end)
    }

    private static func isVowelOrWXY(_ scalar: Unicode.Scalar) -> Bool {
        isVowel(scalar) || scalar == "w" || scalar == "x" || scalar == "Y"
    }
}

/// Where R1 and R2 start, measured on the word before any ending was removed.
struct EnglishRegions {
    let r1: Int
    let r2: Int
}
