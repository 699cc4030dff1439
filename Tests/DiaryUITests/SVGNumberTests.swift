import Testing

@testable import DiaryUI

@Suite("SVG number formatting")
struct SVGNumberTests {
    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "0"), (1, "1"), (10, "10"), (100, "100"), (1.5, "1.5"), (1.25, "1.25"),
            (2.10, "2.1"), (0.05, "0.05"), (-3.999, "-4"), (123_456.789, "123456.79"), (0.1 + 0.2, "0.3"),
            // Halves stored just below .5 in binary still round away from zero.
            (1.005, "1.01"), (0.285, "0.29"), (-0.005, "-0.01"),
            // Values that round to zero never print as "-0".
            (-0.001, "0"), (-0.004, "0"),
        ] as [(Double, String)])
    func formatsCompactly(_ value: Double, _ expected: String) {
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func nonFiniteValuesPrintAsZero() {
        #expect(SVGNumber.format(.infinity) == "0")
        #expect(SVGNumber.format(-.infinity) == "0")
        #expect(SVGNumber.format(.nan) == "0")
    }

    @Test func hugeValuesAreClampedWithoutExponent() {
        #expect(SVGNumber.format(1e15) == "1000000000")
        #expect(SVGNumber.format(-1e300) == "-1000000000")
    }

    @Test func neverMoreThanTwoDecimals() {
        for step in 0..<2000 {
            let value = Double(step) * 0.0137 - 13
            let text = SVGNumber.format(value)
            let decimals = text.split(separator: ".").dropFirst().first?.count ?? 0
            #expect(decimals <= 2, "\(value) → \(text)")
            #expect(!text.hasSuffix("0") || !text.contains("."), "trailing zero in \(text)")
            #expect(text != "-0")
            #expect(abs((Double(text) ?? .nan) - value) <= 0.005 + 1e-9, "\(value) → \(text)")
        }
    }

    @Test(
        arguments: [
            (RGBA(255, 59, 48), "#ff3b30"), (RGBA(255, 255, 255), "#fff"), (RGBA(0, 0, 0), "#000"),
            (RGBA(17, 34, 51), "#123"), (RGBA(0, 122, 255), "#007aff"), (RGBA(1, 2, 3), "#010203"),
        ] as [(RGBA, String)])
    func colorsPrintAsHex(_ color: RGBA, _ expected: String) {
        #expect(SVGBytesTests.written { $0.write(hex: color) } == expected)
    }

    @Test func xmlSpecialCharactersAreEscaped() {
        #expect(
            SVGBytesTests.written { $0.write(escaping: "a < b & \"c\" > d") } == "a &lt; b &amp; &quot;c&quot; &gt; d")
        #expect(SVGBytesTests.written { $0.write(escaping: "«ёлочки» — …") } == "«ёлочки» — …")
    }
}
