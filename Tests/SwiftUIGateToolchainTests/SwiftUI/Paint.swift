// SwiftUI's colours and styles, from Apple's documentation (signatures only).

/// A type that applies a custom appearance to shapes and text.
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
///
/// No `init(light:dark:)`: SwiftUI takes a colour per scheme from an asset catalog or a `UIColor`.
@frozen public struct Color: Hashable, ShapeStyle, View, Sendable {
    public var body: Never { fatalError() }

    /// A profile that specifies how to interpret a color value for display.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    public init(_ name: String, bundle: Bundle? = nil) {}

    public func opacity(_ opacity: Double) -> Color { self }

    public static let black = Color(white: 0)
    public static let blue = Color(white: 0)
    public static let brown = Color(white: 0)
    public static let clear = Color(white: 0)
    public static let cyan = Color(white: 0)
    public static let gray = Color(white: 0)
    public static let green = Color(white: 0)
    public static let indigo = Color(white: 0)
    public static let mint = Color(white: 0)
    public static let orange = Color(white: 0)
    public static let pink = Color(white: 0)
    public static let purple = Color(white: 0)
    public static let red = Color(white: 0)
    public static let teal = Color(white: 0)
    public static let white = Color(white: 0)
    public static let yellow = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0)
    public static let accentColor = Color(white: 0)
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var blue: Color { .blue }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var cyan: Color { .cyan }
    public static var gray: Color { .gray }
    public static var green: Color { .green }
    public static var indigo: Color { .indigo }
    public static var mint: Color { .mint }
    public static var orange: Color { .orange }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var red: Color { .red }
    public static var teal: Color { .teal }
    public static var white: Color { .white }
    public static var yellow: Color { .yellow }
}

/// A hierarchical style: the foreground colour at its levels.
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
}

/// The foreground style in the current context.
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A color gradient represented as an array of color stops.
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) { self.stops = [] }
}

/// A linear gradient.
public struct LinearGradient: ShapeStyle, View {
    public var body: Never { fatalError() }
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {}
}

/// A radial gradient.
public struct RadialGradient: ShapeStyle, View {
    public var body: Never { fatalError() }
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
}

/// A shape style that displays one of the overlay or background colours of the system.
public struct Material: ShapeStyle {
    public static let ultraThinMaterial = Material()
    public static let thinMaterial = Material()
    public static let regularMaterial = Material()
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    case light, dark
}
