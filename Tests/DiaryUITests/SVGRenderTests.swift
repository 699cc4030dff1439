import DiaryUI
import Testing

/// Two nested rectangles: even-odd filled, the inner one is a hole.
private struct Window: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: 10, dy: 10))
        return path
    }
}

@Suite("SVG output")
struct SVGRenderTests {
    private func lines(_ svg: String) -> [String] {
        svg.split(separator: "\n").map(String.init)
    }

    @Test func documentDeclaresSizeAndFont() {
        let svg = renderSVG(Color.red, size: CGSize(width: 120.5, height: 80), idPrefix: "x")
        #expect(
            lines(svg).first
                == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"120.5\" height=\"80\" viewBox=\"0 0 120.5 80\" font-family=\"DiaryUI Sans\">"
        )
        #expect(lines(svg).dropFirst().first == "<rect width=\"120.5\" height=\"80\" fill=\"#ff3b30\"/>")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func proposalRenderingUsesTheChosenSize() {
        let svg = renderSVG(Color.red.frame(width: 30, height: 20).padding(5), idPrefix: "x")
        #expect(svg.contains("width=\"40\" height=\"30\" viewBox=\"0 0 40 30\""))
        #expect(svg.contains("<rect x=\"5\" y=\"5\" width=\"30\" height=\"20\" fill=\"#ff3b30\"/>"))
    }

    @Test func basicShapesUseSVGPrimitives() {
        let view = HStack(spacing: 0) {
            Circle().frame(width: 20, height: 20)
            Ellipse().frame(width: 20, height: 10)
            RoundedRectangle(cornerRadius: 4).frame(width: 20, height: 10)
            Capsule().frame(width: 20, height: 10)
        }
        let svg = renderSVG(view, idPrefix: "x")
        #expect(svg.contains("<circle cx=\"10\" cy=\"10\" r=\"10\" fill=\"#000\"/>"))
        #expect(svg.contains("<ellipse cx=\"30\" cy=\"10\" rx=\"10\" ry=\"5\" fill=\"#000\"/>"))
        #expect(svg.contains("<rect x=\"40\" y=\"5\" width=\"20\" height=\"10\" rx=\"4\" fill=\"#000\"/>"))
        #expect(svg.contains("<rect x=\"60\" y=\"5\" width=\"20\" height=\"10\" rx=\"5\" fill=\"#000\"/>"))
    }

    @Test func evenOddWindowsBecomeEvenOddPaths() {
        let filled = renderSVG(
            Window().fill(style: FillStyle(eoFill: true)).frame(width: 40, height: 40), idPrefix: "x")
        #expect(filled.contains("<path d=\"M0 0H40V40H0ZM10 10H30V30H10Z\" fill=\"#000\" fill-rule=\"evenodd\"/>"))
        let clipped = renderSVG(
            Color.red.frame(width: 40, height: 40).clipShape(Window(), style: FillStyle(eoFill: true)), idPrefix: "w-")
        #expect(
            clipped.contains(
                "<clipPath id=\"w-c1\"><path d=\"M0 0H40V40H0ZM10 10H30V30H10Z\" clip-rule=\"evenodd\"/></clipPath>"))
        #expect(clipped.contains("<g clip-path=\"url(#w-c1)\">"))
        let masked = renderSVG(
            Color.red.frame(width: 40, height: 40).mask(Window().fill(style: FillStyle(eoFill: true))), idPrefix: "m-")
        #expect(
            masked.contains(
                "<mask id=\"m-m1\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"40\" height=\"40\" style=\"mask-type:alpha\">"
            ))
        #expect(masked.contains("<g mask=\"url(#m-m1)\">"))
    }

    @Test func identicalGradientsShareOneDefinition() {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let view = ZStack {
            Rectangle().fill(gradient).frame(width: 50, height: 50)
            Circle().fill(gradient).frame(width: 50, height: 50)
        }
        let svg = renderSVG(view, idPrefix: "s-")
        #expect(svg.components("<linearGradient") == 1)
        #expect(svg.components("url(#s-g1)") == 2)
        let other = renderSVG(
            HStack {
                Color.red.frame(width: 5, height: 5); gradient.frame(width: 10, height: 5);
                gradient.frame(width: 20, height: 5)
            }, idPrefix: "s-")
        #expect(other.components("<linearGradient") == 2, "different frames map the gradient differently")
    }

    @Test func diagonalGradientsStretchOverTheFrame() {
        let svg = renderSVG(
            LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(width: 200, height: 100), idPrefix: "d-")
        #expect(svg.contains("x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\" gradientTransform=\"matrix(200 0 0 100 0 0)\""))
    }

    @Test func everyIdCarriesThePrefix() {
        let svg = renderSVG(ShutterScreen(), size: CGSize(width: 390, height: 844), idPrefix: "abc-")
        let ids = PreviewTests.ids(in: svg)
        #expect(!ids.isEmpty)
        #expect(ids.allSatisfy { $0.hasPrefix("abc-") })
    }

    @Test func transformsKeepLayoutCoordinates() {
        let svg = renderSVG(
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: -2).rotationEffect(.degrees(90)).scaleEffect(2),
            idPrefix: "t")
        let expected = [
            "<g transform=\"matrix(2 0 0 2 -5 -5)\">", "<g transform=\"rotate(90 5 5)\">",
            "<g transform=\"translate(5 -2)\">", "<rect width=\"10\" height=\"10\" fill=\"#ff3b30\"/>",
        ]
        #expect(Array(lines(svg).dropFirst().prefix(4)) == expected)
    }

    @Test func shadowsAreDropShadowFilters() {
        let svg = renderSVG(
            Circle().frame(width: 20, height: 20).shadow(color: .black, radius: 4, x: 0, y: 2), idPrefix: "h")
        #expect(svg.contains("<feDropShadow dx=\"0\" dy=\"2\" stdDeviation=\"2\" flood-color=\"#000\"/>"))
        #expect(svg.contains("<g filter=\"url(#hf1)\">"))
    }

    @Test func textIsEscapedAndPositionedOnItsBaseline() {
        let svg = renderSVG(Text("a < b & «в»").font(.system(size: 20, weight: .semibold)), idPrefix: "t")
        // SF Pro's ascender: 1950 / 2048 × 20 = 19.04.
        #expect(
            svg.contains(
                "<text x=\"0\" y=\"19.04\" font-size=\"20\" font-weight=\"600\" letter-spacing=\"-0.46\" "
                    + "fill=\"#000\">a &lt; b &amp; «в»</text>"
            ), "\(svg)")
    }

    @Test func multilineTextUsesOneTspanPerLine() {
        let svg = renderSVG(Text("один\nдва").multilineTextAlignment(.trailing), idPrefix: "t")
        #expect(svg.components("<tspan") == 2)
        #expect(svg.contains(">один</tspan>") && svg.contains(">два</tspan>"))
    }

    @Test func imagesStretchOrTile() {
        let images = ImageResolver.images([
            "tile": ResolvedImage(size: CGSize(width: 8, height: 8), href: "tile.png?a&b")
        ])
        let stretched = renderSVG(Image("tile").resizable().frame(width: 30, height: 20), idPrefix: "i", images: images)
        #expect(
            stretched.contains(
                "<image href=\"tile.png?a&amp;b\" width=\"30\" height=\"20\" preserveAspectRatio=\"none\"/>"))
        let tiled = renderSVG(
            Image("tile").resizable(resizingMode: .tile).frame(width: 30, height: 20), idPrefix: "i", images: images)
        #expect(
            tiled.contains(
                "<pattern id=\"ip1\" patternUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"8\" height=\"8\">"))
        #expect(tiled.contains("<rect width=\"30\" height=\"20\" fill=\"url(#ip1)\"/>"))
    }
}

extension String {
    /// How many times `part` occurs.
    fileprivate func components(_ part: String) -> Int {
        split(separator: part, omittingEmptySubsequences: false).count - 1
    }
}
