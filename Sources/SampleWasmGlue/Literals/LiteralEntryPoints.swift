/// What the literal slots' exports do (``WireFormat/Literals``): the generated registry's
/// `@_cdecl` functions call these. The page writes a value's UTF-8 into the buffer, sets a slot
/// with it, runs a doctest or redraws a preview, then asks which values were refused.
public enum LiteralEntryPoints {
    /// The buffer's size in bytes: the longest value a slot takes.
    public static let capacity = 4096
    nonisolated(unsafe) private static let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)

    /// The buffer the page writes a value into, ``capacity`` bytes long.
    public static func buffer() -> UnsafeMutablePointer<UInt8> { storage }

    /// Sets `slot` to the first `count` bytes of the buffer (UTF-8); a `count` past the buffer
    /// sets nothing.
    public static func set(_ slot: Int32, _ count: Int32) {
        guard count >= 0, Int(count) <= capacity else { return }
        LiteralTable.set(slot, String(decoding: UnsafeBufferPointer(start: storage, count: Int(count)), as: UTF8.self))
    }

    /// Every literal reads as written again.
    public static func reset() { LiteralTable.reset() }

    /// Prints the refused slots to standard output, one `slot TypeName` line each.
    public static func refusals() { GlueOutput.write(LiteralTable.refusalLines, to: .standardOutput) }

    /// Prints the slots read since the last call (or since the instance started), in order, each
    /// followed by a space, and forgets them.
    public static func reads() { GlueOutput.write(LiteralTable.takeReads(), to: .standardOutput) }
}
