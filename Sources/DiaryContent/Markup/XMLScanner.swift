/// One piece of an XML text.
public enum XMLToken: Sendable {
    /// `<name a="v">`, or `<name a="v"/>` when `isEmpty`; values decoded.
    case start(name: String, attributes: [(String, String)], isEmpty: Bool)
    /// `</name>`.
    case end(name: String)
    /// Character data, decoded.
    case text(String)
    /// `<!-- … -->`.
    case comment
    /// `<![CDATA[ … ]]>`, with its text as written.
    case characterData(String)
    /// `<?target …?>`; `xml` for the XML declaration.
    case processingInstruction(target: String)
    /// `<!DOCTYPE …>`, and whether it declares anything itself (`[ … ]`: entities, attributes).
    case doctype(hasInternalSubset: Bool)

    /// What the token is, for a message about dropping it: "a comment", "a CDATA section".
    public var kindName: String {
        switch self {
        case .start(let name, _, _): "<\(name)>"
        case .end(let name): "</\(name)>"
        case .text: "text"
        case .comment: "a comment"
        case .characterData: "a CDATA section"
        case .processingInstruction: "a processing instruction"
        case .doctype: "a <!DOCTYPE>"
        }
    }
}

/// Why a text is not the XML ``XMLScanner`` reads.
public struct XMLScanError: Error, Sendable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

/// A strict scanner for the XML subset an SVG drawing needs, over UTF-8 bytes; what the
/// generator reads both the SVG its previews draw and the SVG files beside articles with.
///
/// Entities are the five XML ones and character references; a DTD is reported (``XMLToken/doctype(hasInternalSubset:)``)
/// and never read, so no entity can be declared or expanded; there is no namespace processing (a
/// prefixed name is just a name that no allow-list holds), and control characters other than tab,
/// line feed and carriage return are refused, written or referenced.
public struct XMLScanner {
    var bytes: [UInt8]
    var offset = 0

    /// A scanner at the start of `bytes`.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next token, or `nil` at the end.
    public mutating func next() throws(XMLScanError) -> XMLToken? {
        guard offset < bytes.count else { return nil }
        guard bytes[offset] == UInt8(ascii: "<") else { return .text(try text()) }
        if startsWith("<!--") {
            _ = try skip(to: "-->", from: 4, naming: "a comment")
            return .comment
        }
        if startsWith("<![CDATA[") {
            let text = try skip(to: "]]>", from: 9, naming: "a CDATA section")
            return .characterData(String(decoding: text, as: UTF8.self))
        }
        if startsWith("<?") {
            let body = try skip(to: "?>", from: 2, naming: "a processing instruction")
            let target = body.prefix { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
            return .processingInstruction(target: String(decoding: target, as: UTF8.self))
        }
        if startsWith("<!DOCTYPE") { return try doctype() }
        if startsWith("<!") { throw XMLScanError(reason: "it has a <!…> declaration other than <!DOCTYPE>") }
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

    /// Moves past `end`, which is searched from `start` bytes on, and returns the bytes between.
    private mutating func skip(to end: String, from start: Int, naming what: String) throws(XMLScanError)
        -> ArraySlice<UInt8>
    {
        let terminator = Array(end.utf8)
        var index = offset + start
        while index + terminator.count <= bytes.count {
            if bytes[index..<(index + terminator.count)].elementsEqual(terminator) {
                defer { offset = index + terminator.count }
                return bytes[(offset + start)..<index]
            }
            index += 1
        }
        throw XMLScanError(reason: "\(what) is never closed")
    }

    /// `<!DOCTYPE …>`, read only to find its end and whether it has an internal subset.
    private mutating func doctype() throws(XMLScanError) -> XMLToken {
        var index = offset + 9
        var hasInternalSubset = false
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                // Whatever the subset declares, the document is refused by its callers; its end
                // need not be found exactly.
                hasInternalSubset = true
            } else if byte == UInt8(ascii: ">"), !hasInternalSubset || bytes[index - 1] == UInt8(ascii: "]") {
                offset = index + 1
                return .doctype(hasInternalSubset: hasInternalSubset)
            }
            index += 1
        }
        throw XMLScanError(reason: "a <!DOCTYPE> is never closed")
    }
}
