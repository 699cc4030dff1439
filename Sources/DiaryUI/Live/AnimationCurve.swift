/// The timing of an ``Animation``: how far along (0 at the start, 1 at the end, a spring may pass 1)
/// a change is after some time. The numbers are cited on ``Animation``.
enum AnimationCurve: Hashable, Sendable {
    /// A cubic Bézier timing function over a duration in seconds.
    case bezier(TimingBezier, duration: Double)
    /// A damped spring from rest: `response` is its undamped period in seconds, `damping` the fraction
    /// of critical damping (1 and above: no overshoot).
    case spring(response: Double, damping: Double)

    /// How long the change lasts, in seconds: a spring is done once it stays within 0.1 % of its end.
    var duration: Double {
        switch self {
        case .bezier(_, let duration):
            return Swift.max(duration, 0)
        case .spring(let response, let damping):
            guard response > 0 else { return 0 }
            let omega = 2 * Double.pi / response
            // The envelope under 0.001: e^(-ζωt)/√(1-ζ²) when underdamped, (1 + ωt)e^(-ωt) when critically
            // damped (ln 1000 ≈ 6.91; the amplitude and the linear factor add their logarithms).
            let zeta = Swift.min(Swift.max(damping, 0.05), 1)
            let amplitude = zeta >= 1 ? 2.5 : -logarithm(squareRoot(1 - zeta * zeta))
            return (6.91 + amplitude) / (zeta * omega)
        }
    }

    /// The progress after `seconds`: 0 before the start, exactly 1 from ``duration`` on.
    func progress(_ seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }
        guard seconds < duration else { return 1 }
        switch self {
        case .bezier(let bezier, let duration):
            return bezier.value(at: seconds / duration)
        case .spring(let response, let damping):
            let omega = 2 * Double.pi / response
            let zeta = Swift.max(damping, 0.05)
            if zeta >= 1 {
                return 1 - exponential(-omega * seconds) * (1 + omega * seconds)
            }
            let damped = omega * squareRoot(1 - zeta * zeta)
            let wave = sineCosine(degrees: damped * seconds * 180 / Double.pi)
            return 1 - exponential(-zeta * omega * seconds) * (wave.cosine + zeta * omega / damped * wave.sine)
        }
    }
}

/// A CSS-style cubic Bézier timing function from (0, 0) to (1, 1) with two control points.
struct TimingBezier: Hashable, Sendable {
    let x1: Double
    let y1: Double
    let x2: Double
    let y2: Double

    static let linear = TimingBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    static let easeIn = TimingBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    static let easeOut = TimingBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = TimingBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The curve's y where its x is `time` (0…1), found by bisection on the curve's parameter.
    func value(at time: Double) -> Double {
        let x = Swift.min(Swift.max(time, 0), 1)
        var low = 0.0
        var high = 1.0
        var t = x
        for _ in 0..<40 {
            let current = Self.coordinate(t, x1, x2)
            if abs(current - x) < 1e-7 { break }
            if current < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return Self.coordinate(t, y1, y2)
    }

    /// One coordinate of the curve at parameter `t`, with control coordinates `a` and `b`.
    private static func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
}

/// e^x without Foundation: 2^k · e^r with |r| ≤ ln 2 / 2 and a Taylor series for e^r.
func exponential(_ x: Double) -> Double {
    guard x > -700 else { return 0 }
    guard x < 700 else { return .infinity }
    let ln2 = 0.693_147_180_559_945_3
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1..<18 {
        term *= r / Double(n)
        sum += term
    }
    var scale = 1.0
    let steps = Int(abs(k))
    for _ in 0..<steps { scale *= 2 }
    return k < 0 ? sum / scale : sum * scale
}

/// ln x for 0 < x ≤ 1 without Foundation: ln x = 2 artanh((x - 1)/(x + 1)), as a series.
func logarithm(_ x: Double) -> Double {
    guard x > 0 else { return -.infinity }
    let y = (x - 1) / (x + 1)
    var term = y
    var sum = 0.0
    var n = 1.0
    for _ in 0..<200 {
        sum += term / n
        term *= y * y
        n += 2
        if abs(term) < 1e-17 { break }
    }
    return 2 * sum
}

/// √x without Foundation (Newton's method; the hardware instruction through `squareRoot()`).
func squareRoot(_ x: Double) -> Double {
    x.squareRoot()
}
