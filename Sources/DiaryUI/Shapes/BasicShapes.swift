/// A rectangle filling its frame.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates a rectangle.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle with rounded corners filling its frame.
public struct RoundedRectangle: InsettableShape {
    /// The size of the corners' ellipses.
    public var cornerSize: CGSize
    /// The corner style: `.continuous` (SwiftUI's default) or `.circular`.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle with elliptical corners.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let corner = CGSize(
            width: Swift.max(cornerSize.width - insetAmount, 0),
            height: Swift.max(cornerSize.height - insetAmount, 0)
        )
        return Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerSize: corner, style: style)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates a circle.
    public init() {}

    /// A square as wide as the shorter proposed side (10 for an open one), as SwiftUI's circle chooses
    /// since iOS 16 (OpenSwiftUI, `Sources/OpenSwiftUICore/Shape/Shapes.swift`, commit 069dd80).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = Swift.min(size.width, size.height)
        return CGSize(width: side, height: side)
    }

    public func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse filling its frame.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0

    /// Creates an ellipse.
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape {
    /// The corner style; a capsule's ends are too round for the continuous curve, so both are half circles.
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let inner = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = Swift.min(inner.width, inner.height) / 2
        return Path(roundedRect: inner, cornerRadius: radius, style: style)
    }

    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

extension Color: View {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ShapeNode(shape: Rectangle(), paint: view._paint, inputs: inputs))
    }
}
