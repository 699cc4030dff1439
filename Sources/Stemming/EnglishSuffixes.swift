/// Word lists and suffix tables of the English Snowball algorithm.
enum EnglishSuffixes {
    /// Words stemmed by lookup, before any rule: each with its stem.
    private static let exceptions: [(word: [Unicode.Scalar], stem: [Unicode.Scalar])] = {
        let pairs = [
            ("skis", "ski"), ("skies", "sky"), ("idly", "idl"), ("gently", "gentl"), ("ugly", "ugli"),
            ("early", "earli"), ("only", "onli"), ("singly", "singl"), ("sky", "sky"), ("news", "news"),
            ("howe", "howe"), ("atlas", "atlas"), ("cosmos", "cosmos"), ("bias", "bias"), ("andes", "andes"),
        ]
        var table: [(word: [Unicode.Scalar], stem: [Unicode.Scalar])] = []
        for (word, stem) in pairs { table.append((Array(word.unicodeScalars), Array(stem.unicodeScalars))) }
        return table
    }()

    /// Prefixes after which R1 starts, whatever the usual rule says.
    private static let regionPrefixes: [[Unicode.Scalar]] = {
        var prefixes: [[Unicode.Scalar]] = []
        for prefix in ["arsen", "commun", "emerg", "gener", "inter", "later", "organ", "past", "univers"] {
            prefixes.append(Array(prefix.unicodeScalars))
        }
        return prefixes
    }()

    /// The stem of a word that is one of the fixed exceptions, or `nil`.
    static func exceptionalStem(of word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
        for entry in exceptions where entry.word == word { return entry.stem }
        return nil
    }

    /// The length of the longest fixed R1 prefix the word starts with, or `nil`.
    static func longestRegionPrefix(of word: [Unicode.Scalar]) -> Int? {
        var longest: Int?
        for prefix in regionPrefixes where prefix.count <= word.count && prefix.count > (longest ?? 0) {
            if word[0..<prefix.count].elementsEqual(prefix) { longest = prefix.count }
        }
        return longest
    }

    /// What step 1b does with the ending it found.
    enum PastOrProgressive {
        /// "eed", "eedly": become "ee" in R1.
        case eed
        /// "ed", "edly", "ingly": removed after a vowel.
        case ed
        /// "ing": removed after a vowel, apart from a few whole words.
        case ing
    }

    static let pastOrProgressive = SuffixTable<PastOrProgressive>([
        ("eed", .eed), ("eedly", .eed), ("ed", .ed), ("edly", .ed), ("ingly", .ed), ("ing", .ing),
    ])

    /// Words that keep "ing": "inning", "outing", "canning"…; `y` marks "dying"-like words.
    static let keptBeforeIng = SuffixTable<Bool>([
        ("even", true), ("cann", true), ("inn", true), ("earr", true), ("herr", true), ("out", true),
        ("y", false),
    ])

    /// Stems that keep "eed" whole: "succeed", "proceed", "exceed".
    static let keptBeforeEed = SuffixTable<Void>([("succ", ()), ("proc", ()), ("exc", ())])

    /// What step 1b does at the end of a word once "ed" or "ing" is gone.
    enum AfterRemoval {
        /// "at", "bl", "iz": add "e".
        case addE
        /// A doubled consonant: undouble it.
        case undouble
    }

    static let afterRemoval = SuffixTable<AfterRemoval>([
        ("at", .addE), ("bl", .addE), ("iz", .addE),
        ("bb", .undouble), ("dd", .undouble), ("ff", .undouble), ("gg", .undouble), ("mm", .undouble),
        ("nn", .undouble), ("pp", .undouble), ("rr", .undouble), ("tt", .undouble),
    ])

    /// Step 2 endings in R1 with their replacements; `nil` marks the two conditional ones.
    static let step2 = SuffixTable<String?>([
        ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("abli", "able"), ("entli", "ent"),
        ("izer", "ize"), ("ization", "ize"), ("ational", "ate"), ("ation", "ate"), ("ator", "ate"),
        ("alism", "al"), ("aliti", "al"), ("alli", "al"), ("fulness", "ful"), ("fulli", "ful"),
        ("ousli", "ous"), ("ousness", "ous"), ("iveness", "ive"), ("iviti", "ive"), ("biliti", "ble"),
        ("bli", "ble"), ("ogist", "og"), ("lessli", "less"), ("ogi", nil), ("li", nil),
    ])

    /// Step 3 endings in R1 with their replacements; `nil` marks "ative", removed only in R2.
    static let step3 = SuffixTable<String?>([
        ("tional", "tion"), ("ational", "ate"), ("alize", "al"), ("icate", "ic"), ("iciti", "ic"),
        ("ical", "ic"), ("ful", ""), ("ness", ""), ("ative", nil),
    ])

    /// Step 4 endings removed in R2; `true` marks "ion", which must follow "s" or "t".
    static let step4 = SuffixTable<Bool>([
        ("al", false), ("ance", false), ("ence", false), ("er", false), ("ic", false), ("able", false),
        ("ible", false), ("ant", false), ("ement", false), ("ment", false), ("ent", false), ("ism", false),
        ("ate", false), ("iti", false), ("ous", false), ("ive", false), ("ize", false), ("ion", true),
    ])
}
