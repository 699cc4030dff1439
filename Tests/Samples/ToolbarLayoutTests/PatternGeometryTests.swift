import SampleTestSupport
import Testing

@testable import ToolbarLayout

@Suite("Pattern geometry")
struct PatternGeometryTests {
    @Test("Without a tilt the pattern is the area itself")
    func noTilt() {
        let size = PatternGeometry.coveringSize(of: Size(width: 390, height: 72), tiltDegrees: 0)
        #expect(size == Size(width: 390, height: 72))
    }

    @Test("A quarter turn swaps width and height", arguments: [90.0, -90, 270])
    func quarterTurn(degrees: Double) {
        let size = PatternGeometry.coveringSize(of: Size(width: 390, height: 72), tiltDegrees: degrees)
        #expect((size.width - 72).magnitude < 1e-9)
        #expect((size.height - 390).magnitude < 1e-9)
    }

    @Test("At 45 degrees both sides are (W + H) / sqrt(2)")
    func diagonal() {
        let size = PatternGeometry.coveringSize(of: Size(width: 300, height: 100), tiltDegrees: 45)
        let expected = 400 / 2.0.squareRoot()
        #expect((size.width - expected).magnitude < 1e-9)
        #expect((size.height - expected).magnitude < 1e-9)
    }

    @Test("The formula: W|cos t| + H|sin t| by W|sin t| + H|cos t|")
    func formula() {
        // cos 60° = 0.5, sin 60° = sqrt(3) / 2.
        let size = PatternGeometry.coveringSize(of: Size(width: 200, height: 50), tiltDegrees: -120)
        let half3 = 3.0.squareRoot() / 2
        #expect((size.width - (200 * 0.5 + 50 * half3)).magnitude < 1e-9)
        #expect((size.height - (200 * half3 + 50 * 0.5)).magnitude < 1e-9)
    }

    @Test("The safe-area insets grow the area to cover")
    func areaWithInsets() {
        let panel = Rect(x: 0, y: 47, width: 390, height: 72)
        let area = PatternGeometry.area(
            panel: panel, safeArea: Insets(top: 47, leading: 0, bottom: 0, trailing: 0))
        #expect(area == Rect(x: 0, y: 0, width: 390, height: 119))
        let landscape = PatternGeometry.area(
            panel: Rect(x: 0, y: 0, width: 844, height: 72),
            safeArea: Insets(top: 0, leading: 47, bottom: 0, trailing: 47))
        #expect(landscape == Rect(x: -47, y: 0, width: 938, height: 72))
    }

    @Test("The pattern frame is centred on the area grown by the insets")
    func frameCentred() {
        let panel = Rect(x: 0, y: 738, width: 390, height: 72)
        let insets = Insets(top: 0, leading: 0, bottom: 34, trailing: 0)
        let frame = PatternGeometry.frame(panel: panel, safeArea: insets, tiltDegrees: 12)
        let area = PatternGeometry.area(panel: panel, safeArea: insets)
        #expect((frame.midX - area.midX).magnitude < 1e-9)
        #expect((frame.midY - area.midY).magnitude < 1e-9)
        #expect(frame.size == PatternGeometry.coveringSize(of: area.size, tiltDegrees: 12))
    }

    @Test("Random areas and tilts: the rotated pattern covers every corner, and no smaller one would")
    func coversCorners() {
        var random = SeededGenerator(seed: 0xC0_4E25)
        for _ in 0..<500 {
            let area = Size(width: Double(random.next() % 1_000) + 1, height: Double(random.next() % 300) + 1)
            let degrees = Double(random.next() % 72_000) / 100 - 360
            let cover = PatternGeometry.coveringSize(of: area, tiltDegrees: degrees)
            let angle = Trigonometry.radians(fromDegrees: degrees)
            let (cos, sin) = (Trigonometry.cosine(angle), Trigonometry.sine(angle))
            var reachX = 0.0
            var reachY = 0.0
            for (dx, dy) in [(-1.0, -1.0), (-1, 1), (1, -1), (1, 1)] {
                let (x, y) = (dx * area.width / 2, dy * area.height / 2)
                // The corner in the pattern's own axes: rotate back by the tilt.
                let u = x * cos + y * sin
                let v = -x * sin + y * cos
                reachX = max(reachX, u.magnitude)
                reachY = max(reachY, v.magnitude)
            }
            #expect(reachX <= cover.width / 2 + 1e-9)
            #expect(reachY <= cover.height / 2 + 1e-9)
            #expect((reachX - cover.width / 2).magnitude < 1e-9)
            #expect((reachY - cover.height / 2).magnitude < 1e-9)
        }
    }
}
