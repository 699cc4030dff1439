/// The spacing stacks use when none is given. SwiftUI picks per pair of views; this engine uses the
/// common 8 points throughout.
let defaultStackSpacing: CGFloat = 8

/// One stack algorithm for both axes: the children learn which axis they are
/// stacked along (a `Spacer` is flexible only along it), then a `StackNode`
/// shares the space out.
func makeStack<Content: View>(
    _ axis: Axis, _ content: Content, crossAlignment: CGFloat, spacing: CGFloat?, _ inputs: _ViewInputs
) -> _ViewOutputs {
    var childInputs = inputs
    childInputs.stackAxis = axis
    let children = makeOutputs(content, childInputs).views
    return _ViewOutputs(
        node: StackNode(
            axis: axis, crossAlignment: crossAlignment, spacing: spacing ?? defaultStackSpacing, children: children))
}

/// Lays its children out in a column.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a column whose children are aligned by `alignment` and `spacing` apart (8 by default).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        makeStack(.vertical, view.content, crossAlignment: view.alignment.fraction, spacing: view.spacing, inputs)
    }
}

/// Lays its children out in a row.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a row whose children are aligned by `alignment` and `spacing` apart (8 by default).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        makeStack(.horizontal, view.content, crossAlignment: view.alignment.fraction, spacing: view.spacing, inputs)
    }
}

/// Layers its children on top of each other, the first at the back.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates layers aligned by `alignment`.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let children = makeOutputs(view.content, inputs.outsideStack).views
        return _ViewOutputs(node: ZStackNode(alignment: view.alignment, children: children))
    }
}

/// Flexible space: in a stack it grows along the stack's axis only, at least `minLength` long (8 by
/// default); elsewhere it grows both ways. Its layout priority is −∞, so a stack sizes every other child
/// first and gives the spacer what is left (never less than `minLength`), as SwiftUI's spacer layout
/// computer does (OpenSwiftUI, `Sources/OpenSwiftUICore/Layout/Separator/Spacer.swift`, commit 069dd80).
public struct Spacer: View {
    /// The shortest length the spacer shrinks to.
    public var minLength: CGFloat?

    /// Creates a spacer.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: SpacerNode(axis: inputs.stackAxis, minLength: view.minLength ?? defaultStackSpacing))
            .mapTraits { $0.layoutPriority = -.infinity }
    }
}

/// The layout node of a `Spacer`.
final class SpacerNode: LayoutNode {
    let axis: Axis?
    let minLength: CGFloat

    init(axis: Axis?, minLength: CGFloat) {
        self.axis = axis
        self.minLength = minLength
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        func length(_ proposed: CGFloat?) -> CGFloat { Swift.max(minLength, proposed ?? minLength) }
        guard let axis else { return CGSize(width: length(proposal.width), height: length(proposal.height)) }
        return CGSize(main: length(proposal[axis]), cross: 0, axis: axis)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        []
    }
}
