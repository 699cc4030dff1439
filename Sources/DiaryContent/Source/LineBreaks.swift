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
        // On the contiguous bytes, a tight loop: every article is checked on every build.
        let hasCarriageReturn =
            text.utf8.withContiguousStorageIfAvailable { $0.contains(carriageReturn) }
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
}
