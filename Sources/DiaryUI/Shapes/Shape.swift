/// A 2D shape: a path computed from the frame it is given. A shape on its own is a view filled with the
/// foreground style.
public protocol Shape: View {
    /// The outline of the shape inside `rect`.
    func path(in rect: CGRect) -> Path

    /// The size the shape chooses for `proposal`; by default the proposal, with 10 points for a
    /// dimension left open (SwiftUI's fallback).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// A shape is drawn filled with the foreground style.
    public var body: _ShapeView<Self> {
        _ShapeView(shape: self, style: ForegroundStyle()._paint, drawing: .fill(FillStyle()))
    }

    /// Fills the shape with a colour or gradient.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content._paint, drawing: .fill(style))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: ForegroundStyle()._paint, drawing: .fill(style))
    }

    /// Strokes the outline with a colour or gradient; half the line lies outside the frame.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with a colour or gradient and a full stroke style.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, style: content._paint, drawing: .stroke(style))
    }

    /// Strokes the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with the foreground style and a full stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        stroke(ForegroundStyle(), style: style)
    }
}

/// A shape that can be shrunk inside its frame, so a border can be drawn fully inside it.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns the shape inset by `amount` on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    /// Strokes the outline inside the frame: the shape is inset by half the line width first.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    /// Strokes the outline inside the frame with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}

/// A shape drawn with a style: filled or stroked.
public struct _ShapeView<Content: Shape>: View {
    let shape: Content
    let style: _Paint
    let drawing: ShapeDrawingMode

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ShapeNode(shape: view.shape, paint: view.style, drawing: view.drawing, inputs: inputs))
    }
}

/// Whether a shape is filled or stroked.
enum ShapeDrawingMode: Hashable, Sendable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// The layout node of a drawn shape: it takes the size the shape chooses and draws its path.
final class ShapeNode<S: Shape>: LayoutNode {
    let shape: S
    let paint: ResolvedPaint
    let drawing: ShapeDrawingMode

    init(shape: S, paint: _Paint, drawing: ShapeDrawingMode = .fill(FillStyle()), inputs: _ViewInputs) {
        self.shape = shape
        self.paint = paint.resolved(in: inputs.environment)
        self.drawing = drawing
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        guard !paint.isInvisible else { return [] }
        return shapeItems(shape.path(in: frame), frame: frame, paint: paint, mode: drawing)
    }
}

/// The drawing of a shape's path, built once for every shape type (a sample module has a
/// `ShapeNode` specialisation per shape it draws, each of which would otherwise build it inline).
@inline(never)
private func shapeItems(_ path: Path, frame: CGRect, paint: ResolvedPaint, mode: ShapeDrawingMode) -> [DisplayItem] {
    [.shape(ShapeDrawing(path: path, frame: frame, paint: paint, mode: mode))]
}
