/// The padding SwiftUI uses when no length is given.
let defaultPadding: CGFloat = 16

/// Adds space around the child: proposes less by the insets, reports more by them.
final class PaddingNode: LayoutNode {
    let child: any LayoutNode
    let insets: EdgeInsets

    init(child: any LayoutNode, insets: EdgeInsets) {
        self.child = child
        self.insets = insets
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
            height: proposal.height.map { Swift.max(0, $0 - insets.vertical) }
        )
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let size = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let inner = childProposal(proposal)
        let size = child.sizeThatFits(inner)
        return child.render(
            in: Alignment.center.place(size, in: frame.inset(by: insets)), proposal: inner, context: context)
    }
}

/// Proposes `nil` (the ideal size) in the fixed dimensions, so the child takes its ideal size there.
final class FixedSizeNode: LayoutNode {
    let child: any LayoutNode
    let horizontal: Bool
    let vertical: Bool

    init(child: any LayoutNode, horizontal: Bool, vertical: Bool) {
        self.child = child
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(childProposal(proposal))
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let inner = childProposal(proposal)
        let size = child.sizeThatFits(inner)
        return child.render(in: Alignment.center.place(size, in: frame), proposal: inner, context: context)
    }
}

/// Keeps the child's size but draws secondary content over or under it, proposed the child's size.
final class OverlayNode: LayoutNode {
    let base: any LayoutNode
    let secondary: any LayoutNode
    let alignment: Alignment
    let isBackground: Bool

    init(base: any LayoutNode, secondary: any LayoutNode, alignment: Alignment, isBackground: Bool) {
        self.base = base
        self.secondary = secondary
        self.alignment = alignment
        self.isBackground = isBackground
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        base.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let baseItems = base.render(in: frame, proposal: proposal, context: context)
        let secondaryProposal = ProposedViewSize(frame.size)
        let size = secondary.sizeThatFits(secondaryProposal)
        let secondaryItems = secondary.render(
            in: alignment.place(size, in: frame), proposal: secondaryProposal, context: context)
        return isBackground ? secondaryItems + baseItems : baseItems + secondaryItems
    }
}

extension View {
    /// Adds `length` points (16 by default) of space on the given edges.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        padding(EdgeInsets(edges, length ?? defaultPadding))
    }

    /// Adds `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, NodeWrappingModifier> {
        padding(.all, length)
    }

    /// Adds different amounts of space on each edge.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, NodeWrappingModifier> {
        modifier(NodeWrappingModifier { child, _ in PaddingNode(child: child, insets: insets) })
    }

    /// Makes the view take its ideal size in both dimensions, whatever it is offered.
    public func fixedSize() -> ModifiedContent<Self, NodeWrappingModifier> {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Makes the view take its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, NodeWrappingModifier> {
        modifier(
            NodeWrappingModifier { child, _ in FixedSizeNode(child: child, horizontal: horizontal, vertical: vertical) }
        )
    }

    /// Sets the priority with which a stack offers this view space: higher goes first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, TraitsModifier> {
        modifier(TraitsModifier { $0.layoutPriority = value })
    }

    /// Draws `content` behind the view, proposed the view's size and aligned by `alignment`.
    public func background<Background: View>(_ content: Background, alignment: Alignment = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        layered(content, alignment: alignment, isBackground: true)
    }

    /// Draws the views built by `content` behind the view.
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> ModifiedContent<Self, NodeWrappingModifier> {
        layered(content(), alignment: alignment, isBackground: true)
    }

    /// Draws `content` in front of the view, proposed the view's size and aligned by `alignment`.
    public func overlay<Overlay: View>(_ content: Overlay, alignment: Alignment = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        layered(content, alignment: alignment, isBackground: false)
    }

    /// Draws the views built by `content` in front of the view.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
        -> ModifiedContent<Self, NodeWrappingModifier>
    {
        layered(content(), alignment: alignment, isBackground: false)
    }

    /// Adds a border of `width` points drawn inside the view's frame.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedContent<Self, NodeWrappingModifier> {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }

    private func layered<Secondary: View>(_ content: Secondary, alignment: Alignment, isBackground: Bool)
        -> ModifiedContent<Self, NodeWrappingModifier>
    {
        modifier(
            NodeWrappingModifier { child, inputs in
                let step = isBackground ? ViewPathStep.background : ViewPathStep.overlay
                let secondary = makeOutputs(content, inputs.outsideStack.child(step)).layeredNode
                return OverlayNode(base: child, secondary: secondary, alignment: alignment, isBackground: isBackground)
            })
    }
}
