/// The continuous ("squircle") corner iOS draws for `RoundedCornerStyle.continuous`.
///
/// Each corner is three cubic Bézier curves that start 1.528665 radii before the corner along one edge
/// and end as far after it along the other, so the curvature rises gradually instead of jumping as a
/// quarter circle's does. The coefficients are the published reverse engineering of UIKit's
/// `+[UIBezierPath bezierPathWithRoundedRect:cornerRadius:]` since iOS 7 (PaintCode's and PixelCut's
/// "iOS 7 rounded rectangle" analyses, 2013; repeated with more digits in e.g. the `ContinuousPath` and
/// `ChouTiUI` projects); SwiftUI draws the same curve. Numbers only are taken from those sources.
enum ContinuousCorners {
    /// How far from the corner, in radii, the curve leaves the straight edge.
    static let extent: CGFloat = 1.528665
    // Points of the curve as (along the incoming edge, along the outgoing edge), in radii from the corner.
    private static let a: CGFloat = 1.088492957618529
    private static let b: CGFloat = 0.868406944063002
    private static let c: CGFloat = 0.631493792830993
    private static let d: CGFloat = 0.074911387847016
    private static let f: CGFloat = 0.372823826625747
    private static let g: CGFloat = 0.169059556044370

    /// Whether the continuous curve fits: both of a side's corners must fit along it.
    static func fit(_ radius: CGSize, in rect: CGRect) -> Bool {
        extent * radius.width <= abs(rect.width) / 2 && extent * radius.height <= abs(rect.height) / 2
    }

    /// The closed outline of `rect` with continuous corners of `radius`, clockwise from the top edge.
    static func elements(of rect: CGRect, radius: CGSize) -> [Path.Element] {
        let horizontal = radius.width
        let vertical = radius.height
        // Each corner: its point, then the unit steps along the incoming and the outgoing edge (scaled by
        // the radius along that edge).
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: -horizontal, y: 0), CGPoint(x: 0, y: vertical)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: -vertical), CGPoint(x: -horizontal, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: horizontal, y: 0), CGPoint(x: 0, y: -vertical)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: vertical), CGPoint(x: horizontal, y: 0)),
        ]
        var elements: [Path.Element] = [.move(CGPoint(x: rect.minX + extent * horizontal, y: rect.minY))]
        for (corner, incoming, outgoing) in corners {
            func point(_ along: CGFloat, _ across: CGFloat) -> CGPoint {
                CGPoint(
                    x: corner.x + along * incoming.x + across * outgoing.x,
                    y: corner.y + along * incoming.y + across * outgoing.y)
            }
            elements.append(.line(point(extent, 0)))
            elements.append(.curve(to: point(c, d), control1: point(a, 0), control2: point(b, 0)))
            elements.append(.curve(to: point(d, c), control1: point(f, g), control2: point(g, f)))
            elements.append(.curve(to: point(0, extent), control1: point(0, b), control2: point(0, a)))
        }
        elements.append(.closeSubpath)
        return elements
    }
}
