import TestSupport

/// TOML and JSON documents built from random pieces of every form the languages have, half of
/// them then damaged by a few random edits (a character dropped or inserted, a line repeated),
/// which gives both invalid documents and valid ones no generator would write on purpose.
struct GeneratedDocuments {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[random.below(options.count)] }
    private mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }
    /// One of `valid`, or now and then one of `invalid`.
    private mutating func pick(_ valid: [String], else invalid: [String]) -> String {
        chance(8) ? pick(invalid) : pick(valid)
    }

    // MARK: TOML

    mutating func toml() -> String {
        var lines: [String] = []
        var keys = 0
        func freshKey(_ generator: inout GeneratedDocuments) -> String {
            keys += 1
            return generator.key(index: keys)
        }
        for _ in 0..<(1 + random.below(5)) {
            lines.append(statement(key: freshKey(&self)))
        }
        for _ in 0..<random.below(4) {
            let header = (0..<(1 + random.below(3))).map { _ in pick(["a", "b", "t", "\"q.x\"", "'lit'", "a-b", "_"]) }
                .joined(separator: pick([".", " . "]))
            lines.append(chance(30) ? "[[\(header)]]" : "[ \(header) ]")
            for _ in 0..<random.below(4) { lines.append(statement(key: freshKey(&self))) }
        }
        if chance(30) { lines.insert("# comment \(pick(["", "é", "#", "\t x"]))", at: random.below(lines.count + 1)) }
        if chance(20) { lines.insert("", at: random.below(lines.count + 1)) }
        var text = lines.joined(separator: "\n") + (chance(80) ? "\n" : "")
        if chance(35) { text = damage(text, tokens: Self.tomlTokens) }
        return text
    }

    private mutating func key(index: Int) -> String {
        switch random.below(6) {
        case 0: return "\"k \(index)\\t\\u00e9\""
        case 1: return "'k\(index)'"
        case 2: return "k\(index).\(pick(["x", "y", "\"z\""]))"
        case 3: return pick(["a", "b", "t"]) + ".k\(index)"
        default: return pick(["key", "title", "date", "k-", "1", "_"]) + "\(index)"
        }
    }

    private mutating func statement(key: String) -> String {
        key + pick([" = ", "=", "\t=  "]) + tomlValue(depth: 0) + pick(["", " ", " # note"])
    }

    mutating func tomlValue(depth: Int) -> String {
        let kinds = depth < 3 ? 9 : 7
        switch random.below(kinds) {
        case 0: return tomlString()
        case 1:
            return pick(
                [
                    "0", "42", "-17", "+99", "1_000", "0x1F", "0xdead_beef", "0o755", "0b1101", "-0", "+0",
                    "9223372036854775807", "-9223372036854775808",
                ], else: ["9223372036854775808", "00", "1__0", "0x", "_1", "1_"])
        case 2:
            return pick(
                [
                    "3.14", "-0.01", "5e+22", "1e06", "-2E-2", "6.626e-34", "224_617.445_991", "inf", "+inf",
                    "-inf", "nan", "-nan", "+nan", "0.0", "-0.0", "1e400",
                ], else: ["1.", ".5", "1e", "03.14"])
        case 3: return pick(["true", "false"], else: ["True", "tru"])
        case 4:
            return pick(
                [
                    "1979-05-27T07:32:00Z", "1979-05-27T00:32:00-07:00", "1979-05-27T00:32:00.999999-07:00",
                    "1979-05-27 07:32:00Z", "1979-05-27t07:32:00z", "1979-05-27T07:32:00", "1979-05-27T00:32:00.5",
                    "1979-05-27", "07:32:00", "00:32:00.999999123", "2024-02-29", "1979-05-27T07:32:00.1234567Z",
                    "1979-05-27T07:32:00.000Z",
                ],
                else: [
                    "2023-02-29", "2024-04-31", "1979-05-27T24:00:00", "1979-05-27 07:32", "1979-05-27T07:32:00+24:00",
                    "0000-01-01", "2024-13-01", "12:60:00",
                ])
        case 5: return pick(["\"\"", "''", "\"\"\"\"\"\"", "''''''"])
        case 6: return tomlString()
        case 7:
            let items = (0..<random.below(4)).map { _ in tomlValue(depth: depth + 1) }
            let separator = pick([", ", ",", ",\n  ", " ,# c\n"])
            return "[" + pick(["", "\n", " "]) + items.joined(separator: separator) + pick(["", ",", "\n", ",\n"]) + "]"
        default:
            let pairs = (0..<random.below(4)).map { index in
                pick(["x", "y", "\"q\"", "n.m", "x.z"]) + "\(depth)\(index) = " + tomlValue(depth: depth + 1)
            }
            return "{" + pick(["", " "]) + pairs.joined(separator: pick([", ", ","])) + pick(["", " "]) + "}"
        }
    }

    private mutating func tomlString() -> String {
        pick(
            [
                "\"plain\"", "\"Кнопки и «кавычки»\"", "\"tab\\there\"", "\"esc \\\" \\\\ \\b\\f\\n\\r\"",
                "\"\\u00E9\\U0001F600\"", "'C:\\Users\\x'", "'it''s'",
                "\"\"\"\nmulti\nline\"\"\"", "\"\"\"trim \\\n    next\"\"\"", "\"\"\"a\"\"b\"\"\"\"",
                "\"\"\"x\"\"\"\"\"",
                "'''\nraw\\n\n'''", "'''q''''", "'''q'''''", "\"\"\"ws \\   \n\n  done\"\"\"", "'tab\there'",
            ], else: ["\"\\uD800\"", "\"\\x41\"", "\"bad \\q\"", "\"ctl\u{7}\"", "\"open", "'open", "\"\"\"open"])
    }

    // MARK: JSON

    mutating func json() -> String {
        var text = jsonObject(depth: 0, pretty: chance(50))
        if chance(35) { text = damage(text, tokens: Self.jsonTokens) }
        return text
    }

    private mutating func jsonObject(depth: Int, pretty: Bool) -> String {
        let count = depth == 0 ? 1 + random.below(5) : random.below(4)
        let pairs = (0..<count).map { index in
            "\"" + pick(["title", "date", "k", "é", "tab\\t", "\\u00e9x"]) + "\(depth)-\(index)\"" + pick([": ", ":"])
                + jsonValue(depth: depth + 1, pretty: pretty)
        }
        let separator = pretty ? ",\n" + String(repeating: "  ", count: depth + 1) : pick([",", ", "])
        return "{" + (pretty ? "\n  " : "") + pairs.joined(separator: separator) + (pretty ? "\n" : "") + "}"
    }

    private mutating func jsonValue(depth: Int, pretty: Bool) -> String {
        switch random.below(depth < 3 ? 6 : 4) {
        case 0:
            return pick(
                [
                    "\"text\"", "\"Кнопки\"", "\"esc \\\" \\\\ \\/ \\b\\f\\n\\r\\t\"", "\"\\u00e9\\ud83d\\ude00\"",
                    "\"2024-01-01\"", "\"\"",
                ], else: ["\"\\ud800\"", "\"\\u12\"", "\"bad \\x\"", "\"ctl\u{1}\""])
        case 1:
            return pick(
                [
                    "0", "-0", "42", "-17", "3.5", "1e3", "1E-2", "-0.0e+1", "9223372036854775807",
                    "123456789012345678901234567890", "1e400",
                ], else: ["01", "1.", ".5", "+1", "1e"])
        case 2: return pick(["true", "false", "null"], else: ["True", "nul"])
        case 3: return pick(["\"x\""], else: ["NaN", "Infinity"])
        case 4:
            let items = (0..<random.below(4)).map { _ in jsonValue(depth: depth + 1, pretty: pretty) }
            return "[" + items.joined(separator: pick([",", ", ", " ,\n"])) + pick(["", ",", " "]) + "]"
        default: return jsonObject(depth: depth, pretty: pretty)
        }
    }

    // MARK: Damage

    private static let tomlTokens = [
        "=", "[", "]", "\"", "'", "#", ".", ",", "{", "}", "\n", " ", "_", "0", "x", "\u{7}", "\\", "t", "e", "+", "-",
        ":", "T", "Z", "[[", "\"\"\"", "a = 1\n", "\t",
    ]
    private static let jsonTokens = [
        "{", "}", "[", "]", "\"", ",", ":", "\\", "-", ".", "e", "0", "1", " ", "\n", "\u{1}", "tru", "null", "\t",
    ]

    private mutating func damage(_ text: String, tokens: [String]) -> String {
        var characters = Array(text)
        for _ in 0..<(1 + random.below(2)) {
            let at = random.below(characters.count + 1)
            switch random.below(3) {
            case 0 where !characters.isEmpty: characters.remove(at: min(at, characters.count - 1))
            case 1:
                let lines = String(characters).split(separator: "\n", omittingEmptySubsequences: false)
                let repeated = lines[random.below(lines.count)]
                characters = Array(String(characters) + "\n" + repeated)
            default: characters.insert(contentsOf: pick(tokens), at: at)
            }
        }
        return String(characters)
    }
}
