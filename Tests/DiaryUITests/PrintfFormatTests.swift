import Testing

@testable import DiaryUI

/// The `printf` conversions `Text` applies to interpolated values, checked against what C's `printf`
/// prints for the same values.
@Suite("printf formats of interpolated values")
struct PrintfFormatTests {
    @Test(arguments: [
        (0.5, 6, "0.500000"),
        (-0.0, 6, "-0.000000"),
        (0.9999996, 6, "1.000000"),
        (2.675, 2, "2.67"),
        (0.125, 2, "0.12"),
        (1e20, 1, "100000000000000000000.0"),
        (123.456, 0, "123"),
        (Double.nan, 6, "nan"),
        (-Double.infinity, 6, "-inf"),
    ])
    func fixedDecimals(value: Double, decimals: Int, printed: String) {
        #expect(PrintfFormat.fixed(value, decimals: decimals) == printed)
    }

    @Test func specifiers() {
        #expect(PrintfFormat.format(3.14159, specifier: "%.3f") == "3.142")
        #expect(PrintfFormat.format(3.14159, specifier: "%lf") == "3.141590")
        #expect(PrintfFormat.format(42, specifier: "%lld") == "42")
    }

    @Test func literalKeysAreFormattedVariablesAreNot() {
        let value = 0.25
        #expect(Text("\(value)").content == "0.250000")
        #expect(Text("\(7) of \(10)").content == "7 of 10")
        #expect(Text("\(value)" as String).content == "0.25")
        #expect(Text(verbatim: "%lf").content == "%lf")
    }
}
