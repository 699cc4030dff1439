// Whether a point lies inside a path, for hit testing: the path is walked as closed polygons (curves
// and ellipses as short lines), whose edges add up a winding number, then the fill rule decides. The
// polygons are never stored: a drag frame hit-tests every control several times, and building point
// arrays for each test was most of its cost.

extension Path {
    /// Whether `point` lies inside the path filled by the non-zero rule, or by even-odd with `eoFill`.
    func contains(_ point: CGPoint, eoFill: Bool) -> Bool {
        guard boundingRect.contains(point) else { return false }
        var counter = WindingCounter(point: point)
        for element in elements {
            counter.walk(element)
        }
        counter.close()
        return eoFill ? counter.winding % 2 != 0 : counter.winding != 0
    }
}

/// The winding number of a path's polygons around one point, fed one vertex at a time.
///
/// A polygon of fewer than three points adds nothing, as a polygon list without them would.
private struct WindingCounter {
    /// Points along a curve per segment.
    static let curveSegments = 12

    let point: CGPoint
    /// The winding number of the polygons closed so far.
    private(set) var winding = 0
    /// The open polygon: its first and last vertex, its vertex count and its edges' winding so far.
    private var first = CGPoint.zero
    private var last = CGPoint.zero
    private var count = 0
    private var open = 0

    init(point: CGPoint) {
        self.point = point
    }

    /// Adds one path element: a move or a whole shape closes the open polygon first.
    mutating func walk(_ element: Path.Element) {
        switch element {
        case .move(let vertex):
            close()
            add(vertex)
        case .line(let vertex):
            add(vertex)
        case .quadCurve(let to, let control):
            let from = count > 0 ? last : to
            for step in 1...Self.curveSegments {
                let t = CGFloat(step) / CGFloat(Self.curveSegments)
                let u = 1 - t
                add(from * (u * u) + control * (2 * u * t) + to * (t * t))
            }
        case .curve(let to, let control1, let control2):
            let from = count > 0 ? last : to
            for step in 1...Self.curveSegments {
                let t = CGFloat(step) / CGFloat(Self.curveSegments)
                let u = 1 - t
                add(
                    from * (u * u * u) + control1 * (3 * u * u * t) + control2 * (3 * u * t * t)
                        + to * (t * t * t))
            }
        case .closeSubpath:
            close()
        case .rect(let rect):
            close()
            add(CGPoint(x: rect.minX, y: rect.minY))
            add(CGPoint(x: rect.maxX, y: rect.minY))
            add(CGPoint(x: rect.maxX, y: rect.maxY))
            add(CGPoint(x: rect.minX, y: rect.maxY))
            close()
        case .roundedRect(let rect, let cornerSize):
            close()
            addRoundedRect(rect, cornerSize)
            close()
        case .ellipse(let rect):
            close()
            for step in 0..<32 {
                let (sine, cosine) = sineCosine(degrees: Double(step) * 11.25)
                add(CGPoint(x: rect.midX + rect.width / 2 * cosine, y: rect.midY + rect.height / 2 * sine))
            }
            close()
        }
    }

    /// Closes the open polygon with the edge back to its first vertex.
    mutating func close() {
        if count > 2 {
            winding += open + edgeWinding(last, first)
        }
        count = 0
        open = 0
    }

    private mutating func add(_ vertex: CGPoint) {
        if count == 0 {
            first = vertex
        } else {
            open += edgeWinding(last, vertex)
        }
        last = vertex
        count += 1
    }

    /// The rectangle with its corners cut along quarter ellipses of `cornerSize`, clockwise from the
    /// top-right corner's start.
    private mutating func addRoundedRect(_ rect: CGRect, _ cornerSize: CGSize) {
        let rx = cornerSize.width
        let ry = cornerSize.height
        for corner in 0..<4 {
            // Corner centres with the angle their quarter starts at.
            let centre: CGPoint
            switch corner {
            case 0: centre = CGPoint(x: rect.maxX - rx, y: rect.minY + ry)
            case 1: centre = CGPoint(x: rect.maxX - rx, y: rect.maxY - ry)
            case 2: centre = CGPoint(x: rect.minX + rx, y: rect.maxY - ry)
            default: centre = CGPoint(x: rect.minX + rx, y: rect.minY + ry)
            }
            let start = Double((corner + 3) % 4) * 90
            for step in 0...4 {
                let (sine, cosine) = sineCosine(degrees: start + Double(step) * 22.5)
                add(CGPoint(x: centre.x + rx * cosine, y: centre.y + ry * sine))
            }
        }
    }

    /// What the edge from `a` to `b` adds to the winding number (crossings of a ray to the right).
    private func edgeWinding(_ a: CGPoint, _ b: CGPoint) -> Int {
        if a.y <= point.y, b.y > point.y, cross(a, b) > 0 { return 1 }
        if a.y > point.y, b.y <= point.y, cross(a, b) < 0 { return -1 }
        return 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        (b.x - a.x) * (point.y - a.y) - (point.x - a.x) * (b.y - a.y)
    }
}

extension CGPoint {
    fileprivate static func * (point: CGPoint, factor: CGFloat) -> CGPoint {
        CGPoint(x: point.x * factor, y: point.y * factor)
    }

    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
}
