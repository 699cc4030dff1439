import SwiftHighlighter

/// Finds the literals of one block's shown code that may become slots (``LiteralSlots``).
///
/// Left out, because the compiler needs a literal there or the reader does not see it: lines
/// hidden by `// snippet.hide` … `// snippet.show`, the line a `// snippet.input` marker declares
/// (the doctest's own input field changes it), attribute arguments (`@available(iOS 17, *)`),
/// everything after `case` up to its `:` (patterns, enum raw values), directive and macro lines
/// (`#sourceLocation`, `#if`, `#Preview`), generic arguments (`<3, Int>`), tuple indexes (`.0`),
/// the condition of `while true`, and strings that interpolate, span lines or are raw.
struct LiteralScan {
    /// A literal found in the code.
    struct Found: Equatable {
        /// The 0-based line of the code.
        var lineIndex: Int
        /// Where it starts in that line, in UTF-8 bytes.
        var column: Int
        /// What kind of literal it is.
        var kind: LiteralSlot.Kind
        /// The literal as written, a leading `-` included.
        var text: String
    }

    /// The literals of `code` a reader may change, in order.
    static func literals(in code: String) -> [Found] {
        var scan = LiteralScan(tokens: SwiftHighlighter.tokens(in: code))
        scan.run()
        return scan.found
    }

    private let tokens: [SwiftHighlighter.Token]
    private var found: [Found] = []
    private var lineIndex = 0
    private var column = 0
    private var hidden = false
    /// The line a `// snippet.input` marker declares.
    private var inputLine: Int?
    /// The line of a directive or macro, whose literals stay as written.
    private var directiveLine: Int?
    /// The parentheses still open in an attribute's arguments (0: not in one).
    private var attributeDepth = 0
    private var attributeOpensNext = false
    /// The brackets still open since a `case`, which is skipped up to its `:` (nil: not in one).
    private var caseDepth: Int?

    private init(tokens: [SwiftHighlighter.Token]) {
        self.tokens = tokens
    }

    private mutating func run() {
        for index in tokens.indices {
            let token = tokens[index]
            consider(index)
            advance(over: token.text)
        }
    }

    /// Updates the skipping state for the token at `index`, and records it when it is a literal.
    private mutating func consider(_ index: Int) {
        let token = tokens[index]
        switch token.kind {
        case .whitespace: return
        case .comment:
            let text = token.text.trimmedSpaces
            if text == "// snippet.hide" { hidden = true }
            if text == "// snippet.show" { hidden = false }
            if text.hasPrefix("// snippet.input") { inputLine = lineIndex + 1 }
            return
        case .macro:
            directiveLine = lineIndex
        case .attribute:
            attributeOpensNext = true
            return
        case .punctuation, .operator:
            track(token.text)
        case .keyword where token.text == "case":
            caseDepth = 0
        default: break
        }
        attributeOpensNext = false
        guard let kind = literalKind(at: index), isEditable(at: index) else { return }
        var text = String(token.text)
        var start = column
        if kind == .integer || kind == .float, isPrefixMinus(before: index) {
            text = "-" + text
            start -= 1
        }
        found.append(Found(lineIndex: lineIndex, column: start, kind: kind, text: text))
    }

    /// Follows attribute arguments and a `case` up to its `:`.
    private mutating func track(_ text: Substring) {
        if attributeOpensNext, text == "(" {
            attributeDepth = 1
            attributeOpensNext = false
            return
        }
        if attributeDepth > 0 {
            if text == "(" { attributeDepth += 1 }
            if text == ")" { attributeDepth -= 1 }
            return
        }
        guard let depth = caseDepth else { return }
        switch text {
        case "(", "[", "{": caseDepth = depth + 1
        case ")", "]", "}": caseDepth = depth == 0 ? nil : depth - 1
        case ":" where depth == 0: caseDepth = nil
        default: break
        }
    }

    private func literalKind(at index: Int) -> LiteralSlot.Kind? {
        let token = tokens[index]
        switch token.kind {
        case .number:
            let text = token.text
            let isHex = text.hasPrefix("0x") || text.hasPrefix("0X")
            let isFloat = text.contains(".") || (!isHex && (text.contains("e") || text.contains("E")))
            if isHex && text.contains(where: { $0 == "." || $0 == "p" || $0 == "P" }) { return nil }
            return isFloat ? .float : .integer
        case .keyword where token.text == "true" || token.text == "false": return .boolean
        case .string:
            let text = token.text
            guard text.count >= 2, text.first == "\"", text.last == "\"", !text.hasPrefix("\"\"\""),
                neighbour(of: index, step: -1)?.kind != .interpolation,
                neighbour(of: index, step: 1)?.kind != .interpolation
            else { return nil }
            return .string
        default: return nil
        }
    }

    /// Whether the literal at `index` stands where the reader sees it and the compiler takes an
    /// expression.
    private func isEditable(at index: Int) -> Bool {
        guard !hidden, inputLine != lineIndex, directiveLine != lineIndex, attributeDepth == 0, caseDepth == nil
        else { return false }
        let before = neighbour(of: index, step: -1, skippingMinus: true)
        if let before, before.kind == .punctuation || before.kind == .operator {
            // `.0` is a tuple index, `<3, Int>` a generic argument.
            if before.text == "." || before.text == "<" { return false }
        }
        // `while true` is an endless loop only while it is a literal: the compiler then knows the
        // code after it cannot be reached, and a function needs no `return` there.
        if let before, before.kind == .keyword, before.text == "while" { return false }
        if tokens[index].kind == .number, let after = neighbour(of: index, step: 1),
            after.kind == .identifier, after.text == "of"
        {
            return false
        }
        return true
    }

    /// Whether a `-` written right before the literal at `index` is a prefix minus.
    private func isPrefixMinus(before index: Int) -> Bool {
        guard index > 0, tokens[index - 1].kind == .operator, tokens[index - 1].text == "-" else { return false }
        guard index > 1 else { return true }
        let previous = tokens[index - 2]
        switch previous.kind {
        case .whitespace, .comment: return true
        case .punctuation: return previous.text != ")" && previous.text != "]"
        case .operator: return true
        case .keyword: return previous.text != "self" && previous.text != "true" && previous.text != "false"
        default: return false
        }
    }

    /// The nearest token before (`step` -1) or after (`step` 1) `index` that is no whitespace or
    /// comment; with `skippingMinus`, a prefix `-` right before the token is passed over too.
    private func neighbour(of index: Int, step: Int, skippingMinus: Bool = false) -> SwiftHighlighter.Token? {
        var other = index + step
        if skippingMinus, step < 0, isPrefixMinus(before: index) { other -= 1 }
        while tokens.indices.contains(other) {
            let kind = tokens[other].kind
            if kind != .whitespace && kind != .comment { return tokens[other] }
            other += step
        }
        return nil
    }

    private mutating func advance(over text: Substring) {
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                lineIndex += 1
                column = 0
                // A `case` ends with its line unless a bracket is still open.
                if caseDepth == 0 { caseDepth = nil }
            } else {
                column += 1
            }
        }
    }
}

extension Substring {
    fileprivate var trimmedSpaces: Substring {
        var slice = self
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" || last == "\r" { slice.removeLast() }
        return slice
    }
}
