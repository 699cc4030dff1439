import DiaryUI
import SampleTestSupport
import Testing

@testable import ToolbarLayout

/// The article's previews are laid out by the tested rules: `ToolbarButtonsLayout` places the buttons,
/// `PanelStyle` and `PanelMask` give the panels and their masks, `PanelColors` the colours.
@Suite("Toolbar previews")
struct ToolbarPreviewTests {
    /// iPhone 14 as the previews draw it: a 390 × 844 screen 14 points inside the bezel.
    static let bezel = 14.0
    static let screen = Size(width: 390, height: 844)
    static let safeArea = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)
    static let buttonRadius = ButtonSketch.side / 2

    /// The x of each button's centre in a panel row, from the layout rule.
    static func expectedCentres(count: Int, rowWidth: Double) -> [Double] {
        let width = rowWidth - PanelStyle.padding.leading - PanelStyle.padding.trailing
        let widths = Array(repeating: ButtonSketch.side, count: count)
        return ToolbarButtonsLayout.buttonMinXs(buttonWidths: widths, width: width).map {
            PanelStyle.padding.leading + $0 + buttonRadius
        }
    }

    @Test("Rows of 0, 1, 3 and 5 buttons are placed by ToolbarButtonsLayout, and the empty row keeps its height")
    func rows() throws {
        let previews = renderPreviews(of: ToolbarRowsPreviews.self, idPrefix: "t", images: .none)
        try #require(previews.count == 1)
        let buttons = SVGShapes.circles(in: previews[0].lightSVG).filter { $0.r == Self.buttonRadius }
        let rows = Dictionary(grouping: buttons) { $0.cy }.sorted { $0.key < $1.key }.map {
            $0.value.map(\.cx).sorted()
        }
        #expect(rows.map(\.count) == [1, 3, 5])
        for row in rows {
            #expect(SVGShapes.isClose(row, Self.expectedCentres(count: row.count, rowWidth: 390)), "\(row)")
        }
        // Each row is a full-width strip of the minimum panel height, the empty one included.
        let strips = SVGShapes.elements(in: previews[0].lightSVG).filter {
            $0.tag == "rect" && $0.attributes["fill"] == SVGShapes.hex(CaptionedPanelRow.colors.gradient[0])
        }
        #expect(strips.count == 4)
        #expect(strips.allSatisfy { $0.number("width") == 390 && $0.number("height") == PanelStyle.minHeight })
    }

    @Test("The screen comes as child and parent, light and dark, on iPhone 14")
    func variants() {
        let previews = renderPreviews(of: ToolbarScreenPreviews.self, idPrefix: "t", images: .none)
        #expect(previews.count == 4)
        #expect(previews.allSatisfy { $0.caption == "iPhone 14" })
        #expect(previews.map(\.fixedColorScheme) == [.light, .dark, .light, .dark])
        // The panels keep their access-level colours in both themes; only the system background changes.
        #expect(previews[0].lightSVG.contains(SVGShapes.hex(PanelColors(accessLevel: .child).gradient[0])))
        #expect(previews[1].lightSVG.contains(SVGShapes.hex(PanelColors(accessLevel: .child).gradient[0])))
        #expect(previews[0].lightSVG != previews[1].lightSVG)
    }

    @Test(
        "Both panels fill the whole screen with one gradient, cut by their PanelMask, with the buttons inside",
        arguments: [(AccessLevel.child, 0, 3, 0), (.parent, 1, 5, 2)])
    func screen(level: AccessLevel, top: Int, bottom: Int, variant: Int) throws {
        let previews = renderPreviews(of: ToolbarScreenPreviews.self, idPrefix: "t", images: .none)
        try #require(previews.count == 4)
        let svg = previews[variant].lightSVG
        let colors = PanelColors(accessLevel: level)
        let other = PanelColors(accessLevel: level == .child ? .parent : .child)
        #expect(colors.gradient.allSatisfy { svg.contains("stop-color=\"\(SVGShapes.hex($0))\"") })
        #expect(!other.gradient.contains { svg.contains(SVGShapes.hex($0)) })

        let elements = SVGShapes.elements(in: svg)
        let screenRect = ["x": "14", "y": "14", "width": "390", "height": "844"]
        let gradientLayers = elements.filter { element in
            element.tag == "rect" && element.attributes["fill"]?.hasPrefix("url(#") == true
                && screenRect.allSatisfy { element.attributes[$0.key] == $0.value }
        }
        #expect(gradientLayers.count == 2, "one full-screen gradient layer per panel")

        let clips = Set(elements.filter { $0.attributes["clip-rule"] == "evenodd" }.compactMap { $0.attributes["d"] })
        var rows: [(frame: Rect, count: Int)] = []
        for (location, count) in [(PanelLocation.top, top), (.bottom, bottom)] {
            let panel = PanelStyle.frame(
                location: location, elementsHeight: ButtonSketch.side, screen: Self.screen, safeArea: Self.safeArea)
            let mask = PanelMask.shape(panel: panel, location: location, screen: Self.screen)
            #expect(clips.contains(Self.pathData(mask.rects)), "\(location) mask")
            rows.append((panel, count))
        }

        let buttons = SVGShapes.circles(in: svg).filter { $0.r == Self.buttonRadius }
        #expect(buttons.count == top + bottom)
        for row in rows {
            let elements = PanelStyle.elementsFrame(in: row.frame, elementsHeight: ButtonSketch.side)
            let inRow = buttons.filter { $0.cy == Self.bezel + elements.midY }.map { $0.cx - Self.bezel }.sorted()
            #expect(SVGShapes.isClose(inRow, Self.expectedCentres(count: row.count, rowWidth: 390)), "\(inRow)")
        }
    }

    @Test("The pattern has the covering size and turns by the tilt around the centre of the area it covers")
    func pattern() throws {
        let previews = renderPreviews(of: ToolbarScreenPreviews.self, idPrefix: "t", images: .none)
        let svg = try #require(previews.first).lightSVG
        let tilt = ToolbarScreen(accessLevel: .child, topButtons: 0, bottomButtons: 0).tiltDegrees
        let rotations = SVGShapes.transforms("rotate", in: svg)
        let translations = SVGShapes.transforms("translate", in: svg)
        for location in PanelLocation.allCases {
            let panel = PanelStyle.frame(
                location: location, elementsHeight: ButtonSketch.side, screen: Self.screen, safeArea: Self.safeArea)
            let safeArea = Self.safeArea.under(location)
            let frame = PatternGeometry.frame(panel: panel, safeArea: safeArea, tiltDegrees: tilt)
            // Laid out at the screen's corner, turned around its own centre, then moved into place, so it
            // turns around the centre of the area it covers (`PatternGeometry.frame` centres it there).
            let rotation = [tilt, Self.bezel + frame.size.width / 2, Self.bezel + frame.size.height / 2]
            #expect(rotations.contains { SVGShapes.isClose($0, rotation) }, "\(location): \(rotations)")
            #expect(translations.contains { SVGShapes.isClose($0, [frame.minX, frame.minY]) }, "\(location)")
        }
    }

    /// The SVG path data of rectangles in screen points, drawn on the preview canvas.
    static func pathData(_ rects: [Rect]) -> String {
        rects.map { rect in
            let (x, y) = (SVGShapes.number(bezel + rect.minX), SVGShapes.number(bezel + rect.minY))
            let (maxX, maxY) = (SVGShapes.number(bezel + rect.maxX), SVGShapes.number(bezel + rect.maxY))
            return "M\(x) \(y)H\(maxX)V\(maxY)H\(x)Z"
        }.joined()
    }
}
