import Testing

@testable import SampleWasmGlue

/// The doctests' `print`, run on the host: what it writes is what a module's doctest export
/// prints in the page.
@Suite("Glue: doctest printing")
struct DoctestPrintTests {
    static func printed(_ body: () -> Void) -> String {
        GlueOutput.Capture.collect(body).standardOutput
    }

    @Test func printsValuesWithTheSeparatorAndTerminator() {
        #expect(Self.printed { SampleWasmGlue.print(1 + 1) } == "2\n")
        #expect(Self.printed { SampleWasmGlue.print("a", 2, 3.5) } == "a 2 3.5\n")
        #expect(Self.printed { SampleWasmGlue.print("a", "b", separator: ", ", terminator: ".") } == "a, b.")
        #expect(Self.printed { SampleWasmGlue.print(1, 2, 3, 4, 5, separator: "") } == "12345\n")
        #expect(Self.printed { SampleWasmGlue.print() } == "\n")
        #expect(Self.printed { SampleWasmGlue.print(terminator: "") }.isEmpty)
    }

    @Test func collectionsAreShownAsTheStandardLibraryShowsThem() {
        #expect(["a", "b"]._doctestText == #"["a", "b"]"#)
        #expect([1, 2][1...]._doctestText == "[2]")
        #expect([Int]()._doctestText == "[]")
        #expect(Optional(1)._doctestText == "Optional(1)")
        #expect(Optional("x")._doctestText == #"Optional("x")"#)
        #expect(Int?.none._doctestText == "nil")
        #expect([Character("q")]._doctestText == #"["q"]"#)
        #expect(["ab"[...]]._doctestText == #"["ab"]"#)
    }

    @Test func quotingEscapesWhatAStringLiteralMust() {
        #expect(_doctestQuoted("say \"hi\"\\\n\r\t") == #""say \"hi\"\\\n\r\t""#)
        #expect(_doctestQuoted("ёж 🦔") == "\"ёж 🦔\"")
    }

    @Test func aCollectionAmongOtherValuesIsPrintedByItsOverload() {
        // On the host `Array` is also `CustomStringConvertible`, so only a `_DoctestPrintable`
        // wrapper that is not can stand for one here; in a module the array itself does.
        struct Wrapped: _DoctestPrintable { var _doctestText: String { "[1, 2]" } }
        #expect(Self.printed { SampleWasmGlue.print(Wrapped(), "x", Wrapped()) } == "[1, 2] x [1, 2]\n")
    }

    @Test func inputsBecomeTheLiteralsIntegerType() {
        let plain: Int = _doctestInput(-5)
        let narrow: UInt8 = _doctestInput(300)
        let wide: Int64 = _doctestInput(Int32.max)
        #expect(plain == -5)
        #expect(narrow == 44)
        #expect(wide == 2_147_483_647)
    }
}
