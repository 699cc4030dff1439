// The lexer works on UTF-8 bytes: every byte that matters to Swift syntax is ASCII, and
// every non-ASCII byte (a lead or continuation byte) is treated as part of an identifier or
// of the literal or comment around it, so token boundaries always fall between scalars.

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let dollar = UInt8(ascii: "$")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let star = UInt8(ascii: "*")
    static let plus = UInt8(ascii: "+")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let at = UInt8(ascii: "@")
    static let backslash = UInt8(ascii: "\\")
    static let underscore = UInt8(ascii: "_")
    static let backtick = UInt8(ascii: "`")
    static let exclamation = UInt8(ascii: "!")

    /// Spaces, tabs, line breaks, vertical tab and form feed.
    var isWhitespace: Bool {
        self == .space || self == .tab || self == .lineFeed || self == .carriageReturn || self == 0x0B
            || self == 0x0C
    }

    var isLineBreak: Bool { self == .lineFeed || self == .carriageReturn }

    var isDecimalDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        isDecimalDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }

    var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }

    var isASCIILetter: Bool {
        isASCIIUppercase || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
    }

    /// Letters, `_` and any non-ASCII byte (Swift allows most of Unicode in identifiers).
    var isIdentifierHead: Bool { isASCIILetter || self == .underscore || self >= 0x80 }

    var isIdentifierBody: Bool { isIdentifierHead || isDecimalDigit }

    /// Characters that may appear in an operator (`.` is handled separately: Swift only
    /// allows it in operators that start with a dot).
    var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
