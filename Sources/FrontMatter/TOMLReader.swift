/// Reads TOML 1.0 front matter (Hugo's `+++` fences) into the same node tree the YAML reader
/// builds. Strings become quoted scalars; integers (in decimal), floats, booleans and dates
/// become plain scalars as YAML would give them. It follows Python's `tomllib` statement by
/// statement, and the oracle tests hold it to `tomllib`'s answers.
struct TOMLReader {
    let bytes: [UInt8]
    var positions: TextPositions
    var pos = 0
    private var flags = TOMLFlags()
    private let root: TOMLTable

    /// - Parameter startLine: The file line of the first TOML line.
    init(_ text: String, startLine: Int) {
        bytes = Array(text.utf8)
        positions = TextPositions(bytes, startLine: startLine)
        root = TOMLTable(line: startLine, column: 1)
    }

    /// The document as a mapping.
    mutating func read() throws(FrontMatterError) -> YAMLNode {
        var header: [String] = []
        while true {
            skip(Self.whitespace)
            guard let byte = peek() else { break }
            if byte == UInt8(ascii: "\n") {
                pos += 1
                continue
            }
            if Self.keyInitial.contains(byte) {
                try keyValue(header: header)
                skip(Self.whitespace)
            } else if byte == UInt8(ascii: "[") {
                flags.finalizePending()
                header = peek(at: pos + 1) == UInt8(ascii: "[") ? try arrayTableHeader() : try tableHeader()
                skip(Self.whitespace)
            } else if byte != UInt8(ascii: "#") {
                throw error("this line is neither 'key = value', a '[table]' header nor a comment")
            }
            try skipComment()
            guard let next = peek() else { break }
            guard next == UInt8(ascii: "\n") else {
                throw error("expected the end of the line after a statement; put one 'key = value' on each line")
            }
            pos += 1
        }
        return root.node
    }

    // MARK: Statements

    private mutating func keyValue(header: [String]) throws(FrontMatterError) {
        let start = pos
        let place = positions.position(of: start)
        let (key, value) = try keyValuePair(depth: header.count)
        let parent = header + key.dropLast()
        for length in 1..<max(key.count, 1) {
            let containing = header + key.prefix(length)
            if flags.isSet(containing, .explicitNest) {
                throw error(
                    "'\(containing.joined(separator: "."))' is already a table; it cannot be extended by dotted keys")
            }
            flags.addPending(containing, .explicitNest)
        }
        if flags.isSet(parent, .frozen) {
            throw error(
                "'\(parent.joined(separator: "."))' is an inline table or array; it cannot be extended", at: start)
        }
        guard let table = root.nest(parent[...], line: place.line, column: place.column),
            table[key[key.count - 1]] == nil
        else {
            throw error(
                "'\((header + key).joined(separator: "."))' is already defined; define each key once", at: start)
        }
        if value.sequence != nil || value.mapping != nil { flags.set(header + key, .frozen, recursive: true) }
        table[key[key.count - 1]] = .value(value)
    }

    private mutating func tableHeader() throws(FrontMatterError) -> [String] {
        let start = pos
        let place = positions.position(of: start)
        pos += 1
        skip(Self.whitespace)
        let key = try self.key()
        if flags.isSet(key, .explicitNest) || flags.isSet(key, .frozen) {
            throw error("the table '\(key.joined(separator: "."))' is defined twice; merge the two", at: start)
        }
        flags.set(key, .explicitNest, recursive: false)
        guard root.nest(key[...], line: place.line, column: place.column) != nil else {
            throw error("'\(key.joined(separator: "."))' is already a value, not a table", at: start)
        }
        guard peek() == UInt8(ascii: "]") else { throw error("expected ']' at the end of the table header") }
        pos += 1
        return key
    }

