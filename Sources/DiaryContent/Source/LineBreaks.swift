/// The one way article files' line breaks are normalised, so the front matter splitter, the
/// code extractor and the Markdown parser number lines alike (``ArticleSource`` and
/// `MarkdownParser` both call it).
public enum LineBreaks {
    /// `text` with CRLF and lone CR replaced by LF.
    ///
    /// It works on bytes: Swift's `Character` joins `\r\n` into one grapheme, so replacing
    /// characters turns `a\r\r\n` into `a\r\n` (one line break) instead of two line breaks.
    public static func normalized(_ text: String) -> String {
        let carriageReturn = UInt8(ascii: "\r")
        let lineFeed = UInt8(ascii: "\n")
        // On the contiguous bytes, eight at a time: every article is checked on every build.
        let hasCarriageReturn =
            text.utf8.withContiguousStorageIfAvailable(containsCarriageReturn)
            ?? text.utf8.contains(carriageReturn)
        guard hasCarriageReturn else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterCarriageReturn = false
        for byte in text.utf8 {
            // The LF of a CRLF was written already, as the CR's replacement.
            if !(byte == lineFeed && afterCarriageReturn) {
                bytes.append(byte == carriageReturn ? lineFeed : byte)
            }
            afterCarriageReturn = byte == carriageReturn
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `bytes` hold a CR, looked for eight bytes at a time (a byte-by-byte `contains`
    /// stops to test every byte).
    private static func containsCarriageReturn(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var offset = 0
        while offset + 8 <= raw.count {
            // A lane's high bit ends up set exactly when the lane is 0x0D: no lane carries into another.
            let difference = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0x0D0D_0D0D_0D0D_0D0D
            if ~(((difference & low) &+ low) | difference) & ~low != 0 { return true }
            offset += 8
        }
        return raw[offset...].contains(UInt8(ascii: "\r"))
    }
}
