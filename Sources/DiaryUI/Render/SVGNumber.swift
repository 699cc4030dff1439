/// Formats numbers for SVG attributes: deterministic and compact.
///
/// At most two decimals (a hundredth of a point is far below a pixel at any preview scale), no trailing
/// zeros, no "-0", and no exponent notation. Non-finite values print as 0 and magnitudes are capped at a
/// billion so the output stays valid.
enum SVGNumber {
    /// The largest magnitude written; anything beyond is clamped to it.
    static let limit: Double = 1_000_000_000

    /// Formats `value` with at most two decimals.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = Swift.min(Swift.max(value, -limit), limit)
        // The nudge makes halves that binary floating point stores just below .5 (0.285 → 28.4999…)
        // round away from zero, as a person would round them.
        let hundredths = Int64((abs(clamped) * 100 + 1e-6).rounded(.toNearestOrAwayFromZero))
        guard hundredths != 0 else { return "0" }
        let sign = clamped < 0 ? "-" : ""
        let whole = String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction == 0 { return sign + whole }
        if fraction % 10 == 0 { return sign + whole + "." + String(fraction / 10) }
        return sign + whole + (fraction < 10 ? ".0" : ".") + String(fraction)
    }

    /// Formats several numbers separated by spaces.
    static func format(_ values: CGFloat...) -> String {
        values.map(format).joined(separator: " ")
    }
}

extension RGBA {
    /// The colour as `#rrggbb`, shortened to `#rgb` when each component repeats its digit.
    var svgHex: String {
        let bytes = [red, green, blue].map { Int((Swift.min(Swift.max($0, 0), 1) * 255).rounded()) }
        let short = bytes.allSatisfy { $0 % 17 == 0 }
        let digits = bytes.map { byte -> String in
            if short { return String(byte / 17, radix: 16) }
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }
        return "#" + digits.joined()
    }
}

/// Escapes text for XML content and attribute values.
///
/// It works on UTF-8 bytes: the five escaped characters are ASCII, which never occurs inside a
/// multi-byte sequence, and comparing `Character`s would bring the standard library's grapheme and
/// normalisation tables into every `.wasm`. Text without them is returned as it is.
func escapeXML(_ text: String) -> String {
    guard text.utf8.contains(where: { escapeXMLEntity(for: $0) != nil }) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for byte in text.utf8 {
        if let entity = escapeXMLEntity(for: byte) { bytes += entity.utf8 } else { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// The entity that replaces `byte` in XML, or `nil` when it stays.
private func escapeXMLEntity(for byte: UInt8) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\""): "&quot;"
    default: nil
    }
}
