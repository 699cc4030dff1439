import Testing

@testable import DiaryUI

/// Drawings that hold text compare it by bytes, not by `String ==` (which would bring Unicode
/// normalisation and its tables into every sample module): a live preview redraws and animates
/// what the SVG writer writes, and two spellings of one text write different bytes.
@Suite("Display item equality")
struct DisplayItemEqualityTests {
    /// "é" as one scalar and as "e" with a combining acute accent: canonically equivalent, so
    /// `String ==` calls them equal, but their UTF-8 differs.
    static let composed = "caf\u{E9}"
    static let decomposed = "cafe\u{301}"

    @Test func theSpellingsAreEquivalentStringsOfDifferentBytes() {
        #expect(Self.composed == Self.decomposed)
        #expect(!Array(Self.composed.utf8).elementsEqual(Array(Self.decomposed.utf8)))
    }

    @Test func textLinesCompareTheirBytes() {
        let origin = CGPoint(x: 1, y: 2)
        let line = TextDrawing.Line(text: Self.composed, origin: origin)
        #expect(line == TextDrawing.Line(text: "caf\u{E9}", origin: origin))
        #expect(line != TextDrawing.Line(text: Self.decomposed, origin: origin))
        #expect(line != TextDrawing.Line(text: Self.composed, origin: CGPoint(x: 1, y: 3)))
    }

    @Test func accessibilityLabelsCompareTheirBytes() {
        let label = DisplayItem.group(.interaction(.accessibilityLabel(Self.composed)), [])
        #expect(label == .group(.interaction(.accessibilityLabel("caf\u{E9}")), []))
        #expect(label != .group(.interaction(.accessibilityLabel(Self.decomposed)), []))
    }

    @Test func interactionMarksOfDifferentKindsDiffer() {
        let marks: [InteractionMark] = [
            .handler(0), .handler(1), .hitTestingDisabled, .accessibilityLabel("a"),
            .animationScope(.root), .animationScope(ViewPath.root.child(0)),
            .contentShape(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), FillStyle()),
        ]
        for (i, left) in marks.enumerated() {
            for (j, right) in marks.enumerated() {
                #expect((left == right) == (i == j), "\(i) \(j)")
            }
        }
    }

    @Test func imagesCompareTheirAddressesBytes() {
        func image(_ href: String) -> ImageDrawing {
            ImageDrawing(
                frame: CGRect(x: 0, y: 0, width: 4, height: 4),
                source: ResolvedImage(size: CGSize(width: 4, height: 4), href: href), isTiled: false,
                templatePaint: nil)
        }
        #expect(image("img/\(Self.composed).png") == image("img/caf\u{E9}.png"))
        #expect(image("img/\(Self.composed).png") != image("img/\(Self.decomposed).png"))
        #expect(image("a.png") != image("b.png"))
    }
}
