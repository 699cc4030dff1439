import Testing

@testable import PixelDensity

@Suite("Scale: points and pixels")
struct ScaleTests {
    @Test(
        "One point is 1, 2 or 3 pixels along a side and covers 1, 4 or 9",
        arguments: [(Scale.x1, 1.0, 1), (.x2, 2, 4), (.x3, 3, 9)]
    )
    func density(scale: Scale, factor: Double, covered: Int) {
        #expect(scale.factor == factor)
        #expect(scale.devicePixelsPerPoint == covered)
        #expect(scale.pixels(fromPoints: 1) == factor)
        #expect(scale.pixels(fromPoints: 20) == 20 * factor)
    }

    @Test("A hairline is one pixel: 1/scale points", arguments: Scale.allCases)
    func hairline(scale: Scale) {
        #expect(scale.hairlineWidth == 1 / scale.factor)
        #expect(scale.pixels(fromPoints: scale.hairlineWidth) == 1)
    }

    @Test("A 1 pt line covers more pixels on a denser screen, a 1 px line gets thinner")
    func linesAcrossScales() {
        #expect(Scale.allCases.map { $0.pixels(fromPoints: 1) } == [1, 2, 3])
        let hairlines = Scale.allCases.map(\.hairlineWidth)
        #expect(hairlines[0] > hairlines[1])
        #expect(hairlines[1] > hairlines[2])
    }

    @Test("Points and pixels convert back and forth", arguments: Scale.allCases)
    func roundTrip(scale: Scale) {
        for pixels in stride(from: 0.0, through: 90, by: 1) {
            let points = scale.points(fromPixels: pixels)
            #expect(abs(scale.pixels(fromPoints: points) - pixels) < 1e-9)
        }
    }

    @Test("A screen's reported factor maps to a scale", arguments: [(1.0, Scale.x1), (2, .x2), (3, .x3)])
    func fromFactor(factor: Double, expected: Scale) {
        #expect(Scale(factor: factor) == expected)
    }

    @Test("Factors other than 1, 2 and 3 have no scale", arguments: [0.0, 1.5, 2.88, 4])
    func unknownFactor(factor: Double) {
        #expect(Scale(factor: factor) == nil)
    }

    @Test("Image variants are named like the asset catalog expects")
    func fileNames() {
        #expect(Scale.allCases.map(\.fileSuffix) == ["", "@2x", "@3x"])
        #expect(Scale.x1.fileName("hat", extension: "png") == "hat.png")
        #expect(Scale.x2.fileName("hat", extension: "png") == "hat@2x.png")
        #expect(Scale.x3.fileName("icon-20", extension: "png") == "icon-20@3x.png")
    }
}
