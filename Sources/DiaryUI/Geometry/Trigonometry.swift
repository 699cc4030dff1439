// Sine and cosine without Foundation (DiaryUI must build where only the standard library exists).

/// The sine and cosine of an angle in degrees, exact at multiples of 90°.
func sineCosine(degrees: Double) -> (sine: Double, cosine: Double) {
    guard degrees.isFinite else { return (0, 1) }
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    if reduced > 180 { reduced -= 360 }
    if reduced < -180 { reduced += 360 }
    // Quarter turns are exact so axis-aligned rotations stay crisp.
    switch reduced {
    case 0: return (0, 1)
    case 90: return (1, 0)
    case -90: return (-1, 0)
    case 180, -180: return (0, -1)
    default: break
    }
    let radians = reduced * Double.pi / 180
    return (taylorSine(radians), taylorCosine(radians))
}

/// Taylor series of sine, accurate to double precision for |x| ≤ π.
private func taylorSine(_ x: Double) -> Double {
    var term = x
    var sum = x
    for n in 1..<20 {
        term *= -x * x / Double((2 * n) * (2 * n + 1))
        sum += term
    }
    return sum
}

/// Taylor series of cosine, accurate to double precision for |x| ≤ π.
private func taylorCosine(_ x: Double) -> Double {
    var term = 1.0
    var sum = 1.0
    for n in 1..<20 {
        term *= -x * x / Double((2 * n - 1) * (2 * n))
        sum += term
    }
    return sum
}
