/// Writes compact JSON in exactly the order it is told, with no whitespace: deterministic and
/// far cheaper than an encoder for the many small files of the search index. Built as UTF-8 bytes.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    /// The JSON as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// An object; `body` adds its fields.
    mutating func object(_ body: (inout JSONText) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// One field of an object.
    mutating func field(_ name: String, _ value: (inout JSONText) -> Void) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
        value(&self)
    }

    /// An array of `elements`, each written by `element`.
    mutating func array<Element>(_ elements: [Element], _ element: (inout JSONText, Element) -> Void) {
        open(UInt8(ascii: "["))
        for item in elements { element(&self, item) }
        close(UInt8(ascii: "]"))
    }

    mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    mutating func numbers(_ values: [Int]) {
        array(values) { $0.number($1) }
    }

    mutating func number(_ value: Int) {
        separate()
        bytes += String(value).utf8
    }

    mutating func null() {
        separate()
        bytes += "null".utf8
    }

    /// A string, escaped as RFC 8259 requires (and `<`, U+2028 and U+2029, so the text is safe in
    /// any page and any JavaScript). Runs of bytes that need no escape are copied whole.
    mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escaped: [UInt8]?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escaped = Array(#"\""#.utf8)
                case UInt8(ascii: "\\"): escaped = Array(#"\\"#.utf8)
                case UInt8(ascii: "\n"): escaped = Array(#"\n"#.utf8)
                case UInt8(ascii: "\t"): escaped = Array(#"\t"#.utf8)
                case UInt8(ascii: "\r"): escaped = Array(#"\r"#.utf8)
                case UInt8(ascii: "<"): escaped = Array(#"\u003c"#.utf8)
                case 0..<0x20: escaped = Self.escape(UInt32(byte))
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] & 0xFE) == 0xA8:
                    escaped = Self.escape(0x2000 + UInt32(utf8[index + 2] - 0x80))
                    length = 3
                default: escaped = nil
                }
                if let escaped {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    bytes += escaped
                    runStart = index + length
                }
                index += length
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func escape(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        needsComma = false
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        needsComma = true
    }
}
