/// `frame(width:height:alignment:)`: a fixed size in the given dimensions, the child's elsewhere.
///
/// The child is proposed the fixed dimensions (the parent's proposal in the others) and aligned inside.
/// Source: Apple, `View.frame(width:height:alignment:)` documentation.
final class FixedFrameNode: LayoutNode {
    let child: any LayoutNode
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: any LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.child = child
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let inner = childProposal(proposal)
        let size = child.sizeThatFits(inner)
        return child.render(in: alignment.place(size, in: frame), proposal: inner, context: context)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
///
/// Per dimension: the child is proposed the parent's proposal (an ideal value standing in for a missing
/// one) clamped to the limits. The frame then takes the child's size, raised to `min(proposal, child)`
/// when a minimum is set, with the minimum as floor, and lowered to `max(proposal, child)` when a maximum
/// is set, with the maximum as ceiling. With both limits this is the proposal clamped to them, as the
/// documentation states. Sources: Apple, `View.frame(minWidth:…)` documentation; objc.io, "Thinking in
/// SwiftUI", flexible frames; the SwiftUI Field Guide, "Flexible Frames".
final class FlexibleFrameNode: LayoutNode {
    /// The limits along one axis.
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// What the child is proposed for a parent's proposal.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        /// The frame's length for a parent's proposal and the child's chosen length.
        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            let proposed = proposed ?? ideal ?? child
            var result = child
            if let min { result = Swift.max(min, Swift.min(result, proposed)) }
            if let max { result = Swift.min(max, Swift.max(result, proposed)) }
            return result
        }
    }

    let child: any LayoutNode
    let horizontal: Limits
    let vertical: Limits
    let alignment: Alignment

    init(child: any LayoutNode, horizontal: Limits, vertical: Limits, alignment: Alignment) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: horizontal.childProposal(proposal.width),
            height: vertical.childProposal(proposal.height)
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(childProposal(proposal))
        return CGSize(
            width: horizontal.length(proposed: proposal.width, child: childSize.width),
            height: vertical.length(proposed: proposal.height, child: childSize.height)
        )
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let inner = childProposal(proposal)
        let size = child.sizeThatFits(inner)
        return child.render(in: alignment.place(size, in: frame), proposal: inner, context: context)
    }
}

extension View {
    /// Places the view in an invisible frame of a fixed width and/or height.
    ///
    /// - Parameters:
    ///   - width: The frame's width; `nil` keeps the view's own sizing horizontally.
    ///   - height: The frame's height; `nil` keeps the view's own sizing vertically.
    ///   - alignment: Where the view sits inside the frame.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            NodeWrappingModifier { child, _ in
                FixedFrameNode(child: child, width: width, height: height, alignment: alignment)
            })
    }

    /// Places the view in an invisible frame with flexible limits; `maxWidth: .infinity` fills the width.
    public func frame(
        minWidth: CGFloat? = nil,
        idealWidth: CGFloat? = nil,
        maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil,
        maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let horizontal = FlexibleFrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        let vertical = FlexibleFrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        return modifier(
            NodeWrappingModifier { child, _ in
                FlexibleFrameNode(child: child, horizontal: horizontal, vertical: vertical, alignment: alignment)
            })
    }
}
