/// Writes compact JSON in exactly the order it is told, with no whitespace: deterministic and
/// far cheaper than an encoder for the many small files of the search index.
struct JSONText {
    private(set) var text = ""
    private var needsComma = false

    /// An object; `body` adds its fields.
    mutating func object(_ body: (inout JSONText) -> Void) {
        open("{")
        body(&self)
        close("}")
    }

    /// One field of an object.
    mutating func field(_ name: String, _ value: (inout JSONText) -> Void) {
        string(name)
        text += ":"
        needsComma = false
        value(&self)
    }

    /// An array of `elements`, each written by `element`.
    mutating func array<Element>(_ elements: [Element], _ element: (inout JSONText, Element) -> Void) {
        open("[")
        for item in elements { element(&self, item) }
        close("]")
    }

    mutating func strings(_ values: [String]) {
        array(values) { $0.string($1) }
    }

    mutating func numbers(_ values: [Int]) {
        array(values) { $0.number($1) }
    }

    mutating func number(_ value: Int) {
        separate()
        text += String(value)
    }

    mutating func null() {
        separate()
        text += "null"
    }

    /// A string, escaped as RFC 8259 requires (and `<`, so the text is safe in any page).
    mutating func string(_ value: String) {
        separate()
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            case "\r": text += "\\r"
            case "<": text += "\\u003c"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    private mutating func separate() {
        if needsComma { text += "," }
        needsComma = true
    }

    private mutating func open(_ bracket: String) {
        separate()
        text += bracket
        needsComma = false
    }

    private mutating func close(_ bracket: String) {
        text += bracket
        needsComma = true
    }
}
