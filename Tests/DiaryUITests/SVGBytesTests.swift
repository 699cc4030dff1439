import Testing

@testable import DiaryUI

/// The byte writer every SVG document is written with: its numbers, colours, escaping and elements,
/// byte for byte.
@Suite("SVG byte writer")
struct SVGBytesTests {
    /// What `write` puts into an empty buffer, as text.
    static func written(_ write: (inout SVGBytes) -> Void) -> String {
        var bytes = SVGBytes()
        write(&bytes)
        return bytes.text
    }

    @Test(
        arguments: [
            (0.0, "0"), (-0.0, "0"), (0.5, "0.5"), (-0.5, "-0.5"), (0.005, "0.01"), (-0.005, "-0.01"),
            (0.004_999, "0"), (-0.004_999, "0"), (0.015, "0.02"), (2.675, "2.68"), (1.995, "2"),
            (-1.995, "-2"), (9.999, "10"), (0.1, "0.1"), (0.07, "0.07"), (10.5, "10.5"), (-12.34, "-12.34"),
            (100.001, "100"), (390, "390"), (844.25, "844.25"), (123_456_789.126, "123456789.13"),
            (999_999_999.999, "1000000000"), (1_000_000_000, "1000000000"), (4e9, "1000000000"),
            (-4e9, "-1000000000"), (.greatestFiniteMagnitude, "1000000000"), (.leastNonzeroMagnitude, "0"),
            (.infinity, "0"), (-.infinity, "0"), (.nan, "0"),
        ] as [(Double, String)])
    func writesNumbers(_ value: Double, _ expected: String) {
        #expect(Self.written { $0.write(number: value) } == expected)
        #expect(SVGNumber.format(value) == expected)
    }

    @Test func writesNumberListsAndIntegers() {
        #expect(Self.written { $0.write(numbers: 0, -0.0, 1.5, -2.25, 1e12) } == "0 0 1.5 -2.25 1000000000")
        #expect(Self.written { $0.write(integer: 0) } == "0")
        #expect(Self.written { $0.write(integer: 700) } == "700")
        #expect(Self.written { $0.write(integer: -42) } == "-42")
        #expect(Self.written { $0.write(integer: .min) } == "-9223372036854775808")
        #expect(Self.written { $0.write(digitsOf: .max) } == "18446744073709551615")
    }

    @Test func zeroOriginsAreThoseThatPrintAsZero() {
        #expect(SVGBytes.printsAsZero(0.004))
        #expect(SVGBytes.printsAsZero(-0.0))
        #expect(SVGBytes.printsAsZero(.nan))
        #expect(!SVGBytes.printsAsZero(0.005))
        #expect(!SVGBytes.printsAsZero(-0.005))
    }

    @Test(
        arguments: [
            (RGBA(255, 59, 48), "#ff3b30"), (RGBA(255, 255, 255), "#fff"), (RGBA(0, 0, 0), "#000"),
            (RGBA(17, 34, 51), "#123"), (RGBA(0, 122, 255), "#007aff"), (RGBA(1, 2, 3), "#010203"),
            (RGBA(red: 2, green: -1, blue: 0.5), "#ff0080"),
        ] as [(RGBA, String)])
    func writesColors(_ color: RGBA, _ expected: String) {
        #expect(Self.written { $0.write(hex: color) } == expected)
    }

    @Test func escapesTheFiveSpecialCharactersOnly() {
        #expect(Self.written { $0.write(escaping: "a < b & \"c\" > d") } == "a &lt; b &amp; &quot;c&quot; &gt; d")
        #expect(Self.written { $0.write(escaping: "«ёлочки» — … 'x' 🙂") } == "«ёлочки» — … 'x' 🙂")
        #expect(Self.written { $0.write(escaping: "&amp;") } == "&amp;amp;")
        #expect(Self.written { $0.write(escaping: "") } == "")
    }

