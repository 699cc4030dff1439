import Testing

@testable import DiaryUI

/// Text from semibold on is measured with DejaVu Sans Bold's advances and drawn asking for its weight, so
/// the browser's real bold face shows exactly what was laid out.
@Suite("The bold face")
struct BoldFaceTests {
    static let phrase = "Съешь же ещё булок, Ваня!"
    static let lineHeight = TextMeasure.lineHeight(fontSize: 17)

    /// The difference, in font units, between the bold and the regular advances of `text`'s characters.
    static func extraBoldUnits(of text: String) -> Int {
        text.unicodeScalars.reduce(0) {
            $0 + Int(TextMeasure.advance(of: $1, in: .bold)) - Int(TextMeasure.advance(of: $1, in: .regular))
        }
    }

    /// Advances from DejaVu Sans Bold's `hmtx` table (2048 units per em), wider than the regular ones.
    @Test func boldAdvancesAreTheBoldFontsOwn() {
        #expect(TextMeasure.width(of: "M", fontSize: 2048, face: .bold) == 2038)
        #expect(TextMeasure.width(of: "a", fontSize: 2048, face: .bold) == 1382)
        #expect(TextMeasure.width(of: "Ж", fontSize: 2048, face: .bold) == 2507)
        #expect(TextMeasure.width(of: " ", fontSize: 2048, face: .bold) == 713)
        #expect(TextMeasure.width(of: "M", fontSize: 2048, face: .regular) == 1767)
    }

    @Test(
        arguments: zip(
            [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black],
            [FontFace.regular, .regular, .regular, .regular, .regular, .bold, .bold, .bold, .bold]))
    func weightsFromSemiboldOnUseTheBoldFace(_ weight: Font.Weight, _ face: FontFace) {
        #expect(FontFace(weight: weight) == face)
    }

    @Test func boldTextIsWiderByTheBoldAdvances() {
        let regular = chosenSize(of: Text(Self.phrase), for: .unspecified)
        let bold = chosenSize(of: Text(Self.phrase).bold(), for: .unspecified)
        let extraUnits = Self.extraBoldUnits(of: Self.phrase)
        #expect(extraUnits > 0)
        #expect(abs(bold.width - regular.width - CGFloat(extraUnits) * 17 / FontMetrics.unitsPerEm) < 1e-9)
        #expect(bold.height == regular.height)
    }

    /// `.bold()`, `.fontWeight(_:)`, a bold font and the semibold headline style all measure in bold;
    /// medium stays regular.
    @Test func everyWayToAskForBoldMeasuresInBold() {
        let bold = chosenSize(of: Text(Self.phrase).bold(), for: .unspecified).width
        let regular = chosenSize(of: Text(Self.phrase), for: .unspecified).width
        #expect(chosenSize(of: Text(Self.phrase).fontWeight(.heavy), for: .unspecified).width == bold)
        #expect(chosenSize(of: Text(Self.phrase).font(.body.bold()), for: .unspecified).width == bold)
        #expect(chosenSize(of: Text(Self.phrase).font(.headline), for: .unspecified).width == bold)
        #expect(chosenSize(of: Text(Self.phrase).font(.body).fontWeight(.medium), for: .unspecified).width == regular)
    }

    /// A width that holds the phrase in regular makes the bold phrase wrap to a second line.
    @Test func boldTextWrapsWhereRegularFits() {
        let proposal = ProposedViewSize(
            width: TextMeasure.width(of: Self.phrase, fontSize: 17, face: .regular) + 1, height: nil)
        #expect(chosenSize(of: Text(Self.phrase), for: proposal).height == Self.lineHeight)
        #expect(chosenSize(of: Text(Self.phrase).bold(), for: proposal).height == 2 * Self.lineHeight)
    }

    /// In a stack the view after a bold label starts where the label's bold width ends.
    @Test func aStackPlacesTheNextViewAfterTheBoldWidth() {
        let frames = leafFrames(
            of: HStack(spacing: 0) {
                Text("Итог:").bold()
                Text("42")
            }, in: CGSize(width: 300, height: 100))
        #expect(frames.count == 2)
        let boldWidth = TextMeasure.width(of: "Итог:", fontSize: 17, face: .bold)
        #expect(abs(frames[1].minX - frames[0].minX - boldWidth) < 1e-9)
        #expect(boldWidth > TextMeasure.width(of: "Итог:", fontSize: 17, face: .regular))
    }

    /// The SVG asks for the weight (which the site's `@font-face` for 700 answers) and puts trailing
    /// text where its bold width ends at the frame's edge.
    @Test func theSVGAsksForTheWeightAndPlacesByTheBoldWidth() {
        let svg = renderSVG(
            Text("Ж").font(.system(size: 20, weight: .semibold)).frame(width: 100, alignment: .trailing),
            idPrefix: "b")
        let x = SVGNumber.format(100 - 2507.0 * 20 / 2048)
        #expect(svg.contains("<text x=\"\(x)\" "), "\(svg)")
        #expect(svg.contains(" font-size=\"20\" font-weight=\"600\" "), "\(svg)")
        #expect(svg.contains("font-family=\"DiaryUI Sans\""))
    }
}
