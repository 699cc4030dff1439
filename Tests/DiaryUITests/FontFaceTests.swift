import Testing

@testable import DiaryUI

/// Every weight is measured with its own Inter face's advances and drawn asking for that weight, so the
/// browser's real face shows exactly what was laid out; `.rounded` and `.monospaced` have faces of their own.
@Suite("The font faces")
struct FontFaceTests {
    static let phrase = "Съешь же ещё булок, Ваня!"
    static let lineHeight = TextMeasure.lineHeight(fontSize: 17)

    /// Advances from each web font's `hmtx` table; at 2816 pt (Inter's units per em, past the tracking
    /// table's last size) a width in points is the advance in font units.
    @Test func advancesAreEachFacesOwn() {
        #expect(TextMeasure.width(of: "M", fontSize: 2816, face: .regular) == 2504)
        #expect(TextMeasure.width(of: "M", fontSize: 2816, face: .sansSemibold) == 2552)
        #expect(TextMeasure.width(of: "M", fontSize: 2816, face: .bold) == 2576)
        #expect(TextMeasure.width(of: "Ж", fontSize: 2816, face: .bold) == 3056)
        #expect(TextMeasure.width(of: "M", fontSize: 1000, face: .roundedRegular) == 827)
        #expect(TextMeasure.width(of: "M", fontSize: 2048, face: .monoRegular) == 1233)
    }

    @Test(
        arguments: zip(
            [Font.Weight.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black],
            [
                FontFace.sansUltraLight, .sansThin, .sansLight, .regular, .sansMedium, .sansSemibold, .bold, .sansHeavy,
                .sansBlack,
            ]))
    func everyWeightHasItsFace(_ weight: Font.Weight, _ face: FontFace) {
        #expect(FontFace(weight: weight) == face)
        #expect(face.cssWeight == weight.value)
    }

    /// The rounded and monospaced families have a regular and a bold face: CSS font matching gives weights
    /// above 500 the bold one.
    @Test func roundedAndMonospacedMatchWeightsAsCSSDoes() {
        #expect(FontFace(weight: .medium, design: .rounded) == .roundedRegular)
        #expect(FontFace(weight: .semibold, design: .rounded) == .roundedBold)
        #expect(FontFace(weight: .light, design: .monospaced) == .monoRegular)
        #expect(FontFace(weight: .black, design: .monospaced) == .monoBold)
        #expect(FontFace(weight: .bold, design: .serif) == .bold)
    }

    @Test func heavierWeightsAreWider() {
        let widths = [Font.Weight.ultraLight, .regular, .semibold, .bold, .black].map {
            chosenSize(of: Text("Weights").fontWeight($0), for: .unspecified).width
        }
        #expect(widths == widths.sorted())
        #expect(Set(widths).count == widths.count)
    }

    /// `.bold()`, `.fontWeight(_:)`, a bold font and the semibold headline style each measure in their face.
    @Test func everyWayToAskForAWeightMeasuresInItsFace() {
        let bold = chosenSize(of: Text(Self.phrase).bold(), for: .unspecified).width
        #expect(chosenSize(of: Text(Self.phrase).font(.body.bold()), for: .unspecified).width == bold)
        #expect(
            chosenSize(of: Text(Self.phrase).font(.headline), for: .unspecified).width
                == TextMeasure.width(of: Self.phrase, fontSize: 17, face: .sansSemibold))
        #expect(
            chosenSize(of: Text(Self.phrase).fontWeight(.heavy), for: .unspecified).width
                == TextMeasure.width(of: Self.phrase, fontSize: 17, face: .sansHeavy))
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

    /// The SVG asks for the weight (which the site's `@font-face` for 600 answers) and SF's tracking, and
    /// puts trailing text where its width ends at the frame's edge.
    @Test func theSVGAsksForTheWeightAndTrackingAndPlacesByTheWidth() {
        let svg = renderSVG(
            Text("Ж").font(.system(size: 20, weight: .semibold)).frame(width: 100, alignment: .trailing),
            idPrefix: "b")
        let x = SVGNumber.format(100 - (2928.0 * 20 / 2816 - 0.46))
        #expect(svg.contains("<text x=\"\(x)\" "), "\(svg)")
        #expect(svg.contains(" font-size=\"20\" font-weight=\"600\" letter-spacing=\"-0.46\""), "\(svg)")
        #expect(svg.contains("font-family=\"DiaryUI Sans\""))
    }

    /// `.rounded` and `.monospaced` text names its family first and DiaryUI Sans for what the family lacks;
    /// the rounded face has no Cyrillic, so Cyrillic measures in DiaryUI Sans, as the browser draws it.
    @Test func roundedAndMonospacedTextNameTheirFamily() {
        let rounded = renderSVG(Text("Hi").font(.system(size: 17, design: .rounded)), idPrefix: "r")
        #expect(rounded.contains("font-family=\"DiaryUI Rounded,DiaryUI Sans\""), "\(rounded)")
        let mono = renderSVG(Text("Hi").font(.system(.body, design: .monospaced)), idPrefix: "m")
        #expect(mono.contains("font-family=\"DiaryUI Mono,DiaryUI Sans\""), "\(mono)")
        #expect(!mono.contains("letter-spacing"), "\(mono)")
        #expect(!rounded.contains("letter-spacing"), "\(rounded)")
        let untrackedSans =
            TextMeasure.width(of: "Ж", fontSize: 17, face: .regular)
            - TextMeasure.tracking(fontSize: 17, face: .regular)
        #expect(abs(TextMeasure.width(of: "Ж", fontSize: 17, face: .roundedRegular) - untrackedSans) < 1e-9)
        #expect(
            chosenSize(of: Text("iiii").font(.body.monospaced()), for: .unspecified).width
                == chosenSize(of: Text("MMMM").font(.body.monospaced()), for: .unspecified).width)
    }
}
