import DiaryUI
import WasmWireFormat

/// What `diary_draw_previews` does (the runtime's `_start` calls it, `wasmkit run` calls
/// `_start`): draws every fence of the registry and writes it as records on the record channel
/// (``WireFormat/Previews``).
///
/// The records go to descriptor 2, not through `print`, whose text goes to standard output:
/// article code that prints something shaped like a record only writes to a stream the
/// generator never reads as previews. Before drawing fence *i*, a `begin` record for *i* is
/// written, so a run that traps or runs out of time names the fence it was drawing.
///
/// Limits: the article's code runs in the same instance, so code that sets out to forge can still
/// reach the channel; the generator therefore checks that the records come exactly in the order
/// of the fences it asked for, and re-serialises every SVG through an allow-list.
enum PreviewRecordWriter {
    /// Draws and writes every fence of `registry`, in order.
    static func drawAll<Registry: PreviewRegistry>(_ registry: Registry.Type) {
        for (index, fence) in Registry.fences.enumerated() {
            writeBegin(index)
            let variants = Registry.render(fence: index)
            writeFence(path: fence.path, line: fence.line, variants)
        }
    }

    /// The record announcing that fence `index` is being drawn.
    static func writeBegin(_ index: Int) {
        writeField(WireFormat.Previews.begin)
        writeField(String(index))
    }

    /// A drawn fence's record.
    static func writeFence(path: String, line: Int, _ variants: [RenderedPreview]) {
        for field in [WireFormat.Previews.fence, path, String(line), String(variants.count)] { writeField(field) }
        for variant in variants {
            writeField(variant.name)
            writeField(variant.caption)
            writeField(variant.lightSVG)
            writeField(variant.darkSVG)
            switch variant.fixedColorScheme {
            case .none: writeField("")
            case .light?: writeField(WireFormat.Previews.light)
            case .dark?: writeField(WireFormat.Previews.dark)
            }
            let reactions = variant.reactions?.reactions ?? []
            writeField(String(reactions.count))
            for reaction in reactions {
                writeField(reaction.kind.rawValue)
                writeField(reaction.subject)
            }
        }
    }

    /// One field, `<UTF-8 byte count>:<text>`, written at once.
    static func writeField(_ text: String) {
        GlueOutput.write(field(text), to: .previewRecords)
    }

    /// `text` as a field: its UTF-8 byte count in decimal, a colon, the text.
    static func field(_ text: String) -> String {
        String(text.utf8.count) + ":" + text
    }
}
