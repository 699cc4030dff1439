import SampleExtraction
import TestSupport

/// One edit of the literal property test: a shown literal of a sample module and the value a
/// reader gives it, both as the page sends it to the slot and as Swift source that replaces the
/// literal in the article's code.
struct LiteralEdit: Sendable, CustomStringConvertible {
    /// The literal.
    var slot: LiteralSlot
    /// What the page writes into the slot (a string without its quotes).
    var value: String
    /// The same value as a Swift literal, written in place of ``slot``'s text.
    var spelling: String

    var description: String {
        "\(slot.articlePath.split(separator: "/").suffix(2).joined(separator: "/")):\(slot.line):\(slot.column + 1) "
            + "\(slot.text) → \(spelling)"
    }

    /// `extraction` with the literal replaced in its text, or `nil` when the slot's place does
    /// not hold the literal (the slots and the extraction disagree, itself a failure).
    func applied(to extraction: ModuleExtraction) -> ModuleExtraction? {
        var result = extraction
        for index in result.snippets.indices where result.snippets[index].articlePath == slot.articlePath {
            if let code = replaced(in: result.snippets[index].code, firstLine: result.snippets[index].line) {
                result.snippets[index].code = code
                return result
            }
        }
        for index in result.examples.indices where result.examples[index].articlePath == slot.articlePath {
            if let code = replaced(in: result.examples[index].code, firstLine: result.examples[index].codeLine) {
                result.examples[index].code = code
                return result
            }
        }
        return nil
    }

    /// `code` (starting at article line `firstLine`) with the literal replaced, when it holds it.
    private func replaced(in code: String, firstLine: Int) -> String? {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        let index = slot.line - firstLine
        guard lines.indices.contains(index) else { return nil }
        let start = slot.column
        let end = start + slot.text.utf8.count
        guard end <= lines[index].count, Array(lines[index][start..<end]) == Array(slot.text.utf8) else { return nil }
        lines[index].replaceSubrange(start..<end, with: Array(spelling.utf8))
        return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }

    /// The byte right before the literal in its line, to know whether a minus may go there.
    static func byteBefore(_ slot: LiteralSlot, in extraction: ModuleExtraction) -> UInt8? {
        let blocks =
            extraction.snippets.map { ($0.articlePath, $0.line, $0.code) }
            + extraction.examples.map { ($0.articlePath, $0.codeLine, $0.code) }
        for (path, firstLine, code) in blocks where path == slot.articlePath {
            let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            let index = slot.line - firstLine
            guard lines.indices.contains(index), slot.column > 0 else { continue }
            let bytes = Array(lines[index].utf8)
            if slot.column <= bytes.count { return bytes[slot.column - 1] }
        }
        return nil
    }
}

/// Chooses the edits: seeded, so a failure reproduces (`DIARY_LITERAL_SEED` picks another
/// sequence), and with values that fit the literal's type as far as its spelling tells.
struct LiteralEditChooser {
    var generator: SplitMix64

    /// Strings a reader might type, Cyrillic, escapes and emoji among them.
    static let strings = ["", "Hi", "Привет, мир", "a \"quoted\" word", "back\\slash", "tab\tand\nline", "ёлка 🎄", "x"]

    /// A new value for `slot`: for a retry, a smaller one (that fits `UInt8` and `Character`).
    mutating func edit(of slot: LiteralSlot, allowingMinus: Bool, retry: Bool = false) -> LiteralEdit {
        switch slot.kind {
        case .boolean:
            let flipped = slot.text == "true" ? "false" : "true"
            return LiteralEdit(slot: slot, value: flipped, spelling: flipped)
        case .string:
            var text = retry ? ["Ж", "a", "7"][generator.below(3)] : Self.strings[generator.below(Self.strings.count)]
            if "\"\(text)\"" == slot.text { text += "!" }
            return LiteralEdit(slot: slot, value: text, spelling: SwiftLiteral.string(text))
        case .integer:
            let original = Self.integer(slot.text) ?? 0
            var value: Int
            if retry {
                value = generator.below(10)
            } else {
                switch generator.below(4) {
                case 0: value = original + generator.below(21) - 10
                case 1: value = generator.below(101)
                case 2: value = original == 0 ? 1 : original * 2
                default: value = generator.below(2)
                }
            }
            if value < 0 && !allowingMinus { value = -value }
            if value == original { value += 1 }
            return LiteralEdit(slot: slot, value: String(value), spelling: String(value))
        case .float:
            // Hundredths, spelt with a point so the replacement is a float literal too.
            let original = Int(((Double(slot.text) ?? 0) * 100).rounded())
            var hundredths =
                retry
                ? generator.below(1000)
                : [original + generator.below(1001) - 500, generator.below(10001), original * 2 + 25][
                    generator.below(3)]
            if hundredths < 0 && !allowingMinus { hundredths = -hundredths }
            if hundredths == original { hundredths += 5 }
            let magnitude = abs(hundredths)
            let fraction = magnitude % 100 < 10 ? "0\(magnitude % 100)" : String(magnitude % 100)
            let text = (hundredths < 0 ? "-" : "") + "\(magnitude / 100).\(fraction)"
            return LiteralEdit(slot: slot, value: text, spelling: text)
        }
    }

    /// An integer literal's value (decimal or `0x`, with `_` and a sign).
    static func integer(_ text: String) -> Int? {
        var digits = text.filter { $0 != "_" }
        let negative = digits.hasPrefix("-")
        if negative { digits.removeFirst() }
        let value = digits.hasPrefix("0x") ? Int(digits.dropFirst(2), radix: 16) : Int(digits)
        return value.map { negative ? -$0 : $0 }
    }
}
