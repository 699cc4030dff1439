import Foundation
import Stemming
import TestSupport

/// A word for the oracle: the language whose stemmer it goes to, and the word itself.
struct OracleWord: Hashable {
    enum Language: String {
        case russian = "ru"
        case english = "en"
    }

    var language: Language
    var word: String
}

/// The words the oracle test compares: the bundled articles plus a deterministic generated list.
enum OracleWordList {
    /// Every word of `Content/**/*.md`, as the tokenizer splits it and the stemmer folds it.
    static func contentWords() throws -> [OracleWord] {
        var words: [OracleWord] = []
        for file in try PackagePaths.markdownFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for token in SearchTokenizer.words(in: text) {
                let folded = Stemmer.fold(token)
                if folded.unicodeScalars.contains(where: isCyrillic) {
                    words.append(OracleWord(language: .russian, word: folded))
                } else if folded.unicodeScalars.contains(where: isLatin) {
                    words.append(OracleWord(language: .english, word: folded))
                }
            }
        }
        return words
    }

    /// Russian stems with every ending of the algorithm, alone and after a derivational,
    /// participle, superlative or reflexive part; English words with suffix pairs; and random
    /// strings over the letters the rules look at. The same list on every run.
    static func generatedWords() -> [OracleWord] {
        var words: [OracleWord] = []
        for stem in russianStems {
            for middle in [""] + russianMiddles {
                for ending in [""] + russianEndings {
                    words.append(OracleWord(language: .russian, word: stem + middle + ending))
                }
            }
        }
        for base in englishBases {
            for first in [""] + englishSuffixes {
                for last in [""] + englishEndings {
                    words.append(OracleWord(language: .english, word: base + first + last))
                }
            }
        }
        var random = SplitMix64(seed: 0x5EED)
        words += randomWords(20_000, from: "аеиоуыэюяйнвслтшщьъёкм", language: .russian, using: &random)
        words += randomWords(20_000, from: "aeiouybcdlstgnmprzwxfhkY'", language: .english, using: &random)
        return words
    }

    private static func randomWords(
        _ count: Int, from alphabet: String, language: OracleWord.Language, using random: inout SplitMix64
    ) -> [OracleWord] {
        let letters = Array(alphabet.unicodeScalars)
        return (0..<count).map { _ in
            var word = String.UnicodeScalarView()
            for _ in 0...random.below(11) { word.append(letters[random.below(letters.count)]) }
            return OracleWord(language: language, word: String(word))
        }
    }

    private static func isCyrillic(_ scalar: Unicode.Scalar) -> Bool { (0x0400...0x052F).contains(scalar.value) }

    private static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || (0xC0...0x024F).contains(scalar.value)
    }

    // MARK: Russian

    /// Stems of many shapes: long and short, vowel-initial, ending in «н», with «ё».
    private static let russianStems = [
        "кнопк", "важн", "красн", "стро", "дел", "игра", "ум", "о", "бег", "пис", "прав", "гото", "нов", "я",
        "ил", "у", "ст", "н", "ан", "ёлк", "зелён", "чита",
    ]

    /// Parts that come between a stem and an inflection.
    private static let russianMiddles = [
        "ость", "ост", "ейш", "ейше", "нн", "н", "ющ", "ующ", "ающ", "ивш", "ывш", "авш", "енн", "ем", "и", "ь",
        "ова", "ыва", "ива", "ся",
    ]

    /// Every ending the algorithm knows: gerunds, adjectives, participles, reflexives, verbs,
    /// nouns, derivational and superlative endings, and a few reflexive verb forms.
    private static let russianEndings = [
        "в", "вши", "вшись", "ив", "ивши", "ившись", "ыв", "ывши", "ывшись",
        "ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом", "его", "ого",
        "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею",
        "нн", "вш", "ющ", "щ", "ующ", "ся", "сь",
        "ла", "на", "ете", "йте", "ли", "й", "л", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно", "ила",
        "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "уй", "ил", "ыл", "ен", "ило", "ыло", "ено", "ят",
        "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ю",
        "а", "ев", "ов", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "иям", "ям", "ием", "ам", "о",
        "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ия", "ья", "я",
        "ост", "ость", "ейше", "ейш", "ться", "лась", "лись", "ются", "ешься", "ившийся", "ающимися",
    ]

    // MARK: English

    /// Words and stems that the rules single out, and ordinary ones.
    private static let englishBases = [
        "succ", "proc", "exc", "even", "cann", "inn", "earr", "herr", "out", "past", "gener", "commun",
        "univers", "arsen", "emerg", "inter", "later", "organ", "hop", "run", "tie", "d", "ly", "sky", "agree",
        "condition", "generous", "happy", "relate", "nation", "hope", "fil", "control", "roll", "bl", "at",
        "iz", "gas", "kiwi", "dy", "fly", "cry", "say", "bleed", "news", "bias", "atlas", "skis", "idly",
        "early", "only", "singly", "ugly", "gently", "howe", "andes", "cosmos", "yell", "'quote", "a",
    ]

    /// Derivational suffixes of steps 2 to 5, and the endings they are built from.
    private static let englishSuffixes = [
        "al", "ation", "ational", "ness", "ful", "ic", "ical", "ize", "izer", "ization", "ive", "iveness", "ous",
        "ously", "ousness", "ance", "ence", "ant", "ent", "ement", "ment", "able", "ible", "ability", "ism", "ist",
        "ogist", "ology", "ogi", "er", "ion", "sion", "tion", "li", "ly", "less", "lessly", "bli", "alli",
        "fulli", "entli", "ousli", "aliti", "biliti", "iviti", "tional", "alism", "ator", "icate", "ative",
        "alize", "iciti", "anci", "enci", "abli", "y", "e", "l", "ll", "at", "bl", "iz", "bb", "tt",
    ]

    /// Inflections of step 1.
    private static let englishEndings = [
        "s", "es", "'s", "'", "'s'", "ies", "ied", "sses", "ss", "us", "ed", "ing", "edly", "ingly", "eed",
        "eedly", "er", "est", "ly", "y",
    ]
}
