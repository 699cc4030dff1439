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
/// The limits are first normalised as SwiftUI does: a minimum below zero becomes zero, the ideal is at
/// least the minimum and the maximum at least the ideal (or the minimum). Per dimension, a missing
/// proposal is replaced by the ideal, and the child is proposed that value clamped to the limits. With
/// both limits and a proposal, the frame is the proposal clamped to them; asked for its ideal size with
/// an ideal length, the frame is that length; otherwise it takes the child's size, raised to
/// `min(proposal, child)` when a minimum is set (the minimum as floor) and lowered to
/// `max(proposal, child)` when a maximum is set (the maximum as ceiling). When placing, the child is
/// proposed the frame's size, except along an axis the frame was not proposed and has no ideal for,
/// where it stays unproposed. Sources: Apple, `View.frame(minWidth:…)` documentation; OpenSwiftUI's
/// `_FlexFrameLayout` and its dual tests against SwiftUI (`Tests/OpenSwiftUISymbolDualTests/Layout/
/// Modifier/FrameLayoutTests.swift`, commit 069dd80); objc.io, "Thinking in SwiftUI", flexible frames.
final class FlexibleFrameNode: LayoutNode {
    /// The limits along one axis.
    struct Limits {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// Limits normalised so that 0 ≤ min ≤ ideal ≤ max wherever they are given.
        init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
            let minimum = min.map { Swift.max($0, 0) }
            let idealValue = ideal.map { Swift.max(minimum ?? 0, $0) }
            self.min = minimum
            self.ideal = idealValue
            self.max = max.map { Swift.max(idealValue ?? minimum ?? 0, $0) }
        }

        /// What the child is proposed for a parent's proposal.
        func childProposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }

        /// The frame's length when it does not depend on the child, if it does not.
        func fixedLength(proposed: CGFloat?) -> CGFloat? {
            guard let proposed else { return ideal }
            guard let min, let max else { return nil }
            return Swift.min(Swift.max(proposed, min), max)
        }

        /// The frame's length for a parent's proposal and the child's chosen length.
        func length(proposed: CGFloat?, child: CGFloat) -> CGFloat {
            if let fixed = fixedLength(proposed: proposed) { return fixed }
            let offered = childProposal(proposed)
            switch (min, max) {
            case (let min?, let max?): return Swift.min(Swift.max(min, child), max)
            case (let min?, nil): return Swift.max(Swift.min(offered ?? .infinity, child), min)
            case (nil, let max?): return Swift.min(Swift.max(offered ?? -.infinity, child), max)
            case (nil, nil): return child
            }
        }

        /// What the child is proposed when placed in a frame of `length`.
        func placementProposal(proposed: CGFloat?, length: CGFloat) -> CGFloat? {
            let inside = (min ?? -.infinity) < length && length < (max ?? .infinity)
            return ideal == nil && proposed == nil && inside ? nil : length
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

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let fixedWidth = horizontal.fixedLength(proposed: proposal.width)
        let fixedHeight = vertical.fixedLength(proposed: proposal.height)
        if let fixedWidth, let fixedHeight { return CGSize(width: fixedWidth, height: fixedHeight) }
        let childSize = child.sizeThatFits(
            ProposedViewSize(
                width: horizontal.childProposal(proposal.width), height: vertical.childProposal(proposal.height)))
        return CGSize(
            width: horizontal.length(proposed: proposal.width, child: childSize.width),
            height: vertical.length(proposed: proposal.height, child: childSize.height)
        )
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let inner = ProposedViewSize(
            width: horizontal.placementProposal(proposed: proposal.width, length: frame.width),
            height: vertical.placementProposal(proposed: proposal.height, length: frame.height)
        )
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
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
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
    ) -> ModifiedContent<Self, NodeWrappingModifier> {
        let horizontal = FlexibleFrameNode.Limits(min: minWidth, ideal: idealWidth, max: maxWidth)
        let vertical = FlexibleFrameNode.Limits(min: minHeight, ideal: idealHeight, max: maxHeight)
        return modifier(
            NodeWrappingModifier { child, _ in
                FlexibleFrameNode(child: child, horizontal: horizontal, vertical: vertical, alignment: alignment)
            })
    }
}
