/// The characters XML 1.0 forbids, found and removed on UTF-8 bytes.
///
/// XML 1.0's `Char` production allows `#x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
/// [#x10000-#x10FFFF]`; not even a character reference may name anything else. A Swift string
/// holds no surrogates, so what it can hold outside that set is the C0 controls but tab, line
/// feed and carriage return (a vertical tab or form feed pasted from a PDF), and U+FFFE and
/// U+FFFF. One of them anywhere makes a feed reader reject the whole feed, so the feeds and the
/// sitemap leave them out, and the article checks (``ArticleCharacters``) say where they are.
enum XMLCharacters {
    /// Whether XML 1.0 allows `scalar` in a document.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `text` without the characters XML 1.0 forbids; `text` itself (no copy) when it holds none,
    /// which a scan of its bytes tells.
    static func removingForbidden(_ text: String) -> String {
        var text = text
        let cleaned = text.withUTF8 { bytes -> [UInt8]? in
            guard let first = firstForbiddenOffset(in: bytes) else { return nil }
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            result += bytes[..<first]
            var index = first
            while index < bytes.count {
                let length = forbiddenLength(in: bytes, at: index)
                if length == 0 { result.append(bytes[index]) }
                index += max(length, 1)
            }
            return result
        }
        guard let cleaned else { return text }
        return String(decoding: cleaned, as: UTF8.self)
    }

    /// The byte offset of the first forbidden character in `bytes` (valid UTF-8), if any.
    static func firstForbiddenOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            // Every forbidden character starts with a byte below 0x20 or with 0xEF.
            if byte < 0x20 || byte == 0xEF, forbiddenLength(in: bytes, at: index) > 0 { return index }
            index += 1
        }
        return nil
    }

    /// How many bytes the forbidden character at `index` takes, or 0 when the character there
    /// is allowed.
    private static func forbiddenLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x20 { return byte == 0x9 || byte == 0xA || byte == 0xD ? 0 : 1 }
        // U+FFFE and U+FFFF are EF BF BE and EF BF BF.
        if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return 3 }
        return 0
    }

    /// `U+000B`: how a diagnostic names a code point.
    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
