/// A literal of a compiled block that the reader can change in the page: where it stands in its
/// line and which slot of which module's WebAssembly reads it (`SampleExtraction`'s `LiteralSlots`).
struct LiteralMark: Sendable, Hashable, Encodable {
    /// Where the literal starts in its line, in UTF-8 bytes (a negative literal at its `-`).
    var column: Int
    /// The slot's number in the module.
    var slot: Int32
    /// The sample module whose `.wasm` reads the slot.
    var module: String
}
