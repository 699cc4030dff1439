/// TOML's four kinds of strings: basic (`"…"`, with escapes), literal (`'…'`) and their
/// multi-line forms (`"""…"""`, `'''…'''`), read as `tomllib` reads them.
extension TOMLReader {
    /// A basic string's content after its opening quote (or the three of a multi-line one).
    mutating func basicString(multiline: Bool) throws(FrontMatterError) -> String {
        var result: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("the string is never closed; end it with '\"'") }
            if byte == UInt8(ascii: "\"") {
                if !multiline {
                    pos += 1
                    return String(decoding: result, as: UTF8.self)
                }
                if starts(with: "\"\"\"") {
                    pos += 3
                    return String(decoding: result, as: UTF8.self)
                }
                result.append(byte)
                pos += 1
                continue
            }
            if byte == UInt8(ascii: "\\") {
                result += try escape(multiline: multiline)
                continue
            }
            if Self.isControl(byte), byte != UInt8(ascii: "\t"), !(multiline && byte == UInt8(ascii: "\n")) {
                throw error("a control character in a string; write it as an escape like \\u0007")
            }
            result.append(byte)
            pos += 1
        }
    }

    private mutating func escape(multiline: Bool) throws(FrontMatterError) -> [UInt8] {
        let next = peek(at: pos + 1)
        pos += 2
        if multiline, let next, next == UInt8(ascii: " ") || next == UInt8(ascii: "\t") || next == UInt8(ascii: "\n") {
            if next != UInt8(ascii: "\n") {
                skip(Self.whitespace)
                guard let byte = peek() else { return [] }
                guard byte == UInt8(ascii: "\n") else {
                    throw error("a '\\' in a string must start an escape like \\n or \\\\", at: pos - 1)
                }
                pos += 1
            }
            skip(Self.whitespaceAndNewline)
            return []
        }
        switch next {
        case UInt8(ascii: "u"): return try hexScalar(digits: 4)
        case UInt8(ascii: "U"): return try hexScalar(digits: 8)
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "\""): return [0x22]
        case UInt8(ascii: "\\"): return [0x5C]
        default:
            throw error(
                "a '\\' in a string must start an escape like \\n or \\\\; write '\\\\' for a backslash", at: pos - 2)
        }
    }

    private mutating func hexScalar(digits: Int) throws(FrontMatterError) -> [UInt8] {
        guard pos + digits <= bytes.count, bytes[pos..<pos + digits].allSatisfy(Self.isHexDigit) else {
            throw error("\\u needs 4 and \\U 8 hexadecimal digits")
        }
        let value = bytes[pos..<pos + digits].reduce(UInt32(0)) { $0 &* 16 &+ UInt32(Self.hexValue($1)) }
        guard let scalar = Unicode.Scalar(value) else { throw error("the escape names no Unicode character") }
        pos += digits
        return Array(String(Character(scalar)).utf8)
    }

    mutating func literalString() throws(FrontMatterError) -> String {
        pos += 1
        let start = pos
        while true {
            guard let byte = peek() else { throw error("the string is never closed; end it with \"'\"", at: start - 1) }
            if byte == UInt8(ascii: "'") { break }
            if Self.isControl(byte), byte != UInt8(ascii: "\t") {
                throw error("a control character or line break in a one-line string; use '''…''' for several lines")
            }
            pos += 1
        }
        pos += 1
        return String(decoding: bytes[start..<pos - 1], as: UTF8.self)
    }

    mutating func multilineString(literal: Bool) throws(FrontMatterError) -> String {
        let opening = pos
        pos += 3
        if peek() == UInt8(ascii: "\n") { pos += 1 }
        let delimiter = literal ? UInt8(ascii: "'") : UInt8(ascii: "\"")
        var result: [UInt8]
        if literal {
            let start = pos
            while !starts(with: "'''") {
                guard let byte = peek() else { throw error("the string is never closed; end it with '''", at: opening) }
                if Self.isControl(byte), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\n") {
                    throw error("a control character in a string")
                }
                pos += 1
            }
            result = Array(bytes[start..<pos])
            pos += 3
        } else {
            result = Array(try basicString(multiline: true).utf8)
        }
        for _ in 0..<2 where peek() == delimiter {
            result.append(delimiter)
            pos += 1
        }
        return String(decoding: result, as: UTF8.self)
    }
}
