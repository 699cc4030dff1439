/// URL slugs from titles.
enum Slug {
    private static let cyrillic: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
        "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
        "э": "e", "ю": "yu", "я": "ya",
    ]

    /// "Кнопки в SwiftUI" → "knopki-v-swiftui".
    static func make(from title: String) -> String {
        title.utf8.allSatisfy({ $0 < 0x80 }) ? makeFromASCII(title) : makeByCharacters(title)
    }

    /// ``make(from:)`` for any title, character by character.
    static func makeByCharacters(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if let latin = cyrillic[character] {
                slug += latin
            } else if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// ``make(from:)`` for a title of ASCII characters only (most file names), byte by byte.
    private static func makeFromASCII(_ title: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): bytes.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            default: if let last = bytes.last, last != UInt8(ascii: "-") { bytes.append(UInt8(ascii: "-")) }
            }
        }
        while bytes.last == UInt8(ascii: "-") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
