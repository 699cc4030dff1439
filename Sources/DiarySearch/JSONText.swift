/// Writes compact JSON in exactly the order it is told, with no whitespace: deterministic and
/// far cheaper than an encoder for the many small files of the search index. Built as UTF-8 bytes.
struct JSONText {
    private(set) var bytes: [UInt8] = []
    private var needsComma = false

    /// Empty JSON.
    init() {}

    /// Empty JSON with room for `capacity` bytes.
    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

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

    /// A finite number with a fraction, in Swift's shortest form that reads back as `value` (`1.2`).
    mutating func decimal(_ value: Double) {
        precondition(value.isFinite, "JSON has no infinities or NaN")
        separate()
        bytes += value.description.utf8
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
            let raw = UnsafeRawBufferPointer(utf8)
            var runStart = 0
            var index = 0
            while index < utf8.count {
                // Eight bytes at a time while none of them may need an escape.
                if index + 8 <= utf8.count,
                    !Self.mayNeedEscape(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                // Most bytes need no escape and only extend the run to copy.
                if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                    && byte != UInt8(ascii: "<") && byte != 0xE2
                {
                    index += 1
                    continue
                }
                var length = 1
                if byte == 0xE2 {
                    guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] & 0xFE == 0xA8 else {
                        index += 1
                        continue
                    }
                    length = 3
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): append(#"\""#)
                case UInt8(ascii: "\\"): append(#"\\"#)
                case UInt8(ascii: "\n"): append(#"\n"#)
                case UInt8(ascii: "\t"): append(#"\t"#)
                case UInt8(ascii: "\r"): append(#"\r"#)
                case UInt8(ascii: "<"): append(#"\u003c"#)
                case 0xE2: appendEscape(0x2000 + UInt32(utf8[index + 2] - 0x80))
                default: appendEscape(UInt32(byte))
                }
                index += length
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether some byte of `chunk` is a control character, `"`, `\\`, `<` or 0xE2 (which starts
    /// U+2028 and U+2029): each lane is tested exactly, with no carry between lanes.
    private static func mayNeedEscape(_ chunk: UInt64) -> Bool {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let ones: UInt64 = 0x0101_0101_0101_0101
        // The low seven bits plus 0x60 stay below the high bit only for 0x00…0x1F.
        let controls = ~(((chunk & low) &+ 0x60 &* ones) | chunk)
        let found =
            controls | lanes(of: chunk, equalTo: 0x22) | lanes(of: chunk, equalTo: 0x5C)
            | lanes(of: chunk, equalTo: 0x3C) | lanes(of: chunk, equalTo: 0xE2)
        return found & ~low != 0
    }

    /// The high bit of each lane of `chunk` that equals `byte`, among other bits.
    private static func lanes(of chunk: UInt64, equalTo byte: UInt8) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let difference = chunk ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~(((difference & low) &+ low) | difference)
    }

    private mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `\u` and four lower-case hex digits.
    private mutating func appendEscape(_ value: UInt32) {
        append("\\u")
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            bytes.append(digit < 10 ? 0x30 + digit : 0x61 + digit - 10)
        }
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
