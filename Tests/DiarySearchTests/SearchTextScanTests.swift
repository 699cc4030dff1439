import Testing

@testable import DiarySearch

/// The eight-byte steps of ``JSONText/string(_:)`` and ``SearchFragments/split(_:)`` give what
/// reading one byte at a time gives, wherever the bytes that matter fall.
@Suite("Search text scanning")
struct SearchTextScanTests {
    private static let pieces = [
        "word", " ", ". ", "! ", "? ", "… ", "\n", "\r\n", "\"", "\\", "<", "\u{2028}", "\u{2029}", "\u{1}",
        "\t", "Кот", "—", "«ёлка»", "a.b", "...", "\u{A6}", String(repeating: "long words go on ", count: 15),
    ]

    /// Texts of every length up to a few chunks, with the pieces at shifting offsets.
    private static var texts: [String] {
        (0..<160).map { seed in
            (0..<(seed % 23)).map { pieces[(seed * 7 + $0 * 5 + $0 / 3) % pieces.count] }.joined()
        }
    }

    @Test("JSON strings escape what the byte-by-byte reading escapes")
    func jsonStrings() {
        for text in Self.texts {
            var json = JSONText()
            json.string(text)
            #expect(json.text == Self.referenceJSON(text), "\(text.debugDescription)")
        }
    }

    @Test("fragments are cut where the byte-by-byte reading cuts them")
    func fragments() {
        for text in Self.texts {
            #expect(SearchFragments.split(text) == Self.referenceFragments(text), "\(text.debugDescription)")
        }
    }

    private static func referenceJSON(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "<", "\u{2028}", "\u{2029}", "\u{0}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// The splitting as it was written before the eight-byte steps.
    private static func referenceFragments(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        var fragments: [String] = []
        func cut(_ range: Range<Int>) {
            var rest = trimmed(bytes, range)
            while !rest.isEmpty {
                var scalars = 0
                var index = rest.lowerBound
                var lastSpace: Int?
                while index < rest.upperBound, scalars < SearchFragments.maximumLength {
                    if bytes[index] == 0x20 { lastSpace = index }
                    if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
                    index += 1
                }
                while index < rest.upperBound, bytes[index] & 0xC0 == 0x80 { index += 1 }
                let end = index == rest.upperBound ? index : (lastSpace ?? index)
                fragments.append(String(decoding: bytes[rest.lowerBound..<end], as: UTF8.self))
                rest = trimmed(bytes, end..<rest.upperBound)
            }
        }
        var start = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let endsSentence =
                index > start
                && ([0x2E, 0x21, 0x3F].contains(bytes[index - 1])
                    || (index >= 3 && bytes[(index - 3)..<index].elementsEqual([0xE2, 0x80, 0xA6])))
            if byte == 0x0A || byte == 0x0D || (byte == 0x20 && endsSentence) {
                cut(start..<index)
                start = index + 1
            }
        }
        cut(start..<bytes.count)
        return fragments
    }

    private static func trimmed(_ bytes: [UInt8], _ range: Range<Int>) -> Range<Int> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        guard let first = range.first(where: { !isSpace(bytes[$0]) }),
            let last = range.last(where: { !isSpace(bytes[$0]) })
        else { return range.lowerBound..<range.lowerBound }
        return first..<(last + 1)
    }
}
