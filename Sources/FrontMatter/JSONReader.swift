/// Reads JSON front matter (a Hugo file opening with a `{ … }` object) into the same node tree
/// the YAML reader builds: strings become quoted scalars, numbers (as written), `true`, `false`
/// and `null` plain scalars. Strict RFC 8259; a key given twice is an error, as in YAML front
/// matter. The oracle tests hold it to Python's `json`.
struct JSONReader {
    private let bytes: [UInt8]
    private var positions: TextPositions
    private var pos = 0

    /// - Parameter startLine: The file line of the text's first line.
    init(_ text: String, startLine: Int) {
        bytes = Array(text.utf8)
        positions = TextPositions(bytes, startLine: startLine)
    }

    /// The document's value: for front matter, an object.
    mutating func read() throws(FrontMatterError) -> YAMLNode {
        skipWhitespace()
        let root = try value(depth: 0)
        skipWhitespace()
        guard pos == bytes.count else { throw error("text after the end of the JSON object") }
        return root
    }

    private mutating func value(depth: Int) throws(FrontMatterError) -> YAMLNode {
        let place = positions.position(of: pos)
        if depth >= FrontMatter.maximumNestingDepth {
            throw FrontMatterError.nestingTooDeep(line: place.line, column: place.column)
        }
        func node(_ value: YAMLValue) -> YAMLNode { YAMLNode(value: value, line: place.line, column: place.column) }
        switch peek() {
        case UInt8(ascii: "{"): return node(.mapping(try object(depth: depth + 1)))
        case UInt8(ascii: "["): return node(.sequence(try array(depth: depth + 1)))
        case UInt8(ascii: "\""): return node(.scalar(try string(), isPlain: false))
        default:
            for literal in ["true", "false", "null"] where starts(with: literal) {
                pos += literal.utf8.count
                return node(.scalar(literal, isPlain: true))
            }
            return node(.scalar(try number(), isPlain: true))
        }
    }

    private mutating func object(depth: Int) throws(FrontMatterError) -> [(key: String, value: YAMLNode)] {
        pos += 1
        var entries: [(key: String, value: YAMLNode)] = []
        var keyLines: [String: Int] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            pos += 1
            return entries
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
            let keyPlace = positions.position(of: pos)
            let key = try string()
            if let first = keyLines[key] {
                throw FrontMatterError(
                    line: keyPlace.line, column: keyPlace.column,
                    message: "Duplicate key '\(key)' (first given on line \(first)); keep only one of them.")
            }
            keyLines[key] = keyPlace.line
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            pos += 1
            skipWhitespace()
            entries.append((key, try value(depth: depth)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                pos += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                pos += 1
                return entries
            default: throw error("expected ',' or '}' after the value")
            }
        }
    }

    private mutating func array(depth: Int) throws(FrontMatterError) -> [YAMLNode] {
        pos += 1
        var elements: [YAMLNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            pos += 1
            return elements
        }
        while true {
            elements.append(try value(depth: depth))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                pos += 1
                skipWhitespace()
            case UInt8(ascii: "]"):
                pos += 1
                return elements
            default: throw error("expected ',' or ']' after the value")
            }
        }
    }

    private mutating func string() throws(FrontMatterError) -> String {
        let opening = pos
        pos += 1
        var result: [UInt8] = []
        while true {
            guard let byte = peek() else { throw error("the string is never closed; end it with '\"'", at: opening) }
            pos += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: result, as: UTF8.self)
            case UInt8(ascii: "\\"): result += try escape()
            case 0..<0x20:
                throw error("a control character or line break in a string; write it as \\n or \\u0007", at: pos - 1)
            default: result.append(byte)
            }
        }
    }

    private mutating func escape() throws(FrontMatterError) -> [UInt8] {
        guard let byte = peek() else { throw error("the string is never closed") }
        pos += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "u"):
            var value = try hex4()
            if (0xD800..<0xDC00).contains(value), starts(with: "\\u") {
                let back = pos
                pos += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                } else {
                    pos = back
                }
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw error("a lone surrogate escape names no character; pair it or remove it", at: pos - 6)
            }
            return Array(String(Character(scalar)).utf8)
        default:
            throw error("'\\' starts an escape like \\n, \\\" or \\u00e9; write '\\\\' for a backslash", at: pos - 2)
        }
    }

    private mutating func hex4() throws(FrontMatterError) -> UInt32 {
        guard pos + 4 <= bytes.count, bytes[pos..<pos + 4].allSatisfy(TOMLReader.isHexDigit) else {
            throw error("\\u needs four hexadecimal digits")
        }
        defer { pos += 4 }
        return bytes[pos..<pos + 4].reduce(UInt32(0)) { $0 * 16 + UInt32(TOMLReader.hexValue($1)) }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, kept as written.
    private mutating func number() throws(FrontMatterError) -> String {
        let start = pos
        if peek() == UInt8(ascii: "-") { pos += 1 }
        if peek() == UInt8(ascii: "0") {
            pos += 1
        } else if let byte = peek(), (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte) {
            skipDigits()
        } else {
            throw error(
                "expected a value: a \"string\", a number, true, false, null, [an array] or {an object}", at: start)
        }
        if peek() == UInt8(ascii: ".") {
            pos += 1
            guard skipDigits() else { throw error("a digit must follow the decimal point") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            pos += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { pos += 1 }
            guard skipDigits() else { throw error("a digit must follow the exponent's 'e'") }
        }
        return String(decoding: bytes[start..<pos], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = pos
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { pos += 1 }
        return pos > start
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { pos += 1 }
    }

    private func peek() -> UInt8? { pos < bytes.count ? bytes[pos] : nil }
    private func starts(with text: String) -> Bool {
        let count = text.utf8.count
        return pos + count <= bytes.count && bytes[pos..<pos + count].elementsEqual(text.utf8)
    }

    private mutating func error(_ message: String, at offset: Int? = nil) -> FrontMatterError {
        let place = positions.position(of: offset ?? pos)
        return FrontMatterError(
            line: place.line, column: place.column, message: "Front matter is not valid JSON: \(message).")
    }
}
