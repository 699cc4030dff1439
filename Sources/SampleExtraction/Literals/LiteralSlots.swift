/// Turns the shown literals of a module's code into reads of a table the page can set, for the
/// module's WebAssembly only: `16` becomes `__diaryLiteral(7, 16)`, with the literal as written as
/// the default, so the `.wasm` behaves as before until the page sets slot 7. The sources the
/// build-tool plugin gives `swift test` never pass through here.
///
/// Each literal keeps its contextual type, since it is still a literal argument of the glue's
/// generic `__diaryLiteral<T: DiaryLiteral>(_:_:) -> T` (`SampleWasmGlue`'s `Literals/`). Slots
/// are numbered from 0 through the module's compiled blocks and then its doctests, in the
/// extraction's order; lines stay where they were, so `#sourceLocation` still names the right
/// article line.
public enum LiteralSlots {
    /// The glue function a slotted literal calls.
    public static let function = "__diaryLiteral"

    /// The extraction with every editable literal of its blocks and doctests slotted, and the slots.
    public static func slotted(_ extraction: ModuleExtraction) -> (extraction: ModuleExtraction, slots: [LiteralSlot]) {
        var result = extraction
        var slots: [LiteralSlot] = []
        for index in result.snippets.indices {
            let snippet = result.snippets[index]
            result.snippets[index].code = rewrite(
                snippet.code, articlePath: snippet.articlePath, line: snippet.line, slots: &slots)
        }
        for index in result.examples.indices {
            let example = result.examples[index]
            result.examples[index].code = rewrite(
                example.code, articlePath: example.articlePath, line: example.codeLine, slots: &slots)
        }
        return (result, slots)
    }

    /// `code` with its editable literals replaced by slot reads; the new slots are appended to
    /// `slots`, numbered on from its count.
    /// - Parameters:
    ///   - articlePath: The article, for the slots' records.
    ///   - line: The article line of the code's first line.
    static func rewrite(_ code: String, articlePath: String, line: Int, slots: inout [LiteralSlot]) -> String {
        let found = LiteralScan.literals(in: code)
        guard !found.isEmpty else { return code }
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        // Right to left within a line, so earlier columns stay valid.
        var replacements: [(literal: LiteralScan.Found, slot: Int32)] = []
        for literal in found {
            let slot = Int32(slots.count)
            slots.append(
                LiteralSlot(
                    slot: slot, articlePath: articlePath, line: line + literal.lineIndex, column: literal.column,
                    kind: literal.kind, text: literal.text))
            replacements.append((literal, slot))
        }
        for (literal, slot) in replacements.reversed() {
            let start = literal.column
            let end = start + literal.text.utf8.count
            let call = Array("\(function)(\(slot), \(literal.text))".utf8)
            lines[literal.lineIndex].replaceSubrange(start..<end, with: call)
        }
        return lines.map { String(decoding: $0, as: UTF8.self) }.joined(separator: "\n")
    }
}
