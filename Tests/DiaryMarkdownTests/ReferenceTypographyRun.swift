@testable import DiaryMarkdown

/// The typography run as it was before it moved to ``TypographyUnit``s: every rule on
/// `[Character]`, each output a `String`. Kept unchanged as the reference that both
/// granularities of ``TypographyRun`` must agree with; a rule changes here only with the same
/// change there (a quote after a space that ends a word closes the open quotation).
struct ReferenceTypographyRun {
    /// The characters of the run; non-text segments appear as stand-ins that give context.
    private var characters: [Character] = []
    /// The text segment each character belongs to, or `nil` for stand-ins.
    private var owners: [Int?] = []
    /// The output for each character.
    private var outputs: [String] = []
    /// Whether a text character belongs to a URL written as plain text (`ssh://host/a---b`).
    private var inURL: [Bool] = []
    private var textSegmentCount = 0
    /// The characters of protected texts (raw-HTML code), which no rule changes.
    private var protected: Set<Int> = []

    /// A character that is word-like but not a letter (code spans, images, autolinks).
    private static let opaqueStandIn: Character = "\u{E000}"
    /// A character that stops every rule from running across it (raw HTML) and is neither a
    /// word nor a space, so a quote next to it is decided by its other side.
    private static let boundaryStandIn: Character = "\u{E001}"
    /// Characters after which a quote opens.
    private static let opensAfter: Set<Character> = ["(", "[", "{", "«", "„", "—", "–", "-", "/", "="]
    /// Characters after which a quote closes, besides letters, digits and words that are not text.
    private static let closesAfter: Set<Character> = [
        ")", "]", "}", "»", "\u{201C}", ".", ",", ";", ":", "!", "?", "…", "%",
    ]

    init(segments: [RussianTypography.Segment]) {
        for segment in segments {
            switch segment {
            case .text(let text):
                for character in text {
                    characters.append(character)
                    owners.append(textSegmentCount)
                }
                textSegmentCount += 1
            case .verbatim(let text):
                for character in text {
                    characters.append(character)
                    owners.append(nil)
                }
            case .protectedText(let text):
                // Handed back as a text of its own, but never rewritten.
                for character in text {
                    characters.append(character)
                    owners.append(textSegmentCount)
                    protected.insert(owners.count - 1)
                }
                textSegmentCount += 1
            case .opaque:
                characters.append(Self.opaqueStandIn)
                owners.append(nil)
            case .space:
                characters.append(" ")
                owners.append(nil)
            case .boundary:
                characters.append(Self.boundaryStandIn)
                owners.append(nil)
            }
        }
        outputs = characters.map { String($0) }
        inURL = Self.urlCharacters(in: characters)
    }

    /// Marks the characters of every word that holds `://`: from its scheme to the next space,
    /// quote or stand-in. Autolinks never get here; this keeps schemes GFM does not link.
    private static func urlCharacters(in characters: [Character]) -> [Bool] {
        var marks = Array(repeating: false, count: characters.count)
        var index = 0
        while index + 2 < characters.count {
            guard characters[index] == ":", characters[index + 1] == "/", characters[index + 2] == "/" else {
                index += 1
                continue
            }
            var start = index
            while start > 0,
                characters[start - 1].isLetter || characters[start - 1].isNumber
                    || "+-.".contains(characters[start - 1])
            {
                start -= 1
            }
            var end = index
            while end < characters.count, !characters[end].isWhitespace,
                !["\"", "»", opaqueStandIn, boundaryStandIn].contains(characters[end])
            {
                end += 1
            }
            if start < index { for marked in start..<end { marks[marked] = true } }
            index = end
        }
        return marks
    }

    /// Whether the rules may change the character at `index`: text, neither escaped nor in a URL.
    private func isRewritable(_ index: Int) -> Bool {
        owners.indices.contains(index) && owners[index] != nil && !inURL[index] && !protected.contains(index)
    }

    /// The rewritten text of every text segment, in order.
    func texts() -> [String] {
        var texts = Array(repeating: "", count: textSegmentCount)
        for (index, owner) in owners.enumerated() {
            if let owner { texts[owner] += outputs[index] }
        }
        return texts
    }

    private func character(at index: Int) -> Character? {
        characters.indices.contains(index) ? characters[index] : nil
    }

    /// Sets the output of a text character; stand-ins keep theirs (they are not ours to change).
    private mutating func set(_ index: Int, _ output: String) {
        if isRewritable(index) { outputs[index] = output }
    }

    // MARK: Rules

