/// Cuts plain text into the short pieces a search result quotes: sentences, and long sentences
/// at a word boundary, so an excerpt is a line or two.
///
/// Works on the UTF-8 bytes: every place it cuts is an ASCII byte or the end of `…`, so each
/// piece is whole characters, and a diary's worth of text is cut in milliseconds.
enum SearchFragments {
    /// A fragment longer than this many characters (Unicode scalars) is cut at the last space before it.
    static let maximumLength = 220

    /// The fragments of `text` in order; paragraphs (lines) never share one.
    static func split(_ text: String) -> [String] {
        var text = text
        return text.withUTF8(split)
    }

    /// The fragments of UTF-8 `bytes` (a string's, so whole scalars) in order.
    private static func split(_ bytes: Bytes) -> [String] {
        var fragments: [String] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                cut(bytes[start..<index], into: &fragments)
                start = index + 1
            } else if byte == 0x20, index > start, endsSentence(bytes, before: index) {
                cut(bytes[start..<index], into: &fragments)
                start = index + 1
            }
            index += 1
        }
        cut(bytes[start..<bytes.count], into: &fragments)
        return fragments
    }

    private typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Whether the bytes before `index` end with `.`, `!`, `?` or `…`.
    private static func endsSentence(_ bytes: Bytes, before index: Int) -> Bool {
        let last = bytes[index - 1]
        if last == 0x2E || last == 0x21 || last == 0x3F { return true }
        return index >= 3 && last == 0xA6 && bytes[index - 2] == 0x80 && bytes[index - 3] == 0xE2
    }

    /// Appends `sentence` without surrounding spaces, in pieces of at most ``maximumLength`` scalars.
    private static func cut(_ sentence: Slice<Bytes>, into fragments: inout [String]) {
        var rest = trimmed(sentence)
        while !rest.isEmpty {
            var scalars = 0
            var index = rest.startIndex
            var lastSpace: Int?
            while index < rest.endIndex, scalars < maximumLength {
                if rest[index] == 0x20 { lastSpace = index }
                // Continuation bytes (10xxxxxx) do not start a scalar.
                if rest[index] & 0xC0 != 0x80 { scalars += 1 }
                index += 1
            }
            while index < rest.endIndex, rest[index] & 0xC0 == 0x80 { index += 1 }
            let end = index == rest.endIndex ? index : (lastSpace ?? index)
            let piece = UnsafeBufferPointer(rebasing: rest[rest.startIndex..<end])
            fragments.append(String(decoding: piece, as: UTF8.self))
            rest = trimmed(rest[end...])
        }
    }

    private static func trimmed(_ bytes: Slice<Bytes>) -> Slice<Bytes> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }), let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return bytes[bytes.startIndex..<bytes.startIndex] }
        return bytes[first...last]
    }
}
