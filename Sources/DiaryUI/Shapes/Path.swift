/// The outline of a 2D shape, built like SwiftUI's `Path`.
public struct Path: Hashable, Sendable {
    /// One drawing command. Rectangles and ellipses stay whole so the SVG writer can emit `<rect>` and
    /// `<ellipse>` for them.
    enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
        case rect(CGRect)
        case roundedRect(CGRect, cornerSize: CGSize)
        case ellipse(CGRect)
    }

    private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path of `elements` (an animation's frame between two paths of one shape).
    init(elements: [Element]) {
        self.elements = elements
    }

    /// Creates a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a rounded rectangle with corners of `cornerRadius` (continuous by default, as in SwiftUI).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Creates a rounded rectangle with elliptical corners of `cornerSize` (continuous by default).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Creates the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Creates a path by running `build` on an empty one.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
    }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(.line(point))
    }

    /// Adds a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds a closed rectangle as its own subpath.
    public mutating func addRect(_ rect: CGRect) {
        elements.append(.rect(rect))
    }

    /// Adds closed rectangles as subpaths.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a rounded rectangle as its own subpath. Continuous corners are drawn with the continuous
    /// curve (see `ContinuousCorners`) where it fits; corners too large for it, as on a capsule, are
    /// circular arcs, as UIKit draws them.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let radius = CGSize(
            width: Swift.min(Swift.max(cornerSize.width, 0), abs(rect.width) / 2),
            height: Swift.min(Swift.max(cornerSize.height, 0), abs(rect.height) / 2)
        )
        if radius.width == 0 || radius.height == 0 {
            elements.append(.rect(rect))
        } else if style == .continuous, ContinuousCorners.fit(radius, in: rect) {
            elements += ContinuousCorners.elements(of: rect, radius: radius)
        } else {
            elements.append(.roundedRect(rect, cornerSize: radius))
        }
    }

    /// Adds the ellipse inscribed in `rect` as its own subpath.
    public mutating func addEllipse(in rect: CGRect) {
        elements.append(.ellipse(rect))
    }

    /// Adds a polyline through `points` as a new subpath.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds all subpaths of another path.
    public mutating func addPath(_ path: Path) {
        elements += path.elements
    }

    /// The smallest rectangle containing every point and control point of the path.
    public var boundingRect: CGRect {
        var bounds: CGRect?
        func include(_ rect: CGRect) {
            bounds = bounds.map { $0.union(rect) } ?? rect
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(CGRect(origin: point, size: .zero))
            case .quadCurve(let to, let control):
                include(CGRect(origin: to, size: .zero).union(CGRect(origin: control, size: .zero)))
            case .curve(let to, let control1, let control2):
                include(
                    CGRect(origin: to, size: .zero).union(CGRect(origin: control1, size: .zero))
                        .union(CGRect(origin: control2, size: .zero)))
            case .closeSubpath: break
            case .rect(let rect), .roundedRect(let rect, _), .ellipse(let rect): include(rect)
            }
        }
        return bounds ?? .zero
    }
}

/// The shape of a rounded rectangle's corners: quarter circles, or the continuous curve iOS draws.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// How the inside of a path is decided.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling: a point is inside when a ray from it crosses the outline an odd number of times,
    /// so a shape made of two nested rectangles is a window.
    public var isEOFilled: Bool
    /// Kept for source compatibility; SVG output is always antialiased.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        self.isEOFilled = eoFill
        self.isAntialiased = antialiased
    }
}

/// How a path's outline is stroked.
public struct StrokeStyle: Hashable, Sendable {
    /// The stroke width in points.
    public var lineWidth: CGFloat
    /// The line cap.
    public var lineCap: LineCap
    /// The line join.
    public var lineJoin: LineJoin
    /// Dash lengths, empty for a solid line.
    public var dash: [CGFloat]

    /// Creates a stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.dash = dash
    }

    /// The shape of line ends.
    public enum LineCap: String, Hashable, Sendable {
        case butt, round, square
    }

    /// The shape of corners.
    public enum LineJoin: String, Hashable, Sendable {
        case miter, round, bevel
    }
}
