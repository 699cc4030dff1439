// Painted bounds of drawings, for the regions of SVG filters and masks.

extension DisplayItem {
    /// A rectangle containing everything the item paints (generous for strokes and shadows).
    var paintedBounds: CGRect? {
        switch self {
        case .shape(let shape):
            let bounds = shape.path.boundingRect
            guard case .stroke(let style) = shape.mode else { return bounds }
            let outset = style.lineWidth * (style.lineJoin == .miter ? 2 : 0.5)
            return bounds.insetBy(dx: -outset, dy: -outset)
        case .text(let text):
            return text.frame
        case .image(let image):
            return image.frame
        case .group(let effect, let children):
            guard let content = DisplayItem.bounds(of: children) else { return nil }
            return effect.bounds(ofContent: content)
        }
    }

    /// The union of the painted bounds of several items.
    static func bounds(of items: [DisplayItem]) -> CGRect? {
        items.compactMap { $0.paintedBounds }.reduce(nil) { union, rect in union.map { $0.union(rect) } ?? rect }
    }
}

extension GroupEffect {
    /// The painted bounds of a group whose content paints inside `content`.
    func bounds(ofContent content: CGRect) -> CGRect {
        switch self {
        case .transform(let steps):
            return steps.reduce(content) { $1.apply(to: $0) }
        case .opacity, .clip, .mask, .interaction:
            return content
        case .shadow(let shadow):
            let blur = shadow.radius * 1.5
            let shadowRect = content.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
                .insetBy(dx: -blur, dy: -blur)
            return content.union(shadowRect)
        }
    }
}

extension TransformStep {
    /// The bounding box of `rect` after this step.
    func apply(to rect: CGRect) -> CGRect {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
        ].map(apply(to:))
        let xs = corners.map { $0.x }
        let ys = corners.map { $0.y }
        let minX = xs.min() ?? 0
        let minY = ys.min() ?? 0
        return CGRect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }

    /// Where `point` goes under this step.
    func apply(to point: CGPoint) -> CGPoint {
        switch self {
        case .translate(let dx, let dy):
            return CGPoint(x: point.x + dx, y: point.y + dy)
        case .scale(let x, let y, let anchor):
            return CGPoint(x: anchor.x + (point.x - anchor.x) * x, y: anchor.y + (point.y - anchor.y) * y)
        case .rotate(let degrees, let anchor):
            let (sine, cosine) = sineCosine(degrees: degrees)
            let dx = point.x - anchor.x
            let dy = point.y - anchor.y
            return CGPoint(x: anchor.x + dx * cosine - dy * sine, y: anchor.y + dx * sine + dy * cosine)
        }
    }
}
