/// The gestures of one drawn view in a live frame, found again by hit testing.
struct InteractionHandler {
    /// Identifies the handler from frame to frame.
    let key: ViewPath
    /// The place of the view; a button is drawn pressed when the pointer holds the handler with its path.
    let path: ViewPath
    /// Whether the handler is a `Button` (pressed look, `role="button"`).
    let isButton: Bool
    /// What a tap does.
    let tap: (() -> Void)?
    /// What a drag does.
    let drag: DragCallbacks?

    /// Whether a tap or a keyboard activation does something.
    var isTappable: Bool { tap != nil }
}

/// What a `DragGesture` reports, and from how far the pointer must move before it starts.
struct DragCallbacks {
    let minimumDistance: CGFloat
    let changed: (DragGesture.Value) -> Void
    let ended: (DragGesture.Value) -> Void
}

/// What an `InteractionNode` marks its content with.
enum InteractionKind {
    /// Gestures; the handler is completed with its key when the node is drawn.
    case handler(path: ViewPath, isButton: Bool, tap: (() -> Void)?, drag: DragCallbacks?)
    /// The hit area of the content, laid out in its frame.
    case contentShape((CGRect) -> Path, FillStyle)
    /// The content ignores the pointer.
    case hitTestingDisabled
    /// The label assistive technology reads for the content.
    case accessibilityLabel(String)
    /// The subtree of an `.animation(_:value:)` with this key.
    case animationScope(ViewPath)
}

/// Draws its child unchanged; in a live frame it wraps the drawing in an `.interaction` group so hit
/// testing knows the gestures, hit shape or label of the view. SVG output is the same either way.
final class InteractionNode: LayoutNode {
    let child: any LayoutNode
    let kind: InteractionKind

    init(child: any LayoutNode, kind: InteractionKind) {
        self.child = child
        self.kind = kind
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let items = child.render(in: frame, proposal: proposal, context: context)
        guard let live = LiveFrame.current else { return items }
        let mark: InteractionMark
        switch kind {
        case .handler(let path, let isButton, let tap, let drag):
            let handler = InteractionHandler(
                key: live.handlerKey(path), path: path, isButton: isButton, tap: tap, drag: drag)
            mark = .handler(live.register(handler))
        case .contentShape(let shape, let style):
            mark = .contentShape(shape(frame), style)
        case .hitTestingDisabled:
            mark = .hitTestingDisabled
        case .accessibilityLabel(let label):
            mark = .accessibilityLabel(label)
        case .animationScope(let scope):
            mark = .animationScope(scope)
        }
        return [.group(.interaction(mark), items)]
    }
}

/// Registers a view's appearance callbacks and clocks when it is drawn in a live frame: a view is on
/// screen exactly when it is drawn.
final class LifecycleNode: LayoutNode {
    let child: any LayoutNode
    let register: (LiveFrameContext) -> Void

    init(child: any LayoutNode, register: @escaping (LiveFrameContext) -> Void) {
        self.child = child
        self.register = register
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        if let live = LiveFrame.current {
            register(live)
        }
        return child.render(in: frame, proposal: proposal, context: context)
    }
}

/// A built-in modifier that wraps its content's nodes in an `InteractionNode`, only in live frames.
public struct InteractionModifier: ViewModifier {
    /// What to mark the content with; `nil` leaves it unmarked.
    let kind: (_ViewInputs) -> InteractionKind?

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let outputs = body(inputs)
        guard LiveFrame.current != nil, let kind = modifier.kind(inputs) else { return outputs }
        return outputs.mapNodes { InteractionNode(child: $0, kind: kind) }
    }
}

/// A built-in modifier that wraps its content's nodes in a `LifecycleNode`, only in live frames.
public struct LifecycleModifier: ViewModifier {
    let register: (LiveFrameContext, ViewPath) -> Void

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let outputs = body(inputs)
        guard LiveFrame.current != nil else { return outputs }
        let path = inputs.path
        let register = modifier.register
        // One registration for the view, on its first node: a group's layout must not change.
        var views = outputs.views
        if let first = views.first {
            views[0].node = LifecycleNode(child: first.node) { register($0, path) }
        }
        return _ViewOutputs(views)
    }
}
