import SampleTestSupport
import Testing

@testable import ToolbarLayout

@Suite("Trigonometry without Foundation")
struct TrigonometryTests {
    /// Reference values from a correctly rounded libm.
    static let known: [(x: Double, sin: Double, cos: Double)] = [
        (0, 0, 1),
        (0.5, 0.479425538604203, 0.8775825618903728),
        (1, 0.8414709848078965, 0.5403023058681398),
        (-1.25, -0.9489846193555862, 0.3153223623952687),
        (2, 0.9092974268256817, -0.4161468365471424),
        (3, 0.1411200080598672, -0.9899924966004454),
        (10, -0.5440211108893698, -0.8390715290764524),
        (100, -0.5063656411097588, 0.8623188722876839),
        (1_000_000, -0.34999350217129294, 0.9367521275331447),
    ]

    @Test("Known values to 1e-9", arguments: known)
    func knownValues(value: (x: Double, sin: Double, cos: Double)) {
        #expect((Trigonometry.sine(value.x) - value.sin).magnitude < 1e-9)
        #expect((Trigonometry.cosine(value.x) - value.cos).magnitude < 1e-9)
    }

    @Test("Special angles in degrees")
    func specialAngles() {
        func sin(_ degrees: Double) -> Double { Trigonometry.sine(Trigonometry.radians(fromDegrees: degrees)) }
        func cos(_ degrees: Double) -> Double { Trigonometry.cosine(Trigonometry.radians(fromDegrees: degrees)) }
        #expect((sin(30) - 0.5).magnitude < 1e-12)
        #expect((cos(60) - 0.5).magnitude < 1e-12)
        #expect((sin(45) - 0.5.squareRoot()).magnitude < 1e-12)
        #expect((sin(90) - 1).magnitude < 1e-12)
        #expect(cos(90).magnitude < 1e-12)
        #expect(sin(180).magnitude < 1e-12)
        #expect((cos(180) + 1).magnitude < 1e-12)
        #expect((sin(270) + 1).magnitude < 1e-12)
        #expect((cos(-360) - 1).magnitude < 1e-12)
    }

    @Test("Random angles: sin² + cos² = 1, sine is odd, cosine is even, and a shift by π/2 swaps them")
    func identities() {
        var random = SeededGenerator(seed: 0x51_4E)
        let halfPi = Trigonometry.radians(fromDegrees: 90)
        for _ in 0..<1_000 {
            let x = Double(Int64(bitPattern: random.next()) % 2_000_000) / 1_000
            let (s, c) = (Trigonometry.sine(x), Trigonometry.cosine(x))
            #expect((s * s + c * c - 1).magnitude < 1e-12)
            #expect(Trigonometry.sine(-x) == -s)
            #expect(Trigonometry.cosine(-x) == c)
            #expect((Trigonometry.sine(x + halfPi) - c).magnitude < 1e-9)
        }
    }

    @Test("Angles that are not finite give NaN instead of trapping")
    func notFinite() {
        #expect(Trigonometry.sine(.infinity).isNaN)
        #expect(Trigonometry.cosine(-.infinity).isNaN)
        #expect(Trigonometry.sine(.nan).isNaN)
    }
}
