import DiaryUI
import Testing

@testable import PixelDensity

/// Slack for the two decimals the SVG writer keeps.
private let svgTolerance = 0.011

@Suite("PixelDensity previews: lines on a magnified pixel grid")
struct PixelGridPreviewTests {
    let previews = renderPreviews(of: PixelGridPreviews.self, idPrefix: "t", images: .none)

    /// One panel as drawn: its top edge, its two lines and the dashed marks where they were asked for.
    struct Panel {
        var top: Double
        var onePoint: Band
        var hairline: Band
        var onePointMark: Double
        var hairlineMark: Double
        var pixelGridLines: Int
    }

    /// A filled horizontal band: its top and height on the canvas.
    struct Band {
        var top: Double
        var height: Double
        var bottom: Double { top + height }
        var center: Double { top + height / 2 }
    }

    @Test("The article's preview fence draws these previews")
    func registered() throws {
        let render = try #require(ArticlePreviews.all["PixelGridPreviews"])
        #expect(render("t").map(\.lightSVG) == previews.map(\.lightSVG))
    }

    @Test("One fixed-size variant that follows the page's theme")
    func variant() {
        #expect(previews.map(\.name) == ["Preview"])
        #expect(previews.map(\.caption) == ["Fixed Layout · 500 × 270"])
        #expect(previews.first?.fixedColorScheme == nil)
    }

    @Test("A panel per scale, titled with its suffix")
    func titles() throws {
        let svg = try #require(previews.first).lightSVG
        for scale in Scale.allCases {
            #expect(svg.contains(">@\(scale.rawValue)x<"))
            #expect(svg.contains(">1 pt = \(scale.rawValue) px<"))
        }
    }

    @Test("Pixel grid lines every 1/scale pt", arguments: Scale.allCases)
    func pixelGrid(scale: Scale) throws {
        let panel = try panels()[scale.rawValue - 1]
        // Four points tall and three wide, with a line on both edges.
        #expect(panel.pixelGridLines == 4 * scale.rawValue + 1 + 3 * scale.rawValue + 1)
    }

    @Test("A 1 pt line is one point thick, a hairline one pixel", arguments: Scale.allCases)
    func thickness(scale: Scale) throws {
        let zoom = PixelGridPanel(scale: scale).zoom
        let panel = try panels()[scale.rawValue - 1]
        #expect(abs(panel.onePoint.height - zoom) < svgTolerance)
        #expect(abs(panel.hairline.height - scale.hairlineWidth * zoom) < svgTolerance)
    }

    @Test("Both lines cover whole pixels within half a pixel of the height asked for", arguments: Scale.allCases)
    func snapped(scale: Scale) throws {
        let zoom = PixelGridPanel(scale: scale).zoom
        let window = PixelGridPanel(scale: scale).window
        let pixel = zoom / scale.factor
        let panel = try panels()[scale.rawValue - 1]
        #expect(abs((panel.onePointMark - panel.top) / zoom + window.lowerBound - 11.7) < svgTolerance)
        #expect(abs((panel.hairlineMark - panel.top) / zoom + window.lowerBound - 10.3) < svgTolerance)
        for (band, mark) in [(panel.onePoint, panel.onePointMark), (panel.hairline, panel.hairlineMark)] {
            for edge in [band.top, band.bottom] {
                let pixels = (edge - panel.top) / pixel
                #expect(abs(pixels - pixels.rounded()) < svgTolerance)
            }
            #expect(abs(band.center - mark) <= pixel / 2 + svgTolerance)
        }
    }

    /// The three panels, read from the light SVG in drawing order (@1x, @2x, @3x).
    private func panels() throws -> [Panel] {
        let svg = try #require(previews.first).lightSVG
        // The first rectangle is the canvas background; then each panel draws the 1 pt band and the hairline.
        let bands = elements("rect", in: svg).dropFirst().map { tag in
            Band(top: number("y", of: tag), height: number("height", of: tag))
        }
        let paths = elements("path", in: svg)
        let marks = paths.filter { attribute("stroke-dasharray", of: $0) != nil }.map { firstPoint(of: $0).y }
        let pointGrids = paths.filter { attribute("stroke-width", of: $0) == "1.5" }
        let pixelGrids = paths.filter { attribute("stroke-width", of: $0) == "0.5" }
        try #require(bands.count == 6 && marks.count == 6 && pointGrids.count == 3 && pixelGrids.count == 3)
        return (0..<3).map { index in
            Panel(
                top: firstPoint(of: pointGrids[index]).y,
                onePoint: bands[2 * index],
                hairline: bands[2 * index + 1],
                onePointMark: marks[2 * index],
                hairlineMark: marks[2 * index + 1],
                pixelGridLines: (attribute("d", of: pixelGrids[index]) ?? "").filter { $0 == "M" }.count
            )
        }
    }
}

// MARK: - Reading the SVG

/// The opening tags of the elements named `name`.
private func elements(_ name: String, in svg: String) -> [Substring] {
    svg.split(separator: "<\(name) ").dropFirst().map { $0.prefix { $0 != ">" } }
}

/// The value of an attribute in an opening tag.
private func attribute(_ name: String, of tag: Substring) -> String? {
    // The leading space keeps `y` from matching the end of `cy`.
    let padded = " " + tag
    guard let start = padded.firstRange(of: " \(name)=\"")?.upperBound else { return nil }
    return String(padded[start...].prefix { $0 != "\"" })
}

/// A numeric attribute, NaN when missing (so that every comparison with it fails).
private func number(_ name: String, of tag: Substring) -> Double {
    attribute(name, of: tag).flatMap(Double.init) ?? .nan
}

/// The point a path starts at (`d="Mx y…"`).
private func firstPoint(of tag: Substring) -> (x: Double, y: Double) {
    let data = (attribute("d", of: tag) ?? "").dropFirst()
    let coordinates = data.prefix { !$0.isLetter }.split(separator: " ").compactMap { Double($0) }
    return coordinates.count == 2 ? (coordinates[0], coordinates[1]) : (.nan, .nan)
}