    private mutating func arrayTableHeader() throws(FrontMatterError) -> [String] {
        let start = pos
        let place = positions.position(of: start)
        pos += 2
        skip(Self.whitespace)
        let key = try self.key()
        if flags.isSet(key, .frozen) {
            throw error("'\(key.joined(separator: "."))' is an inline array; it cannot be extended", at: start)
        }
        flags.unsetAll(key)
        flags.set(key, .explicitNest, recursive: false)
        let added = TOMLTable(line: place.line, column: place.column)
        guard let parent = root.nest(key.dropLast(), line: place.line, column: place.column) else {
            throw error("'\(key.joined(separator: "."))' is already a value, not a table", at: start)
        }
        switch parent[key[key.count - 1]] {
        case nil: parent[key[key.count - 1]] = .tables([added], line: place.line, column: place.column)
        case .tables(let list, let line, let column):
            parent[key[key.count - 1]] = .tables(list + [added], line: line, column: column)
        default: throw error("'\(key.joined(separator: "."))' is already defined, not as an array of tables", at: start)
        }
        guard peek() == UInt8(ascii: "]"), peek(at: pos + 1) == UInt8(ascii: "]") else {
            throw error("expected ']]' at the end of the array of tables header")
        }
        pos += 2
        return key
    }

    private mutating func keyValuePair(depth: Int) throws(FrontMatterError) -> ([String], YAMLNode) {
        let key = try self.key()
        skip(Self.whitespace)
        guard peek() == UInt8(ascii: "=") else { throw error("expected '=' after the key") }
        pos += 1
        skip(Self.whitespace)
        return (key, try value(depth: depth + key.count))
    }

    // MARK: Keys

    private mutating func key() throws(FrontMatterError) -> [String] {
        var parts = [try keyPart()]
        while true {
            skip(Self.whitespace)
            guard peek() == UInt8(ascii: ".") else { return parts }
            pos += 1
            skip(Self.whitespace)
            parts.append(try keyPart())
            if parts.count > FrontMatter.maximumNestingDepth {
                throw FrontMatterError.nestingTooDeep(
                    line: positions.position(of: pos).line, column: positions.position(of: pos).column)
            }
        }
    }

    private mutating func keyPart() throws(FrontMatterError) -> String {
        guard let byte = peek() else { throw error("expected a key") }
        if Self.bareKey.contains(byte) {
            let start = pos
            while let next = peek(), Self.bareKey.contains(next) { pos += 1 }
            return String(decoding: bytes[start..<pos], as: UTF8.self)
        }
        if byte == UInt8(ascii: "'") { return try literalString() }
        if byte == UInt8(ascii: "\"") {
            pos += 1
            return try basicString(multiline: false)
        }
        throw error("a key is a bare word (letters, digits, '_', '-') or a quoted string")
    }

    // MARK: Values

    private mutating func value(depth: Int) throws(FrontMatterError) -> YAMLNode {
        if depth > FrontMatter.maximumNestingDepth {
            let place = positions.position(of: pos)
            throw FrontMatterError.nestingTooDeep(line: place.line, column: place.column)
        }
        let start = pos
        let place = positions.position(of: start)
        func node(_ value: YAMLValue) -> YAMLNode { YAMLNode(value: value, line: place.line, column: place.column) }
        switch peek() {
        case UInt8(ascii: "\""):
            if starts(with: "\"\"\"") { return node(.scalar(try multilineString(literal: false), isPlain: false)) }
            pos += 1
            return node(.scalar(try basicString(multiline: false), isPlain: false))
        case UInt8(ascii: "'"):
            if starts(with: "'''") { return node(.scalar(try multilineString(literal: true), isPlain: false)) }
            return node(.scalar(try literalString(), isPlain: false))
        case UInt8(ascii: "t") where starts(with: "true"):
            pos += 4
            return node(.scalar("true", isPlain: true))
        case UInt8(ascii: "f") where starts(with: "false"):
            pos += 5
            return node(.scalar("false", isPlain: true))
        case UInt8(ascii: "["):
            return node(.sequence(try array(depth: depth + 1)))
        case UInt8(ascii: "{"):
            return try inlineTable(depth: depth + 1, line: place.line, column: place.column)
        default:
            let scanner = TOMLScalarScanner(bytes: bytes)
            switch scanner.dateTime(at: start) {
            case .valid(let end, let text):
                pos = end
                return node(.scalar(text, isPlain: true))
            case .invalid: throw error("the date does not exist; check the year, month and day")
            case .none: break
            }
            if let end = scanner.time(at: start) {
                pos = end
                return node(.scalar(String(decoding: bytes[start..<end], as: UTF8.self), isPlain: true))
            }
            switch scanner.number(at: start) {
            case .valid(let end, let text):
                pos = end
                return node(.scalar(text, isPlain: true))
            case .invalid: throw error("the integer does not fit in 64 bits")
            case .none: break
            }
            for special in ["inf", "nan", "+inf", "-inf", "+nan", "-nan"] where starts(with: special) {
                pos += special.utf8.count
                return node(.scalar(special, isPlain: true))
            }
            throw error(
                "expected a value: a \"string\", a number, true, false, a date, [an, array] or {an = inline table}")
        }
    }

