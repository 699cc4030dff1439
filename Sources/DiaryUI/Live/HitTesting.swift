// Hit testing of a live frame's display list: which drawn view the pointer is over, and which gesture
// handlers that view lies inside.

extension DisplayItem {
    /// The handlers (frame indices, outermost first) around the topmost hit-testable drawing at `point`,
    /// or `nil` when nothing is hit there. A drawing without gestures still blocks what lies under it.
    static func hitTest(_ items: [DisplayItem], at point: CGPoint) -> [Int]? {
        hitTest(items, at: point, enclosing: [])
    }

    private static func hitTest(_ items: [DisplayItem], at point: CGPoint, enclosing: [Int]) -> [Int]? {
        for item in items.reversed() {
            if let chain = item.hitTest(at: point, enclosing: enclosing) {
                return chain
            }
        }
        return nil
    }

    private func hitTest(at point: CGPoint, enclosing: [Int]) -> [Int]? {
        switch self {
        case .shape(let shape):
            return shape.path.contains(point, eoFill: shape.isEvenOddFilled) ? enclosing : nil
        case .text(let text):
            return text.frame.contains(point) ? enclosing : nil
        case .image(let image):
            return image.frame.contains(point) ? enclosing : nil
        case .group(let effect, let children):
            switch effect {
            case .transform(let steps):
                return DisplayItem.hitTest(children, at: steps.inverse(point), enclosing: enclosing)
            case .clip(let path, let style):
                guard path.contains(point, eoFill: style.isEOFilled) else { return nil }
                return DisplayItem.hitTest(children, at: point, enclosing: enclosing)
            case .opacity, .mask, .shadow:
                return DisplayItem.hitTest(children, at: point, enclosing: enclosing)
            case .interaction(.handler(let index)):
                return DisplayItem.hitTest(children, at: point, enclosing: enclosing + [index])
            case .interaction(.contentShape(let path, let style)):
                return path.contains(point, eoFill: style.isEOFilled) ? enclosing : nil
            case .interaction(.hitTestingDisabled):
                return nil
            case .interaction(.accessibilityLabel), .interaction(.animationScope):
                return DisplayItem.hitTest(children, at: point, enclosing: enclosing)
            }
        }
    }
}

extension ShapeDrawing {
    /// Whether the shape is filled by the even-odd rule (strokes are hit inside their outline too).
    var isEvenOddFilled: Bool {
        guard case .fill(let style) = mode else { return false }
        return style.isEOFilled
    }
}

extension Array where Element == TransformStep {
    /// Where a point of the drawn (transformed) content was before the steps: the steps undone last to
    /// first.
    func inverse(_ point: CGPoint) -> CGPoint {
        reversed().reduce(point) { point, step in step.inverse(point) }
    }
}

extension TransformStep {
    /// The point this step moves to `point`.
    func inverse(_ point: CGPoint) -> CGPoint {
        switch self {
        case .translate(let dx, let dy):
            return CGPoint(x: point.x - dx, y: point.y - dy)
        case .scale(let x, let y, let anchor):
            return CGPoint(
                x: x == 0 ? anchor.x : anchor.x + (point.x - anchor.x) / x,
                y: y == 0 ? anchor.y : anchor.y + (point.y - anchor.y) / y)
        case .rotate(let degrees, let anchor):
            return TransformStep.rotate(degrees: -degrees, anchor: anchor).apply(to: point)
        }
    }
}
