import DiaryContent
import DiaryMarkdown
import SampleWasm

extension CodeBlockRenderer {
    /// The literal slots of a swift block's shown code: each slotted literal's UTF-8 offset in the
    /// code ``visibleLines(of:)`` gives, and the figure's `data-literals` attribute naming the module
    /// whose `.wasm` reads them (empty when the block has none, so its HTML is as before).
    func literalSlots(of block: CodeBlock) -> (slots: [Int: Int32], attribute: String) {
        guard !previews.literals.isEmpty, !articleModules.isEmpty else { return ([:], "") }
        var slots: [Int: Int32] = [:]
        var module: String?
        var offset = 0
        var hidden = false
        // The same lines `visibleLines(of:)` keeps; the first content line follows the fence.
        for (index, line) in block.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch line.trimmingWhitespace() {
            case "// snippet.hide": hidden = true
            case "// snippet.show": hidden = false
            default:
                guard !hidden, !DoctestInput.isMarker(line) else { continue }
                for mark in previews.literals[block.position.line + 1 + index] ?? [] {
                    slots[offset + mark.column] = mark.slot
                    module = mark.module
                }
                offset += line.utf8.count + 1
            }
        }
        guard let module else { return ([:], "") }
        return (slots, " data-literals=\"\(HTMLEscaping.escape(module))\"")
    }
}
