/// Decodes HTML character references (`&amp;`, `&#106;`, `&#x6A;`) in attribute values, the way a
/// browser does before it looks at a URL, so the sanitiser checks what the browser will use.
///
/// The sanitiser re-serialises every value it keeps from the decoded text, escaping `&` again,
/// so a reference this decoder does not know reaches the browser as literal text, never as a
/// character the checks did not see.
enum CharacterReferences {
    /// Named references this decoder knows: the ones a diary writes (typography, Latin-1 marks)
    /// and the ones used to hide URL schemes (`&colon;`, `&Tab;`, `&NewLine;`…).
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
        "colon": ":", "Tab": "\t", "NewLine": "\n", "sol": "/", "bsol": "\\", "period": ".",
        "comma": ",", "semi": ";", "lpar": "(", "rpar": ")", "lsqb": "[", "rsqb": "]", "lbrack": "[",
        "rbrack": "]", "lcub": "{", "rcub": "}", "lbrace": "{", "rbrace": "}", "excl": "!", "quest": "?",
        "num": "#", "percnt": "%", "plus": "+", "equals": "=", "ast": "*", "midast": "*", "commat": "@",
        "dollar": "$", "grave": "`", "Hat": "^", "lowbar": "_", "verbar": "|", "vert": "|", "tilde": "~",
        "hyphen": "\u{2010}", "dash": "\u{2010}", "mdash": "\u{2014}", "ndash": "\u{2013}",
        "hellip": "\u{2026}", "laquo": "«", "raquo": "»", "bdquo": "„", "ldquo": "\u{201C}",
        "rdquo": "\u{201D}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "sbquo": "\u{201A}",
        "copy": "©", "reg": "®", "trade": "™", "deg": "°", "times": "×", "divide": "÷", "minus": "\u{2212}",
        "plusmn": "±", "middot": "·", "bull": "•", "sect": "§", "para": "¶", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔",
        "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}", "shy": "\u{00AD}", "zwj": "\u{200D}",
        "zwnj": "\u{200C}", "prime": "′", "Prime": "″", "frac12": "½", "frac14": "¼", "frac34": "¾",
        "le": "≤", "ge": "≥", "ne": "≠", "asymp": "≈", "infin": "∞", "check": "✓",
    ]

    /// Legacy names a browser also decodes without the closing `;` (a subset of the spec's list).
    static let legacyWithoutSemicolon: Set<String> = [
        "amp", "lt", "gt", "quot", "nbsp", "copy", "reg", "deg", "times", "divide", "plusmn", "middot",
        "sect", "para", "pound", "yen", "cent", "shy", "frac12", "frac14", "frac34", "laquo", "raquo",
    ]

    /// The text of an attribute value with its character references decoded.
    ///
    /// Numeric references decode with or without `;` (code points that are not scalars, and
    /// zero, become U+FFFD, as in browsers). A named reference inside an attribute decodes only
    /// when it ends with `;`, or is a legacy name not followed by a letter, digit or `=`.
    static func decodeAttributeValue(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        var result = ""
        var index = bytes.startIndex
        var runStart = index
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "&"),
                let (decoded, end) = reference(in: bytes, at: index)
            else {
                index += 1
                continue
            }
            result += String(decoding: bytes[runStart..<index], as: UTF8.self)
            result += decoded
            index = end
            runStart = end
        }
        result += String(decoding: bytes[runStart..<bytes.endIndex], as: UTF8.self)
        return result
    }

    /// The reference starting at the `&` at `start`: its text and the index after it.
    private static func reference(in bytes: ArraySlice<UInt8>, at start: Int) -> (String, Int)? {
        var index = start + 1
        guard index < bytes.endIndex else { return nil }
        if bytes[index] == UInt8(ascii: "#") { return numericReference(in: bytes, at: index + 1) }
        let nameStart = index
        while index < bytes.endIndex, isASCIIAlphanumeric(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard let text = named[name] else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") { return (text, index + 1) }
        let next = index < bytes.endIndex ? bytes[index] : 0
        guard legacyWithoutSemicolon.contains(name), next != UInt8(ascii: "=") else { return nil }
        return (text, index)
    }

    /// `&#…;` after the `#`: decimal or `x`-prefixed hexadecimal digits, `;` optional.
    private static func numericReference(in bytes: ArraySlice<UInt8>, at start: Int) -> (String, Int)? {
        var index = start
        var radix: UInt32 = 10
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "x") {
            radix = 16
            index += 1
        }
        let digitsStart = index
        var value: UInt32 = 0
        while index < bytes.endIndex, let digit = digitValue(bytes[index], radix: radix) {
            value = min(value &* radix &+ digit, 0x11_0000)
            index += 1
        }
        guard index > digitsStart else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ";") { index += 1 }
        let scalar = value == 0 ? nil : Unicode.Scalar(value)
        return (String(Character(scalar ?? "\u{FFFD}")), index)
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
