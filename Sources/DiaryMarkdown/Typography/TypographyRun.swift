/// One run of characters across several text segments, rewritten in a single left-to-right pass.
///
/// Each source character maps to an output string (possibly empty, when a rule merges several
/// characters into one), so the result can be split back into the original segments.
struct TypographyRun {
    /// The characters of the run; non-text segments appear as stand-ins that give context.
    private var characters: [Character] = []
    /// The text segment each character belongs to, or `nil` for stand-ins.
    private var owners: [Int?] = []
    /// The output for each character.
    private var outputs: [String] = []
    private var textSegmentCount = 0

    /// A character that is word-like but not a letter (code spans, images).
    private static let opaqueStandIn: Character = "\u{E000}"

    init(segments: [RussianTypography.Segment]) {
        for segment in segments {
            switch segment {
            case .text(let text):
                for character in text {
                    characters.append(character)
                    owners.append(textSegmentCount)
                }
                textSegmentCount += 1
            case .opaque:
                characters.append(Self.opaqueStandIn)
                owners.append(nil)
            case .space:
                characters.append(" ")
                owners.append(nil)
            }
        }
        outputs = characters.map { String($0) }
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
        if owners.indices.contains(index), owners[index] != nil { outputs[index] = output }
    }

    // MARK: Rules

    mutating func applyRules() {
        var quotes: [Character] = []
        var index = 0
        while index < characters.count {
            guard owners[index] != nil else {
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

    /// Opens a quote after a space, bracket, dash or another opening quote; closes it otherwise.
    private mutating func quote(at index: Int, stack: inout [Character]) {
        let previous = index > 0 ? outputs[index - 1].last ?? characters[index - 1] : nil
        let opens = previous.map { $0.isWhitespace || "([{«„—-/".contains($0) } ?? true
        if opens {
            let mark: Character = stack.isEmpty ? "«" : "„"
            stack.append(mark)
            set(index, String(mark))
        } else {
            let opening = stack.popLast()
            set(index, opening == "„" ? "\u{201C}" : "»")
        }
    }

    /// `---` becomes an em dash; ` -- ` becomes a no-break space and an em dash. Returns how many
    /// extra characters were consumed.
    private mutating func dash(at index: Int) -> Int {
        let runLength = characters[index...].prefix { $0 == "-" }.count
        let before = character(at: index - 1)
        let after = character(at: index + runLength)
        let spacedDoubleHyphen = runLength == 2 && before == " " && (after == nil || after == " ")
        guard runLength == 3 || spacedDoubleHyphen else { return runLength - 1 }
        set(index, "\u{2014}")
        for offset in 1..<runLength { set(index + offset, "") }
        if before == " " { set(index - 1, String(RussianTypography.noBreakSpace)) }
        return runLength - 1
    }

    /// Exactly three dots become `…`. Returns how many extra characters were consumed.
    private mutating func ellipsis(at index: Int) -> Int {
        let runLength = characters[index...].prefix { $0 == "." }.count
        guard runLength == 3 else { return runLength - 1 }
        set(index, "\u{2026}")
        set(index + 1, "")
        set(index + 2, "")
        return 2
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
