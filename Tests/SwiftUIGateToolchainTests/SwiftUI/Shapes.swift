// SwiftUI's shapes and paths, from Apple's documentation (signatures only).

/// A type that describes how to animate a property of a view.
public protocol Animatable {
    associatedtype AnimatableData
    var animatableData: AnimatableData { get set }
}

extension Animatable {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// An empty type for animatable data.
public struct EmptyAnimatableData {
    public init() {}
}

/// A 2D shape that you can use when drawing a view.
public protocol Shape: Sendable, Animatable, View {
    /// Describes this shape as a path within a rectangular frame of reference.
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: Never { fatalError() }
}

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// Defines the implementation of all `Rectangle` instances' corner style.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// The characteristics of a stroke that traces a path.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// Core Graphics' line cap styles.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// Core Graphics' line join styles.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}

/// A style for rasterizing vector shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View { self }
    public func fill(style: FillStyle = FillStyle()) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View { self }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        self
    }
    public func stroke(style: StrokeStyle) -> some Shape { self }
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> some Shape { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some Shape { self }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape { self }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> some View
    { self }
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> some View { self }
}

/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
}

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
}

/// A capsule shape aligned inside the frame of the view containing it.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Capsule { self }
}

/// A circle centered on the frame of the view containing it.
public struct Circle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
}

/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Ellipse { self }
}

/// The outline of a 2D shape.
public struct Path: Shape, Equatable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    public init(ellipseIn rect: CGRect) {}
    public init(_ callback: (inout Path) -> Void) {}

    public func path(in rect: CGRect) -> Path { self }
    public var isEmpty: Bool { true }
    public var boundingRect: CGRect { .zero }
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { false }

    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    public mutating func closeSubpath() {}
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {}
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {}
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {}
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {}
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {}
    public func applying(_ transform: CGAffineTransform) -> Path { self }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { self }
}
