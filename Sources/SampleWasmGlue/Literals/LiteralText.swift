/// Reads the numbers a reader types into a literal's slot, without libc (Embedded Swift has no
/// `strtod`): the same spellings Swift's literals accept, decimal and `0x` integers, `_`
/// separators, a fraction and an exponent.
enum LiteralText {
    /// `text` as an integer of type `T`, or `nil` when it is no whole number or does not fit.
    static func integer<T: FixedWidthInteger>(_ text: String, as type: T.Type) -> T? {
        var bytes = Array(text.utf8.filter { $0 != UInt8(ascii: "_") })
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        var radix: T = 10
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"),
            bytes[1] == UInt8(ascii: "x") || bytes[1] == UInt8(ascii: "X")
        {
            radix = 16
            bytes.removeFirst(2)
        }
        guard !bytes.isEmpty else { return nil }
        var value: T = 0
        for byte in bytes {
            guard let digit = digitValue(byte), digit < Int(radix) else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: radix)
            // Negative numbers are built downwards so that `T.min` fits.
            let (next, carry) =
                negative
                ? shifted.subtractingReportingOverflow(T(digit)) : shifted.addingReportingOverflow(T(digit))
            guard !overflow, !carry else { return nil }
            value = next
        }
        return value
    }

    /// `text` as a `Double`: digits with an optional sign, `.` fraction and `e` exponent.
    ///
    /// Exact (correctly rounded) when the digits fit 2⁵³ and the power of ten is within 10²²,
    /// which covers what a reader types; otherwise within a few units in the last place.
    static func double(_ text: String) -> Double? {
        var bytes = Array(text.utf8.filter { $0 != UInt8(ascii: "_") })[...]
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            bytes.removeFirst()
        }
        var mantissa: UInt64 = 0
        var exponent = 0
        var digits = 0
        var seenPoint = false
        var significant = false
        while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
            bytes.removeFirst()
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            guard let digit = digitValue(byte), digit < 10 else { return nil }
            digits += 1
            if mantissa <= (UInt64.max - 9) / 10 {
                mantissa = mantissa * 10 + UInt64(digit)
                if seenPoint { exponent -= 1 }
            } else if !seenPoint {
                exponent += 1  // A digit past what the mantissa holds.
            }
            significant = true
        }
        guard significant else { return nil }
        if !bytes.isEmpty {
            bytes.removeFirst()
            guard let written = integer(String(decoding: bytes, as: UTF8.self), as: Int.self),
                written.magnitude < 10_000
            else { return nil }
            exponent += written
        }
        let value = scaled(mantissa, byPowerOfTen: exponent)
        guard value.isFinite else { return nil }
        return negative ? -value : value
    }

    /// `mantissa` × 10^`exponent`, with one rounding when both parts are exact doubles.
    private static func scaled(_ mantissa: UInt64, byPowerOfTen exponent: Int) -> Double {
        let base = Double(mantissa)
        if exponent >= 0 && exponent <= 22 { return base * powerOfTen(exponent) }
        if exponent < 0 && exponent >= -22 { return base / powerOfTen(-exponent) }
        var value = base
        var remaining = exponent
        while remaining > 22 {
            value *= 1e22
            remaining -= 22
        }
        while remaining < -22 {
            value /= 1e22
            remaining += 22
        }
        return remaining >= 0 ? value * powerOfTen(remaining) : value / powerOfTen(-remaining)
    }

    /// 10^`exponent` for 0…22, each exact in a `Double`.
    private static func powerOfTen(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
