/// Draws the child with a group effect computed from its frame; layout is untouched, as SwiftUI's
/// rendering effects (offset, scale, rotation, opacity, clipping, masks, shadows) leave it.
final class EffectNode: LayoutNode {
    let child: any LayoutNode
    let effect: (CGRect, RenderContext) -> GroupEffect?

    init(child: any LayoutNode, effect: @escaping (CGRect, RenderContext) -> GroupEffect?) {
        self.child = child
        self.effect = effect
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let items = child.render(in: frame, proposal: proposal, context: context)
        guard !items.isEmpty, let effect = effect(frame, context) else { return items }
        return [.group(effect, items)]
    }
}

/// Keeps the child's size and draws nothing.
final class HiddenNode: LayoutNode {
    let child: any LayoutNode

    init(child: any LayoutNode) {
        self.child = child
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        []
    }
}

extension View {
    /// Applies a drawing effect computed from the view's frame.
    func effect(_ effect: @escaping (CGRect, RenderContext) -> GroupEffect?) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        modifier(NodeWrappingModifier { child, _ in EffectNode(child: child, effect: effect) })
    }

    /// Makes the view transparent by `opacity` (0 invisible, 1 unchanged).
    public func opacity(_ opacity: Double) -> ModifiedContent<Self, NodeWrappingModifier> {
        effect { _, _ in .opacity(opacity) }
    }

    /// Draws the view moved by `offset` without changing its layout.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, NodeWrappingModifier> {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Draws the view moved by `x` and `y` without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, NodeWrappingModifier> {
        effect { _, _ in x == 0 && y == 0 ? nil : .transform([.translate(dx: x, dy: y)]) }
    }

    /// Draws the view scaled around `anchor` without changing its layout.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view scaled by a size's factors around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedContent<Self, NodeWrappingModifier>
    {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// Draws the view scaled by separate factors around `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        effect { frame, _ in
            x == 1 && y == 1 ? nil : .transform([.scale(x: x, y: y, anchor: anchor.point(in: frame))])
        }
    }

    /// Draws the view rotated (clockwise for positive angles) around `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        effect { frame, _ in
            angle.degrees == 0 ? nil : .transform([.rotate(degrees: angle.degrees, anchor: anchor.point(in: frame))])
        }
    }

    /// Draws a blurred shadow under the view.
    ///
    /// - Parameters:
    ///   - color: The shadow colour; SwiftUI's default is black at 33 % opacity.
    ///   - radius: The blur radius (drawn as a Gaussian blur with a standard deviation of half of it).
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> ModifiedContent<Self, NodeWrappingModifier>
    {
        modifier(
            NodeWrappingModifier { child, inputs in
                let resolved = color.resolved(in: inputs.environment.colorScheme)
                let shadow = ShadowEffect(color: resolved, radius: radius, offset: CGSize(width: x, height: y))
                return EffectNode(child: child) { _, _ in .shadow(shadow) }
            })
    }

    /// Shows only the part of the view inside `shape` laid out in the view's frame.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        effect { frame, _ in .clip(shape.path(in: frame), style) }
    }

    /// Shows only the part of the view inside its frame.
    public func clipped(antialiased: Bool = false) -> ModifiedContent<Self, NodeWrappingModifier> {
        effect { frame, _ in .clip(Path(frame), FillStyle()) }
    }

    /// Clips the view to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedContent<Self, NodeWrappingModifier>
    {
        effect { frame, _ in .clip(Path(roundedRect: frame, cornerRadius: radius), FillStyle()) }
    }

    /// Shows the view only where `mask` (laid out in the view's frame) is opaque.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        self.mask(mask(), alignment: alignment)
    }

    /// Shows the view only where `mask` (laid out in the view's frame) is opaque.
    public func mask<Mask: View>(_ mask: Mask, alignment: Alignment = .center) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        modifier(
            NodeWrappingModifier { child, inputs in
                let maskNode = makeOutputs(mask, inputs.outsideStack.child(ViewPathStep.mask)).layeredNode
                return EffectNode(child: child) { frame, context in
                    let proposal = ProposedViewSize(frame.size)
                    let size = maskNode.sizeThatFits(proposal)
                    return .mask(
                        maskNode.render(in: alignment.place(size, in: frame), proposal: proposal, context: context))
                }
            })
    }

    /// Keeps the view's space but draws nothing.
    public func hidden() -> ModifiedContent<Self, NodeWrappingModifier> {
        modifier(NodeWrappingModifier { child, _ in HiddenNode(child: child) })
    }

}
