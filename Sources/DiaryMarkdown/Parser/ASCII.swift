/// Byte classes of ASCII for the readers that go back to the source bytes.
enum ASCII {
    static let backslash = UInt8(ascii: "\\")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let hash = UInt8(ascii: "#")
    static let lineFeed = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    /// cmark-gfm's longest reference name (`CMARK_ENTITY_MAX_LENGTH`).
    static let longestReference = 32
    /// Characters of `*emphasis*`, `_emphasis_` and `~~strikethrough~~` runs.
    static let emphasisDelimiters: Set<UInt8> = [UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~")]

    /// Whether `byte` is a space, a tab or a line feed.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == tab || byte == lineFeed
    }

    /// Whether every byte of `bytes` is ASCII, read eight at a time while eight are left.
    static func isASCII(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
                    return false
                }
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] >= 0x80 { return false }
                offset += 1
            }
            return true
        }
    }

    /// Whether `bytes` hold a backslash or an ampersand, read eight at a time while eight are left.
    static func containsEscapeStart(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                let chunk = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                if hasLane(chunk, equalTo: backslash) || hasLane(chunk, equalTo: ampersand) { return true }
                offset += 8
            }
            while offset < raw.count {
                if raw[offset] == backslash || raw[offset] == ampersand { return true }
                offset += 1
            }
            return false
        }
    }

    /// Whether some byte of `chunk` equals `byte`: a lane is zero after the exclusive or exactly
    /// when its low seven bits, plus 0x7F, do not reach its high bit and that bit is clear.
    private static func hasLane(_ chunk: UInt64, equalTo byte: UInt8) -> Bool {
        let difference = chunk ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((difference & low) &+ low) | difference) & ~low != 0
    }

    /// Whether `text` may hold a carriage return: `false` only when its contiguous UTF-8 bytes,
    /// read eight at a time, hold none.
    static func mayHoldCarriageReturn(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                if hasLane(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), equalTo: 0x0D) { return true }
                offset += 8
            }
            return raw[offset...].contains(0x0D)
        }
        return found ?? true
    }

    /// Whether `byte` is ASCII punctuation, which a backslash escapes.
    static func isPunctuation(_ byte: UInt8) -> Bool {
        (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
            || (0x7B...0x7E).contains(byte)
    }

    /// How many bytes the UTF-8 scalar starting with `byte` has (1 for a byte that starts none).
    static func scalarLength(leadingByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
