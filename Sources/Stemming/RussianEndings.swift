/// The ending classes of the Russian Snowball algorithm.
enum RussianEndings {
    /// Whether a grouped ending needs a preceding «а» or «я».
    enum Group {
        /// Group 1: removed only after «а» or «я», which stay.
        case afterAOrYa
        /// Group 2: removed wherever it is found in RV.
        case anywhere
    }

    /// What step 4 does with the ending it found.
    enum TidyUp {
        case superlative
        case doubledN
        case softSign
    }

    static let perfectiveGerund = SuffixTable<Group>(
        grouped(first: ["в", "вши", "вшись"], second: ["ив", "ивши", "ившись", "ыв", "ывши", "ывшись"]))

    static let adjective = SuffixTable<Void>(
        plain([
            "ее", "ие", "ые", "ое", "ими", "ыми", "ей", "ий", "ый", "ой", "ем", "им", "ым", "ом",
            "его", "ого", "ему", "ому", "их", "ых", "ую", "юю", "ая", "яя", "ою", "ею",
        ]))

    static let participle = SuffixTable<Group>(
        grouped(first: ["ем", "нн", "вш", "ющ", "щ"], second: ["ивш", "ывш", "ующ"]))

    static let reflexive = SuffixTable<Void>(plain(["ся", "сь"]))

    static let verb = SuffixTable<Group>(
        grouped(
            first: [
                "ла", "на", "ете", "йте", "ли", "й", "л", "ем", "н", "ло", "но", "ет", "ют", "ны", "ть", "ешь", "нно",
            ],
            second: [
                "ила", "ыла", "ена", "ейте", "уйте", "ите", "или", "ыли", "ей", "уй", "ил", "ыл", "им", "ым", "ен",
                "ило", "ыло", "ено", "ят", "ует", "уют", "ит", "ыт", "ены", "ить", "ыть", "ишь", "ую", "ю",
            ]))

    static let noun = SuffixTable<Void>(
        plain([
            "а", "ев", "ов", "ие", "ье", "е", "иями", "ями", "ами", "еи", "ии", "и", "ией", "ей", "ой", "ий", "й",
            "иям", "ям", "ием", "ем", "ам", "ом", "о", "у", "ах", "иях", "ях", "ы", "ь", "ию", "ью", "ю", "ия",
            "ья", "я",
        ]))

    static let derivational = SuffixTable<Void>(plain(["ост", "ость"]))

    static let tidyUp = SuffixTable<TidyUp>([
        ("ейше", .superlative), ("ейш", .superlative), ("н", .doubledN), ("ь", .softSign),
    ])

    private static func plain(_ suffixes: [String]) -> [(String, Void)] {
        var pairs: [(String, Void)] = []
        for suffix in suffixes { pairs.append((suffix, ())) }
        return pairs
    }

    private static func grouped(first: [String], second: [String]) -> [(String, Group)] {
        var pairs: [(String, Group)] = []
        for suffix in first { pairs.append((suffix, .afterAOrYa)) }
        for suffix in second { pairs.append((suffix, .anywhere)) }
        return pairs
    }
}