    @Test func writesElementsWithAttributesInOrder() {
        let rect = Self.written { markup in
            markup.writeTagStart("rect")
            markup.writeAttribute("id", text: "a1")
            markup.writeAttribute("x", number: -0.004)
            markup.writeAttribute("fill", color: RGBA(255, 255, 255))
            markup.writeAttribute("mask", reference: "p1m2")
            markup.writeAttribute("aria-label", escaping: "<Tom & Jerry>")
            markup.writeEmptyTagEnd()
        }
        #expect(rect == ##"<rect id="a1" x="0" fill="#fff" mask="url(#p1m2)" aria-label="&lt;Tom &amp; Jerry&gt;"/>"##)
        let group = Self.written { markup in
            markup.writeTagStart("g")
            markup.writeOpenTagEnd()
            markup.write("…")
            markup.writeClosingTag("g")
        }
        #expect(group == "<g>…</g>")
    }

    @Test func rectanglesLeaveOutOnlyZeroOrigins() {
        let kept = Self.written {
            $0.writeRectAttributes(CGRect(x: 0.001, y: 2, width: -3, height: 4.5), omitZeroOrigin: true)
        }
        #expect(kept == #" y="2" width="0" height="4.5""#)
        let full = Self.written {
            $0.writeRectAttributes(CGRect(x: 0, y: 0, width: 1, height: 1), omitZeroOrigin: false)
        }
        #expect(full == #" x="0" y="0" width="1" height="1""#)
    }

    @Test func shapesOfOnePrimitiveAreTheirOwnElements() {
        #expect(
            Self.written { $0.writeShapeStart(Path(CGRect(x: 0, y: 1, width: 2, height: 3))) }
                == #"<rect y="1" width="2" height="3""#)
        #expect(
            Self.written { $0.writeShapeStart(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4))) }
                == #"<circle cx="2" cy="2" r="2""#)
        #expect(
            Self.written { $0.writeShapeStart(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2))) }
                == #"<ellipse cx="2" cy="1" rx="2" ry="1""#)
    }

    @Test func writesPathData() {
        var path = Path()
        path.move(to: CGPoint(x: 0.5, y: -1))
        path.addLine(to: CGPoint(x: 10, y: 20.125))
        path.addQuadCurve(to: CGPoint(x: 1, y: 2), control: CGPoint(x: 3, y: 4))
        path.addCurve(to: CGPoint(x: 1, y: 2), control1: CGPoint(x: 3, y: 4), control2: CGPoint(x: 5, y: 6))
        path.closeSubpath()
        path.addRect(CGRect(x: 1, y: 2, width: 3, height: 4))
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 8), cornerSize: CGSize(width: 2, height: 3))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(
            Self.written { $0.write(pathData: path) }
                == "M0.5 -1L10 20.13Q3 4 1 2C3 4 5 6 1 2Z" + "M1 2H4V6H1Z"
                + "M2 0H8A2 3 0 0 1 10 3V5A2 3 0 0 1 8 8H2A2 3 0 0 1 0 5V3A2 3 0 0 1 2 0Z"
                + "M0 1A2 1 0 1 0 4 1A2 1 0 1 0 0 1Z")
    }

    @Test func transformsAreWrittenAsFunctions() {
        #expect(Self.written { $0.write(transform: .translate(dx: 1.5, dy: -2)) } == "translate(1.5 -2)")
        #expect(
            Self.written { $0.write(transform: .scale(x: 2, y: 0.5, anchor: CGPoint(x: 10, y: 10))) }
                == "matrix(2 0 0 0.5 -10 5)")
        #expect(
            Self.written { $0.write(transform: .rotate(degrees: -45, anchor: CGPoint(x: 1, y: 2))) }
                == "rotate(-45 1 2)")
    }

    @Test func replacesOnlyTheFirstPlaceholder() {
        var bytes = SVGBytes()
        bytes.write("<a id=\"\u{1}\">\u{1}</a>")
        bytes.replaceFirst(1, with: "p1")
        #expect(bytes.text == "<a id=\"p1\">\u{1}</a>")
    }
}