    mutating func applyRules() {
        var quotes: [Character] = []
        var index = 0
        while index < characters.count {
            guard isRewritable(index) else {
                index += 1
                continue
            }
            switch characters[index] {
            case "\"": quote(at: index, stack: &quotes)
            case "«": quotes.append("«")
            case "»": if quotes.last == "«" { quotes.removeLast() }
            case "-": index += dash(at: index)
            case ".": index += ellipsis(at: index)
            case " ": bindShortWord(before: index)
            default: break
            }
            index += 1
        }
    }

    /// Decides a quote's direction by the character before it: the start, a space, a bracket, a
    /// dash, `=` or another opening quote open; a letter, a digit, a word that is not text or
    /// closing punctuation close. After anything else (`*`, `_`, raw HTML) the quote opens when
    /// a word follows it.
    private mutating func quote(at index: Int, stack: inout [Character]) {
        let previous = index > 0 ? outputs[index - 1].last ?? characters[index - 1] : nil
        let next = character(at: index + 1)
        let endsWord = next.map { $0.isWhitespace || Self.closesAfter.contains($0) } ?? true
        if !stack.isEmpty, let previous,
            ["-", "–", "—"].contains(previous) || previous == stack.last || previous.isWhitespace,
            endsWord
        {
            let opening = stack.popLast()
            set(index, opening == "„" ? "\u{201C}" : "»")
        } else if opensQuote(at: index) {
            let mark: Character = stack.isEmpty ? "«" : "„"
            stack.append(mark)
            set(index, String(mark))
        } else {
            let opening = stack.popLast()
            set(index, opening == "„" ? "\u{201C}" : "»")
        }
    }

    private func opensQuote(at index: Int) -> Bool {
        let previous = index > 0 ? outputs[index - 1].last ?? characters[index - 1] : nil
        guard let previous, !previous.isWhitespace, !Self.opensAfter.contains(previous) else { return true }
        if previous.isLetter || previous.isNumber || previous == Self.opaqueStandIn
            || Self.closesAfter.contains(previous)
        {
            return false
        }
        guard let next = character(at: index + 1) else { return false }
        return !next.isWhitespace && !Self.closesAfter.contains(next)
    }

    /// A standalone ` --- ` or ` -- ` (a space or the run's edge on both sides) becomes a
    /// no-break space and an em dash; hyphens inside words (`a---b`, `--flag`) or between other
    /// characters (`|---|`) or between pipes (`| --- |`) stay. Returns how many extra characters were consumed.
    private mutating func dash(at index: Int) -> Int {
        let runLength = ownedRun(of: "-", at: index)
        let before = character(at: index - 1)
        let after = character(at: index + runLength)
        let standalone = (before == nil || before == " ") && (after == nil || after == " ")
        // Between pipes (`| --- |`) it is a table row that did not make a table, not prose.
        let betweenPipes = character(at: index - 2) == "|" || character(at: index + runLength + 1) == "|"
        guard runLength == 2 || runLength == 3, standalone, before != nil || after != nil, !betweenPipes else {
            return runLength - 1
        }
        set(index, "\u{2014}")
        for offset in 1..<runLength { set(index + offset, "") }
        if before == " " { set(index - 1, String(RussianTypography.noBreakSpace)) }
        return runLength - 1
    }

    /// Exactly three dots, with no escaped dot beside them, become `…`. Returns how many extra
    /// characters were consumed.
    private mutating func ellipsis(at index: Int) -> Int {
        let runLength = ownedRun(of: ".", at: index)
        guard runLength == 3, character(at: index - 1) != ".", character(at: index + 3) != "." else {
            return runLength - 1
        }
        set(index, "\u{2026}")
        set(index + 1, "")
        set(index + 2, "")
        return 2
    }

    /// How many characters from `index` on are `character` and rewritable (an escaped one ends
    /// the run).
    private func ownedRun(of character: Character, at index: Int) -> Int {
        var length = 0
        while index + length < characters.count, characters[index + length] == character, isRewritable(index + length) {
            length += 1
        }
        return length
    }

    /// Replaces the space at `index` with a no-break space when the word before it is a short
    /// binding word (`в`, `на`, `не`…).
    private mutating func bindShortWord(before index: Int) {
        var start = index
        while start > 0, characters[start - 1].isLetter { start -= 1 }
        guard index - start >= 1, index - start <= 2 else { return }
        let word = String(characters[start..<index]).lowercased()
        if RussianTypography.bindingWords.contains(word) { set(index, String(RussianTypography.noBreakSpace)) }
    }
}
