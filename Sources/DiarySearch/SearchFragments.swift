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
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            // Eight bytes at a time while no line break is among them and no space among them
            // can follow the end of a sentence.
            if index + 8 <= bytes.count, index == 0 || !endsSentence(bytes[index - 1]),
                !mayBreak(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            {
                index += 8
                continue
            }
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

    /// Whether `byte` may end a sentence: `.`, `!`, `?` or the last byte of `…`.
    private static func endsSentence(_ byte: UInt8) -> Bool {
        byte == 0x2E || byte == 0x21 || byte == 0x3F || byte == 0xA6
    }

    /// Whether some byte of `chunk` is a line break or may end a sentence (each lane tested
    /// exactly: the low seven bits plus 0x7F carry into no other lane).
    private static func mayBreak(_ chunk: UInt64) -> Bool {
        let found =
            lanes(of: chunk, equalTo: 0x0A) | lanes(of: chunk, equalTo: 0x0D) | lanes(of: chunk, equalTo: 0x2E)
            | lanes(of: chunk, equalTo: 0x21) | lanes(of: chunk, equalTo: 0x3F) | lanes(of: chunk, equalTo: 0xA6)
        return found & 0x8080_8080_8080_8080 != 0
    }

    /// The high bit of each lane of `chunk` that equals `byte`, among other bits.
    private static func lanes(of chunk: UInt64, equalTo byte: UInt8) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let difference = chunk ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & low) &+ low) | difference)
    }

    /// Appends `sentence` without surrounding spaces, in pieces of at most ``maximumLength`` scalars.
    private static func cut(_ sentence: Slice<Bytes>, into fragments: inout [String]) {
        var rest = trimmed(sentence)
        // A sentence of at most that many bytes has at most that many scalars: one piece.
        if !rest.isEmpty, rest.count <= maximumLength {
            fragments.append(String(decoding: UnsafeBufferPointer(rebasing: rest), as: UTF8.self))
            return
        }
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
