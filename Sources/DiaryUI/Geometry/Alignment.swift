/// The horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// Where a view sits horizontally inside a wider container.
public struct HorizontalAlignment: Hashable, Sendable {
    /// How far along the free space the view sits: 0 leading, 0.5 centre, 1 trailing.
    let fraction: CGFloat

    public static let leading = HorizontalAlignment(fraction: 0)
    public static let center = HorizontalAlignment(fraction: 0.5)
    public static let trailing = HorizontalAlignment(fraction: 1)
}

/// Where a view sits vertically inside a taller container.
public struct VerticalAlignment: Hashable, Sendable {
    /// How far along the free space the view sits: 0 top, 0.5 centre, 1 bottom.
    let fraction: CGFloat

    public static let top = VerticalAlignment(fraction: 0)
    public static let center = VerticalAlignment(fraction: 0.5)
    public static let bottom = VerticalAlignment(fraction: 1)
}

/// A horizontal and a vertical alignment together.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two components.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Returns the rectangle of `size` placed inside `container` by this alignment.
    func place(_ size: CGSize, in container: CGRect) -> CGRect {
        CGRect(
            x: container.minX + (container.width - size.width) * horizontal.fraction,
            y: container.minY + (container.height - size.height) * vertical.fraction,
            width: size.width,
            height: size.height
        )
    }
}

/// A point in a view's own unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    /// Creates a unit point from its coordinates.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The absolute point this unit point names inside `rect`.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// A geometric angle.
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle from radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle from degrees.
    public init(degrees: Double) {
        self.radians = degrees * Double.pi / 180
    }

    /// The angle in degrees.
    public var degrees: Double { radians * 180 / Double.pi }

    /// An angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// The zero angle.
    public static let zero = Angle(radians: 0)
}
