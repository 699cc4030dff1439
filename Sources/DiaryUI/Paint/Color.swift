/// A colour with a value for the light and one for the dark appearance.
///
/// Plain colours use one value for both; system colours differ. The renderer
/// picks the value of the colour scheme it renders.
public struct Color: Hashable, Sendable {
    let light: RGBA
    let dark: RGBA

    init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// Creates an sRGB colour from components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    /// Creates a colour in a colour space from components between 0 and 1.
    ///
    /// Display P3 components are used as sRGB ones (the SVG output is sRGB).
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let value =
            colorSpace == .sRGBLinear
            ? RGBA(
                red: RGBA.encodeGamma(red), green: RGBA.encodeGamma(green), blue: RGBA.encodeGamma(blue), alpha: opacity
            )
            : RGBA(red: red, green: green, blue: blue, alpha: opacity)
        self.init(light: value, dark: value)
    }

    /// Creates a grey from a white level between 0 (black) and 1 (white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a colour from hue, saturation and brightness between 0 and 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let value = RGBA(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
        self.init(light: value, dark: value)
    }

    /// Creates a colour that is `light` in the light appearance and `dark` in the dark one: the engine's
    /// own, internal because SwiftUI has no such initialiser (Xcode would reject it in article code).
    init(light: Color, dark: Color) {
        self.init(light: light.light, dark: dark.dark)
    }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.multiplyingAlpha(by: opacity), dark: dark.multiplyingAlpha(by: opacity))
    }

    /// The value used in `colorScheme`.
    func resolved(in colorScheme: ColorScheme) -> RGBA {
        colorScheme == .dark ? dark : light
    }
}

/// The colour spaces `Color` can be created in.
public enum RGBColorSpace: Hashable, Sendable {
    case sRGB, sRGBLinear, displayP3
}

/// The light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// A resolved sRGB colour with components between 0 and 1.
struct RGBA: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit components, as design specifications list them.
    init(_ red: Int, _ green: Int, _ blue: Int, alpha: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, alpha: alpha)
    }

    init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let sector = (hue - hue.rounded(.down)) * 6
        let index = Int(sector.rounded(.down)) % 6
        let fraction = sector - sector.rounded(.down)
        let value = brightness
        let low = value * (1 - saturation)
        let falling = value * (1 - saturation * fraction)
        let rising = value * (1 - saturation * (1 - fraction))
        let components: [(Double, Double, Double)] = [
            (value, rising, low), (falling, value, low), (low, value, rising),
            (low, falling, value), (rising, low, value), (value, low, falling),
        ]
        let (red, green, blue) = components[index]
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    func multiplyingAlpha(by factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Whether the colour paints nothing.
    var isInvisible: Bool { alpha <= 0 }

    /// Converts a linear-light component to the sRGB transfer curve.
    static func encodeGamma(_ linear: Double) -> Double {
        guard linear > 0.0031308 else { return 12.92 * Swift.max(linear, 0) }
        return 1.055 * root24(Swift.min(linear, 1)) - 0.055
    }

    /// `x` raised to 1/2.4 without Foundation's `pow`: Newton's method on y^12 = x^5.
    private static func root24(_ x: Double) -> Double {
        let target = x * x * x * x * x
        var y = x
        for _ in 0..<60 {
            let y11 = power(y, 11)
            let next = y - (y11 * y - target) / (12 * y11)
            if abs(next - y) < 1e-12 { return next }
            y = next
        }
        return y
    }

    private static func power(_ base: Double, _ exponent: Int) -> Double {
        (0..<exponent).reduce(1) { result, _ in result * base }
    }
}
