/// The `#Preview` macros of one compiled block, rewritten into code that compiles without a macro
/// package: each top-level `#Preview(…) { … }` becomes a `PreviewProvider` named after its article line
/// whose one variant is DiaryUI's `_PreviewMacroVariant(…) { … }`, which takes the macro's parameters.
///
/// The rewrite keeps every line where it was (only the macro's first and last lines grow), so
/// `#sourceLocation` still points compiler errors at the article.
public struct PreviewMacros {
    /// The block's code with its macros rewritten.
    var code: String
    /// The provider type each macro became, in order.
    var providers: [String]

    /// The name of the provider a macro starting at article line `line` becomes.
    static func providerName(line: Int) -> String { "PreviewMacro_L\(line)" }

    /// Rewrites the macros of `code`, whose first line is article line `firstLine`.
    init(code: String, firstLine: Int) {
        let characters = Array(code)
        var output = ""
        var providers: [String] = []
        var index = 0
        var line = firstLine
        while index < characters.count {
            if Self.startsMacro(characters, at: index), let end = Self.macroEnd(characters, from: index) {
                let name = Self.providerName(line: line)
                providers.append(name)
                output += "struct \(name): PreviewProvider { static var previews: some View { _PreviewMacroVariant"
                output += String(characters[(index + "#Preview".count)...end]) + " } }"
                line += characters[index...end].count { $0 == "\n" }
                index = end + 1
                continue
            }
            if characters[index] == "\n" { line += 1 }
            output.append(characters[index])
            index += 1
        }
        self.code = output
        self.providers = providers
    }

    /// The `#Preview` macro a rewritten provider came from, as the author wrote it, for code shown outside the
    /// site (the downloads): `rewritten` starts with the provider's `struct` line. Returns the macro's text and
    /// the number of characters the provider spans in `rewritten`, or `nil` when it starts with no provider
    /// this rewrite made.
    public static func original(ofProviderAtStartOf rewritten: Substring) -> (macro: String, length: Int)? {
        let prefix = "struct PreviewMacro_L"
        guard rewritten.hasPrefix(prefix) else { return nil }
        let digits = rewritten.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
        guard let line = Int(digits) else { return nil }
        let header =
            "struct \(providerName(line: line)): PreviewProvider { static var previews: some View { "
            + "_PreviewMacroVariant"
        let trailer = " } }"
        guard rewritten.hasPrefix(header) else { return nil }
        let characters = Array(rewritten)
        guard let end = macroEnd(characters, from: header.count),
            String(characters[(end + 1)...].prefix(trailer.count)) == trailer
        else { return nil }
        return ("#Preview" + String(characters[header.count...end]), end + 1 + trailer.count)
    }

    /// Whether a top-level `#Preview` starts at `index`: at the start of a line, followed by `(`, `{` or a space.
    private static func startsMacro(_ characters: [Character], at index: Int) -> Bool {
        guard index == 0 || characters[index - 1] == "\n" else { return false }
        let word = Array("#Preview")
        guard index + word.count < characters.count, Array(characters[index..<(index + word.count)]) == word else {
            return false
        }
        return ["(", "{", " "].contains(characters[index + word.count])
    }

    /// The index of the `}` that closes the macro's trailing closure, or `nil` when it never closes.
    /// Brackets inside string literals and comments do not count.
    private static func macroEnd(_ characters: [Character], from start: Int) -> Int? {
        var depth = 0
        var openedBrace = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\"":
                index = stringEnd(characters, from: index)
            case "/" where index + 1 < characters.count && characters[index + 1] == "/":
                while index < characters.count, characters[index] != "\n" { index += 1 }
                continue
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "{":
                depth += 1
                openedBrace = true
            case "}":
                depth -= 1
                if depth == 0, openedBrace { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote that closes the string literal opening at `start` (escapes skipped).
    private static func stringEnd(_ characters: [Character], from start: Int) -> Int {
        var index = start + 1
        while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
            index += characters[index] == "\\" ? 2 : 1
        }
        return Swift.min(index, characters.count - 1)
    }
}