    private mutating func array(depth: Int) throws(FrontMatterError) -> [YAMLNode] {
        pos += 1
        var elements: [YAMLNode] = []
        try skipCommentsAndArrayWhitespace()
        if peek() == UInt8(ascii: "]") {
            pos += 1
            return elements
        }
        while true {
            elements.append(try value(depth: depth))
            try skipCommentsAndArrayWhitespace()
            let byte = peek()
            if byte == UInt8(ascii: "]") {
                pos += 1
                return elements
            }
            guard byte == UInt8(ascii: ",") else { throw error("expected ',' or ']' in the array") }
            pos += 1
            try skipCommentsAndArrayWhitespace()
            if peek() == UInt8(ascii: "]") {
                pos += 1
                return elements
            }
        }
    }

    private mutating func inlineTable(depth: Int, line: Int, column: Int) throws(FrontMatterError) -> YAMLNode {
        pos += 1
        let table = TOMLTable(line: line, column: column)
        var inlineFlags = TOMLFlags()
        skip(Self.whitespace)
        if peek() == UInt8(ascii: "}") {
            pos += 1
            return table.node
        }
        while true {
            let start = pos
            let place = positions.position(of: start)
            let (key, value) = try keyValuePair(depth: depth)
            if inlineFlags.isSet(key, .frozen) {
                throw error(
                    "'\(key.joined(separator: "."))' is an inline table or array; it cannot be extended", at: start)
            }
            guard let nest = table.nest(key.dropLast(), line: place.line, column: place.column, intoArrays: false),
                nest[key[key.count - 1]] == nil
            else {
                throw error("'\(key.joined(separator: "."))' is defined twice in the inline table", at: start)
            }
            nest[key[key.count - 1]] = .value(value)
            skip(Self.whitespace)
            let byte = peek()
            if byte == UInt8(ascii: "}") {
                pos += 1
                return table.node
            }
            guard byte == UInt8(ascii: ",") else {
                throw error("expected ',' or '}' in the inline table (it must stay on one line)")
            }
            if value.sequence != nil || value.mapping != nil { inlineFlags.set(key, .frozen, recursive: true) }
            pos += 1
            skip(Self.whitespace)
        }
    }

    // MARK: Skipping

    private mutating func skipComment() throws(FrontMatterError) {
        guard peek() == UInt8(ascii: "#") else { return }
        pos += 1
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            if Self.isControl(byte), byte != UInt8(ascii: "\t") { throw error("a control character in a comment") }
            pos += 1
        }
    }

    private mutating func skipCommentsAndArrayWhitespace() throws(FrontMatterError) {
        while true {
            let before = pos
            skip(Self.whitespaceAndNewline)
            try skipComment()
            if pos == before { return }
        }
    }

    mutating func skip(_ set: Set<UInt8>) {
        while let byte = peek(), set.contains(byte) { pos += 1 }
    }

    func peek() -> UInt8? { pos < bytes.count ? bytes[pos] : nil }
    func peek(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    func starts(with text: String) -> Bool {
        let count = text.utf8.count
        return pos + count <= bytes.count && bytes[pos..<pos + count].elementsEqual(text.utf8)
    }

    mutating func error(_ message: String, at offset: Int? = nil) -> FrontMatterError {
        let place = positions.position(of: offset ?? pos)
        return FrontMatterError(
            line: place.line, column: place.column, message: "Front matter is not valid TOML: \(message).")
    }

    // MARK: Character classes

    static let whitespace: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t")]
    static let whitespaceAndNewline: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n")]
    private static let bareKey = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8))
    private static let keyInitial = bareKey.union([UInt8(ascii: "\""), UInt8(ascii: "'")])

    static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }
    static func isHexDigit(_ byte: UInt8) -> Bool { hexValue(byte) < 16 }
    static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: 16
        }
    }
}
