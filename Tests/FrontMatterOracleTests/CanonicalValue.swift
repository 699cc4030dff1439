import FrontMatter

/// A front matter node tree in the oracle's notation, so Swift's and Python's readings compare
/// as strings: `s` + UTF-8 hex for strings, `i` + decimal, `f` + the IEEE bits in hex (`fnan`),
/// `b` + `true`/`false`, `n` for null, `d`/`D`/`T` + ISO 8601 as Python's `isoformat` writes a
/// date-time, a date or a time; `[…]` and `{key:value,…}` with keys in hex, sorted.
enum CanonicalValue {
    static func of(_ node: YAMLNode) -> String {
        switch node.value {
        case .scalar(let text, false): return "s" + hex(text)
        case .scalar(let text, true): return plain(text)
        case .sequence(let items): return "[" + items.map(of).joined(separator: ",") + "]"
        case .mapping(let entries):
            return "{" + entries.map { hex($0.key) + ":" + of($0.value) }.sorted().joined(separator: ",") + "}"
        }
    }

    private static func hex(_ text: String) -> String {
        text.utf8.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    /// A plain scalar by its look: the readers keep numbers, booleans and dates as written
    /// (integers already in decimal).
    private static func plain(_ text: String) -> String {
        switch text {
        case "true", "false": return "b" + text
        case "null": return "n"
        case "nan", "+nan", "-nan": return "fnan"
        case "inf", "+inf": return "f" + bits(.infinity)
        case "-inf": return "f" + bits(-.infinity)
        default: break
        }
        let bytes = Array(text.utf8)
        if bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") {
            guard bytes.count > 10 else { return "D" + text }
            return "d" + String(text.prefix(10)) + "T" + time(String(decoding: bytes[11...], as: UTF8.self))
        }
        if bytes.count >= 8, bytes[2] == UInt8(ascii: ":") { return "T" + time(text) }
        if let integer = Int(text) { return "i\(integer)" }
        // JSON keeps an integer of any length as written; Python reads it exactly.
        if text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-") }) { return "i" + text }
        return Double(text).map { "f" + bits($0) } ?? "?" + text
    }

    /// `HH:MM:SS[.fraction][zone]` as `isoformat` writes it: microseconds only when not zero,
    /// `Z` as `+00:00`.
    private static func time(_ text: String) -> String {
        var clock = String(text.prefix(8))
        var rest = text.dropFirst(8)
        if rest.first == "." {
            rest = rest.dropFirst()
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            let micro = String(digits.prefix(6)) + String(repeating: "0", count: 6 - min(digits.count, 6))
            if micro != "000000" { clock += "." + micro }
        }
        switch rest {
        case "": return clock
        case "Z", "z", "-00:00", "+00:00": return clock + "+00:00"
        default: return clock + rest
        }
    }

    private static func bits(_ value: Double) -> String {
        let text = String(value.bitPattern, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
