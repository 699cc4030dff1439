/// One piece of an XML text.
enum XMLToken {
    /// `<name a="v">`, or `<name a="v"/>` when `isEmpty`; values decoded.
    case start(name: String, attributes: [(String, String)], isEmpty: Bool)
    /// `</name>`.
    case end(name: String)
    /// Character data, decoded.
    case text(String)
    /// A comment, processing instruction or CDATA section, named for the warning.
    case ignored(String)
}

/// Why a text is not the XML ``PreviewSVG`` accepts.
struct XMLScanError: Error {
    var reason: String
}

/// A strict scanner for the XML subset an SVG drawing needs, over UTF-8 bytes.
///
/// Entities are the five XML ones and character references; there is no DTD (a `<!DOCTYPE` is an
/// error, so no entity can be declared or expanded), no namespace processing (a prefixed name is
/// just a name that no allow-list holds), and control characters other than tab, line feed and
/// carriage return are refused, written or referenced.
struct XMLScanner {
    var bytes: [UInt8]
    var offset = 0

    /// The next token, or `nil` at the end.
    mutating func next() throws(XMLScanError) -> XMLToken? {
        guard offset < bytes.count else { return nil }
        guard bytes[offset] == UInt8(ascii: "<") else { return .text(try text()) }
        if startsWith("<!--") { return try skip(to: "-->", naming: "a comment") }
        if startsWith("<![CDATA[") { return try skip(to: "]]>", naming: "a CDATA section") }
        if startsWith("<?") { return try skip(to: "?>", naming: "a processing instruction") }
        if startsWith("<!") { throw XMLScanError(reason: "it has a <!DOCTYPE> or other declaration") }
        if startsWith("</") {
            offset += 2
            let name = try self.name()
            skipSpace()
            try expect(">")
            return .end(name: name)
        }
        offset += 1
        return try startTag()
    }

    private mutating func startTag() throws(XMLScanError) -> XMLToken {
        let name = try self.name()
        var attributes: [(String, String)] = []
        while true {
            let hadSpace = skipSpace()
            if startsWith("/>") {
                offset += 2
                return .start(name: name, attributes: attributes, isEmpty: true)
            }
            if startsWith(">") {
                offset += 1
                return .start(name: name, attributes: attributes, isEmpty: false)
            }
            guard hadSpace else { throw XMLScanError(reason: "<\(name)> has a malformed attribute") }
            let attribute = try self.name()
            skipSpace()
            try expect("=")
            skipSpace()
            let value = try quoted()
            guard !attributes.contains(where: { $0.0 == attribute }) else {
                throw XMLScanError(reason: "<\(name)> has the attribute \(attribute) twice")
            }
            attributes.append((attribute, value))
        }
    }

    /// A quoted attribute value, decoded.
    private mutating func quoted() throws(XMLScanError) -> String {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'") else {
            throw XMLScanError(reason: "an attribute value is not quoted")
        }
        let quote = bytes[offset]
        offset += 1
        var value: [UInt8] = []
        while offset < bytes.count, bytes[offset] != quote {
            if bytes[offset] == UInt8(ascii: "<") { throw XMLScanError(reason: "an attribute value holds <") }
            try append(into: &value)
        }
        guard offset < bytes.count else { throw XMLScanError(reason: "an attribute value is never closed") }
        offset += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// Character data up to the next `<`, decoded.
    private mutating func text() throws(XMLScanError) -> String {
        var value: [UInt8] = []
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "<") { try append(into: &value) }
        return String(decoding: value, as: UTF8.self)
    }

    /// Appends the byte at `offset`, or the character an entity there stands for.
    private mutating func append(into value: inout [UInt8]) throws(XMLScanError) {
        let byte = bytes[offset]
        guard byte == UInt8(ascii: "&") else {
            guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                throw XMLScanError(reason: "it holds a control character")
            }
            value.append(byte)
            offset += 1
            return
        }
        guard let semicolon = bytes[offset...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw XMLScanError(reason: "it has an & that starts no entity")
        }
        let entity = String(decoding: bytes[(offset + 1)..<semicolon], as: UTF8.self)
        guard let scalar = Self.scalar(of: entity) else {
            throw XMLScanError(reason: "it uses the unknown entity &\(entity.prefix(12));")
        }
        value.append(contentsOf: String(Character(scalar)).utf8)
        offset = semicolon + 1
    }

    /// The character `&entity;` stands for: `amp`, `lt`, `gt`, `quot`, `apos`, `#N` or `#xH`.
    static func scalar(of entity: String) -> Unicode.Scalar? {
        switch entity {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let number =
            digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let number, let scalar = Unicode.Scalar(number), !digits.contains("+"), !digits.contains("-")
        else { return nil }
        guard number >= 0x20 || number == 0x09 || number == 0x0A || number == 0x0D else { return nil }
        return scalar
    }

    /// An element or attribute name: a letter, `_` or `:`, then letters, digits, `_`, `:`, `.`, `-`.
    private mutating func name() throws(XMLScanError) -> String {
        let start = offset
        while offset < bytes.count, Self.isNameByte(bytes[offset], first: offset == start) { offset += 1 }
        guard offset > start else { throw XMLScanError(reason: "a tag or attribute has no name") }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        let letter =
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        if first { return letter }
        return letter || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-")
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = offset
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private func startsWith(_ literal: String) -> Bool {
        let utf8 = Array(literal.utf8)
        return bytes.count - offset >= utf8.count && bytes[offset..<(offset + utf8.count)].elementsEqual(utf8)
    }

    private mutating func expect(_ literal: String) throws(XMLScanError) {
        guard startsWith(literal) else { throw XMLScanError(reason: "a tag is malformed where \(literal) belongs") }
        offset += literal.utf8.count
    }

    /// Skips past `end`, for a construct that is dropped whole.
    private mutating func skip(to end: String, naming what: String) throws(XMLScanError) -> XMLToken {
        let terminator = Array(end.utf8)
        var index = offset + 2
        while index + terminator.count <= bytes.count {
            if bytes[index..<(index + terminator.count)].elementsEqual(terminator) {
                offset = index + terminator.count
                return .ignored(what)
            }
            index += 1
        }
        throw XMLScanError(reason: "\(what) is never closed")
    }
}
