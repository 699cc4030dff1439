/// The few `printf` conversions SwiftUI applies to interpolated values, written without Foundation so
/// they work in Embedded Swift.
enum PrintfFormat {
    /// `value` with exactly `decimals` digits after the point, rounded to nearest (ties to even), as
    /// `%.<decimals>f` prints it; "nan", "inf" and "-inf" for the non-finite values.
    static func fixed(_ value: Double, decimals: Int) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        let digits = Swift.min(Swift.max(decimals, 0), 15)
        var scale: Double = 1
        for _ in 0..<digits { scale *= 10 }
        let magnitude = Swift.abs(value)
        var whole = magnitude.rounded(.towardZero)
        var fraction = ((magnitude - whole) * scale).rounded(.toNearestOrEven)
        if fraction >= scale {
            whole += 1
            fraction -= scale
        }
        var result = value.sign == .minus ? "-" : ""
        result += wholeDigits(whole)
        guard digits > 0 else { return result }
        let fractionText = String(UInt64(fraction))
        result += "." + String(repeating: "0", count: digits - fractionText.utf8.count) + fractionText
        return result
    }

    /// `value` formatted by a `%f`-family specifier (`%f`, `%lf`, `%.2f`); other specifiers print six
    /// decimals as `%f` would.
    static func format(_ value: Double, specifier: String) -> String {
        fixed(value, decimals: precision(of: specifier) ?? 6)
    }

    /// `value` formatted by an integer specifier (`%d`, `%ld`, `%lld`, `%i`): its decimal digits.
    static func format<I: BinaryInteger>(_ value: I, specifier: String) -> String {
        String(value)
    }

    /// The digits of a whole, non-negative number (exact up to 2^64, digit by digit beyond).
    private static func wholeDigits(_ whole: Double) -> String {
        if whole < 18_446_744_073_709_551_616 { return String(UInt64(whole)) }
        var digits: [UInt8] = []
        var rest = whole
        while rest >= 1 {
            let quotient = (rest / 10).rounded(.towardZero)
            let digit = UInt8(Swift.max(0, Swift.min(9, rest - quotient * 10)))
            digits.append(UInt8(ascii: "0") + digit)
            rest = quotient
        }
        return String(decoding: digits.reversed(), as: UTF8.self)
    }

    /// The precision of a specifier like `%.2f` or `%.3lf`, if it has one.
    private static func precision(of specifier: String) -> Int? {
        let bytes = Array(specifier.utf8)
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        var precision = 0
        for byte in bytes[(dot + 1)...] {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            precision = Swift.min(precision * 10 + Int(byte - UInt8(ascii: "0")), 99)
        }
        return precision
    }
}
