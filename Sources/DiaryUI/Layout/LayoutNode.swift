/// A resolved view in the layout tree: it chooses its size for a proposal, then draws itself into the
/// frame its parent gives it. Nodes are classes so the tree can hold them as class-bound existentials,
/// which Embedded Swift supports.
///
/// Measuring (`sizeThatFits`) and drawing (`render`) are separate passes; `render` receives the same
/// proposal the parent measured with, as SwiftUI's `Layout.placeSubviews` does, so a container places its
/// children exactly as it sized them.
protocol LayoutNode: AnyObject {
    /// The size the view chooses for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize

    /// Draws the view into `frame` (whose size the parent chose from `sizeThatFits(proposal)`).
    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem]
}

/// What drawing needs to know about the screen around the view.
struct RenderContext {
    /// The whole canvas (the device screen in device previews).
    var bounds: CGRect
    /// The part of the canvas outside the system bars; views ignoring the safe area extend past it.
    var safeArea: CGRect

    /// The safe-area insets seen by a view with `frame`: on each edge where the frame reaches the safe
    /// area's edge, the distance from there to the canvas edge; zero where the frame stops short of it or
    /// already covers the unsafe strip.
    func safeAreaInsets(of frame: CGRect) -> EdgeInsets {
        let tolerance = 0.5
        func inset(_ frameEdge: CGFloat, _ safeEdge: CGFloat, _ boundsEdge: CGFloat, towardsMin: Bool) -> CGFloat {
            let reaches = towardsMin ? frameEdge <= safeEdge + tolerance : frameEdge >= safeEdge - tolerance
            guard reaches else { return 0 }
            return Swift.max(0, towardsMin ? frameEdge - boundsEdge : boundsEdge - frameEdge)
        }
        return EdgeInsets(
            top: inset(frame.minY, safeArea.minY, bounds.minY, towardsMin: true),
            leading: inset(frame.minX, safeArea.minX, bounds.minX, towardsMin: true),
            bottom: inset(frame.maxY, safeArea.maxY, bounds.maxY, towardsMin: false),
            trailing: inset(frame.maxX, safeArea.maxX, bounds.maxX, towardsMin: false)
        )
    }
}
