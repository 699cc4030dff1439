// Whether a point lies inside a path, for hit testing: the path is flattened into closed polygons
// (curves and ellipses into short lines), then the fill rule decides.

extension Path {
    /// Whether `point` lies inside the path filled by the non-zero rule, or by even-odd with `eoFill`.
    func contains(_ point: CGPoint, eoFill: Bool) -> Bool {
        guard boundingRect.contains(point) else { return false }
        var winding = 0
        for polygon in flattenedPolygons() {
            winding += polygon.winding(around: point)
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// The subpaths as closed polygons.
    func flattenedPolygons() -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        func finish() {
            if current.count > 2 { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let point):
                finish()
                current = [point]
            case .line(let point):
                current.append(point)
            case .quadCurve(let to, let control):
                let from = current.last ?? to
                current += curvePoints { t in
                    let u = 1 - t
                    return from * (u * u) + control * (2 * u * t) + to * (t * t)
                }
            case .curve(let to, let control1, let control2):
                let from = current.last ?? to
                current += curvePoints { t in
                    let u = 1 - t
                    return from * (u * u * u) + control1 * (3 * u * u * t) + control2 * (3 * u * t * t)
                        + to * (t * t * t)
                }
            case .closeSubpath:
                finish()
            case .rect(let rect):
                finish()
                polygons.append(rect.corners)
            case .roundedRect(let rect, let cornerSize):
                finish()
                polygons.append(rect.roundedPolygon(cornerSize))
            case .ellipse(let rect):
                finish()
                polygons.append(rect.ellipsePolygon)
            }
        }
        finish()
        return polygons
    }
}

/// Points along a curve at t = 1/n … 1 (its start is the previous point).
private func curvePoints(_ point: (CGFloat) -> CGPoint) -> [CGPoint] {
    let segments = 12
    return (1...segments).map { point(CGFloat($0) / CGFloat(segments)) }
}

extension CGPoint {
    fileprivate static func * (point: CGPoint, factor: CGFloat) -> CGPoint {
        CGPoint(x: point.x * factor, y: point.y * factor)
    }

    fileprivate static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
}

extension CGRect {
    fileprivate var corners: [CGPoint] {
        [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
    }

    /// The rectangle with its corners cut along quarter ellipses of `cornerSize`.
    fileprivate func roundedPolygon(_ cornerSize: CGSize) -> [CGPoint] {
        let rx = cornerSize.width
        let ry = cornerSize.height
        // Corner centres with the angle their quarter starts at, clockwise from the top-right.
        let corners: [(CGPoint, Double)] = [
            (CGPoint(x: maxX - rx, y: minY + ry), 270), (CGPoint(x: maxX - rx, y: maxY - ry), 0),
            (CGPoint(x: minX + rx, y: maxY - ry), 90), (CGPoint(x: minX + rx, y: minY + ry), 180),
        ]
        return corners.flatMap { centre, start in
            (0...4).map { step in
                let (sine, cosine) = sineCosine(degrees: start + Double(step) * 22.5)
                return CGPoint(x: centre.x + rx * cosine, y: centre.y + ry * sine)
            }
        }
    }

    /// The inscribed ellipse as a 32-gon.
    fileprivate var ellipsePolygon: [CGPoint] {
        (0..<32).map { step in
            let (sine, cosine) = sineCosine(degrees: Double(step) * 11.25)
            return CGPoint(x: midX + width / 2 * cosine, y: midY + height / 2 * sine)
        }
    }
}

extension Array where Element == CGPoint {
    /// The winding number of the closed polygon around `point` (crossings of a ray to the right).
    fileprivate func winding(around point: CGPoint) -> Int {
        var winding = 0
        for index in indices {
            let a = self[index]
            let b = self[(index + 1) % count]
            if a.y <= point.y, b.y > point.y, cross(a, b, point) > 0 {
                winding += 1
            } else if a.y > point.y, b.y <= point.y, cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        return winding
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
