import SampleTestSupport
import Testing

@testable import PixelDensity

/// Slack for the rounding error of dividing by 3.
private let tolerance = 1e-9

/// Whether `value` lies on a whole number, within the tolerance.
private func isWhole(_ value: Double) -> Bool {
    abs(value - value.rounded()) < tolerance
}

@Suite("Scale: snapping to the pixel grid")
struct PixelGridTests {
    @Test("A 1 px line is centred on a pixel centre", arguments: Scale.allCases)
    func hairlineOnPixelCentre(scale: Scale) {
        var generator = SeededGenerator(seed: 0x0B5E_55ED)
        for _ in 0..<500 {
            let y = Double.random(in: -200...800, using: &generator)
            let centerInPixels = scale.pixels(fromPoints: scale.lineCenter(near: y))
            #expect(isWhole(centerInPixels - 0.5))
            // The line fills the very pixel row that holds the requested coordinate.
            #expect(abs(centerInPixels - 0.5 - scale.pixels(fromPoints: y).rounded(.down)) < tolerance)
        }
    }

    @Test("Any stroke width in pixels covers whole pixels and stays within half a pixel", arguments: Scale.allCases)
    func strokesCoverWholePixels(scale: Scale) {
        var generator = SeededGenerator(seed: 0x0DD_E7E4)
        for widthInPixels in 1...4 {
            for _ in 0..<200 {
                let y = Double.random(in: -200...800, using: &generator)
                let center = scale.lineCenter(near: y, widthInPixels: widthInPixels)
                let centerInPixels = scale.pixels(fromPoints: center)
                let halfWidth = Double(widthInPixels) / 2
                #expect(isWhole(centerInPixels - halfWidth))
                #expect(isWhole(centerInPixels + halfWidth))
                #expect(abs(center - y) <= scale.points(fromPixels: 0.5) + tolerance)
            }
        }
    }

    @Test("An even stroke width is centred on a pixel boundary", arguments: Scale.allCases)
    func evenWidthOnBoundary(scale: Scale) {
        for y in stride(from: 0.0, through: 12, by: 0.1) {
            #expect(isWhole(scale.pixels(fromPoints: scale.lineCenter(near: y, widthInPixels: 2))))
        }
    }

    @Test(
        "Known hairline positions near 10.3 pt",
        arguments: [(Scale.x1, 10.5), (.x2, 10.25), (.x3, 30.5 / 3)]
    )
    func knownPositions(scale: Scale, expected: Double) {
        #expect(abs(scale.lineCenter(near: 10.3) - expected) < tolerance)
    }

    @Test("A line already on a pixel centre stays where it is", arguments: Scale.allCases)
    func alreadyAligned(scale: Scale) {
        for row in -5...40 {
            let y = scale.points(fromPixels: Double(row) + 0.5)
            #expect(abs(scale.lineCenter(near: y) - y) < tolerance)
        }
    }

    @Test("Coordinates snap to the nearest pixel boundary, halves going up", arguments: Scale.allCases)
    func snapToBoundary(scale: Scale) {
        var generator = SeededGenerator(seed: 0xB0DA_4D)
        for _ in 0..<500 {
            let y = Double.random(in: -200...800, using: &generator)
            let snapped = scale.snapToPixelBoundary(y)
            #expect(isWhole(scale.pixels(fromPoints: snapped)))
            #expect(abs(snapped - y) <= scale.points(fromPixels: 0.5) + tolerance)
        }
        #expect(scale.snapToPixelBoundary(scale.points(fromPixels: 7.5)) == scale.points(fromPixels: 8))
        #expect(scale.snapToPixelBoundary(scale.points(fromPixels: -7.5)) == scale.points(fromPixels: -7))
    }

    @Test("At @1x snapping keeps whole points and the hairline sits at .5")
    func oneX() {
        #expect(Scale.x1.snapToPixelBoundary(4.4) == 4)
        #expect(Scale.x1.snapToPixelBoundary(4.6) == 5)
        #expect(Scale.x1.lineCenter(near: 4) == 4.5)
        #expect(Scale.x1.lineCenter(near: 4.99) == 4.5)
    }
}
