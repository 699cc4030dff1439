// Core Graphics-style geometry, so that SwiftUI-shaped samples compile unchanged on Linux without Foundation.

/// A floating-point scalar in points, as in Core Graphics.
public typealias CGFloat = Double

/// A point in a two-dimensional coordinate system (y grows downwards, as in SwiftUI).
public struct CGPoint: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: CGFloat
    /// The vertical coordinate.
    public var y: CGFloat

    /// The point at the origin.
    public static let zero = CGPoint(x: 0, y: 0)

    /// Creates a point from its coordinates.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
}

/// A width and a height.
public struct CGSize: Hashable, Sendable {
    /// The horizontal extent.
    public var width: CGFloat
    /// The vertical extent.
    public var height: CGFloat

    /// The empty size.
    public static let zero = CGSize(width: 0, height: 0)

    /// Creates a size from its dimensions.
    public init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }
}

/// A rectangle given by its origin (top-leading corner) and size.
public struct CGRect: Hashable, Sendable {
    /// The top-leading corner.
    public var origin: CGPoint
    /// The extent.
    public var size: CGSize

    /// The empty rectangle at the origin.
    public static let zero = CGRect(origin: .zero, size: .zero)

    /// Creates a rectangle from its origin and size.
    public init(origin: CGPoint, size: CGSize) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and dimensions.
    public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        self.init(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }

    /// The width.
    public var width: CGFloat { size.width }
    /// The height.
    public var height: CGFloat { size.height }
    /// The smallest x coordinate.
    public var minX: CGFloat { origin.x }
    /// The x coordinate of the centre.
    public var midX: CGFloat { origin.x + size.width / 2 }
    /// The largest x coordinate.
    public var maxX: CGFloat { origin.x + size.width }
    /// The smallest y coordinate.
    public var minY: CGFloat { origin.y }
    /// The y coordinate of the centre.
    public var midY: CGFloat { origin.y + size.height / 2 }
    /// The largest y coordinate.
    public var maxY: CGFloat { origin.y + size.height }

    /// Returns the rectangle shrunk by `dx` on the left and right and by `dy` on the top and bottom.
    ///
    /// Negative values grow it, as in Core Graphics.
    public func insetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// Returns the rectangle moved by `dx` and `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect {
        CGRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Returns the smallest rectangle containing both rectangles.
    public func union(_ other: CGRect) -> CGRect {
        let left = Swift.min(minX, other.minX)
        let top = Swift.min(minY, other.minY)
        let right = Swift.max(maxX, other.maxX)
        let bottom = Swift.max(maxY, other.maxY)
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the point lies inside the rectangle (edges at the top and leading side included).
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
