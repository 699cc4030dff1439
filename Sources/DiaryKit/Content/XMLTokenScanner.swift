/// Reads an XML document as a flat sequence of the tokens ``SVGFileCheck`` judges: start tags
/// with their attributes (values with character references decoded), text inside `<style>`,
/// processing instructions and doctypes. End tags and comments are read past. It is no
/// validating parser: it is strict where a lax reading could hide something (an unquoted value,
/// an unclosed tag, a comment or CDATA section that never ends are malformed).
struct XMLTokenScanner {
    enum Token: Equatable {
        case startTag(name: String, attributes: [(String, String)])
        case text(String, inStyle: Bool)
        case processingInstruction(target: String)
        case doctype(hasSubset: Bool)
        case malformed(String)

        static func == (lhs: Token, rhs: Token) -> Bool {
            switch (lhs, rhs) {
            case (.startTag(let a, let x), .startTag(let b, let y)):
                a == b && x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
            case (.text(let a, let x), .text(let b, let y)): a == b && x == y
            case (.processingInstruction(let a), .processingInstruction(let b)): a == b
            case (.doctype(let a), .doctype(let b)): a == b
            case (.malformed(let a), .malformed(let b)): a == b
            default: false
            }
        }
    }

    private let bytes: [UInt8]
    private var offset = 0
    private var inStyle = false
    private var failed = false

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The next token, or `nil` at the end (and after a malformed one).
    mutating func next() -> Token? {
        while !failed, offset < bytes.count {
            guard bytes[offset] == UInt8(ascii: "<") else {
                let end = bytes[offset...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
                let text = String(decoding: bytes[offset..<end], as: UTF8.self)
                offset = end
                if inStyle { return .text(Self.decodeReferences(text), inStyle: true) }
                continue
            }
            if starts(with: "<!--") {
                guard skip(past: "-->") else { return fail("a comment that never ends") }
            } else if starts(with: "<![CDATA[") {
                let start = offset + 9
                guard skip(past: "]]>") else { return fail("a CDATA section that never ends") }
                let text = String(decoding: bytes[start..<(offset - 3)], as: UTF8.self)
                if inStyle { return .text(text, inStyle: true) }
            } else if starts(with: "<!") {
                return doctype()
            } else if starts(with: "<?") {
                let start = offset + 2
                guard skip(past: "?>") else { return fail("a processing instruction that never ends") }
                let body = bytes[start..<(offset - 2)]
                let target = body.prefix { !Self.isSpace($0) }
                return .processingInstruction(target: String(decoding: target, as: UTF8.self))
            } else if starts(with: "</") {
                guard skip(past: ">") else { return fail("an end tag that never ends") }
                inStyle = false
            } else {
                return startTag()
            }
        }
        return nil
    }

    private mutating func fail(_ what: String) -> Token {
        failed = true
        return .malformed(what)
    }

    private func starts(with prefix: String) -> Bool {
        bytes[offset...].starts(with: prefix.utf8)
    }

    /// Moves past the next `terminator`; `false` when there is none.
    private mutating func skip(past terminator: String) -> Bool {
        let needle = Array(terminator.utf8)
        var index = offset
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) {
                offset = index + needle.count
                return true
            }
            index += 1
        }
        return false
    }

    private mutating func doctype() -> Token {
        var index = offset + 2
        var hasSubset = false
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "[") { hasSubset = true }
            index += 1
        }
        guard index < bytes.count else { return fail("a declaration that never ends") }
        offset = index + 1
        return .doctype(hasSubset: hasSubset)
    }

    private mutating func startTag() -> Token {
        offset += 1
        let name = readName()
        guard !name.isEmpty else { return fail("a '<' that starts no tag") }
        var attributes: [(String, String)] = []
        while true {
            skipSpaces()
            guard offset < bytes.count else { return fail("a tag that never ends") }
            if bytes[offset] == UInt8(ascii: ">") {
                offset += 1
                inStyle = name.split(separator: ":").last?.lowercased() == "style"
                return .startTag(name: name, attributes: attributes)
            }
            if starts(with: "/>") {
                offset += 2
                return .startTag(name: name, attributes: attributes)
            }
            let attribute = readName()
            guard !attribute.isEmpty else { return fail("an attribute without a name in <\(name)>") }
            skipSpaces()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else {
                return fail("an attribute without a value in <\(name)>")
            }
            offset += 1
            skipSpaces()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "'")
            else { return fail("an unquoted attribute value in <\(name)>") }
            let quote = bytes[offset]
            guard let end = bytes[(offset + 1)...].firstIndex(of: quote) else {
                return fail("an attribute value that never ends in <\(name)>")
            }
            let value = String(decoding: bytes[(offset + 1)..<end], as: UTF8.self)
            offset = end + 1
            attributes.append((attribute, Self.decodeReferences(value)))
        }
    }

    private mutating func readName() -> String {
        let start = offset
        while offset < bytes.count, !Self.isSpace(bytes[offset]),
            !"/>=<\"'".utf8.contains(bytes[offset])
        {
            offset += 1
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while offset < bytes.count, Self.isSpace(bytes[offset]) { offset += 1 }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `text` with XML's predefined entities and numeric character references decoded, so a check
    /// sees what a browser sees (`&#106;avascript:` is `javascript:`). An unknown reference stays
    /// as written (a browser refuses such a document).
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(12).firstIndex(of: ";") else {
                result += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            let name = rest[afterAmpersand..<semicolon]
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            var decoded: String?
            if let value = named[String(name)] {
                decoded = value
            } else if name.hasPrefix("#x") || name.hasPrefix("#X") {
                decoded = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if name.hasPrefix("#") {
                decoded = UInt32(name.dropFirst(), radix: 10).flatMap(Unicode.Scalar.init).map { String($0) }
            }
            if let decoded {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmpersand...]
            }
        }
        return result + rest
    }
}
