/// A piece of user interface, declared the way SwiftUI declares it.
///
/// Composite views describe themselves through `body`. Built-in views have `Body == Never` and turn into
/// layout nodes directly in `_makeView(_:inputs:)`, the one hook the renderer calls; the default
/// implementation recurses into `body`.
public protocol View {
    /// The type of the view this view is made of.
    associatedtype Body: View

    /// The content of the view.
    @ViewBuilder var body: Body { get }

    /// Resolves `view` into layout nodes. Built-in views implement this; custom views keep the default.
    static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension View {
    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let bodyInputs = inputs.child(ViewPathStep.body)
        // The views of `body` are created here, so the `@State` they declare belongs to this place.
        let body = withStateScope(bodyInputs.path) { view.body }
        return Body._makeView(body, inputs: bodyInputs)
    }
}

extension View where Body == Never {
    /// Built-in views have no body; they resolve in `_makeView(_:inputs:)`.
    public var body: Never {
        preconditionFailure("built-in views have no body")
    }
}

extension Never: View {
    public typealias Body = Never

    public var body: Never {
        self
    }

    public static func _makeView(_ view: Never, inputs: _ViewInputs) -> _ViewOutputs {}
}

/// What a view is resolved with: the environment and the container it sits in.
public struct _ViewInputs {
    /// Values inherited from ancestors (colour scheme, font, foreground style, image resolver).
    var environment: EnvironmentValues
    /// The axis of the stack the view is a direct child of; `Spacer` expands only along it.
    var stackAxis: Axis?
    /// The style set by `buttonStyle(_:)`: it turns a button's configuration into views.
    var buttonStyle: ((ButtonStyleConfiguration, _ViewInputs) -> _ViewOutputs)?
    /// Where the view sits in the tree; live previews key state and callbacks by it.
    var path: ViewPath

    init(environment: EnvironmentValues, stackAxis: Axis? = nil, path: ViewPath = .root) {
        self.environment = environment
        self.stackAxis = stackAxis
        self.path = path
    }

    /// The same inputs for a view that is not a direct stack child (an overlay, a background, a mask).
    var outsideStack: _ViewInputs {
        var copy = self
        copy.stackAxis = nil
        return copy
    }
}

/// A view resolved into its layout node, with the traits that travel with it through modifiers.
struct ResolvedView {
    var node: any LayoutNode
    var traits: ViewTraits
}

/// Per-view values read by containers rather than by the view itself.
struct ViewTraits {
    /// The stack shares space with higher priorities first.
    var layoutPriority: Double = 0
    /// Settings read by the preview renderer.
    var preview = PreviewTraits()
}

/// The result of resolving a view: one entry per view a container lays out (a `TupleView`, `ForEach` or
/// `Group` yields several, `EmptyView` none).
public struct _ViewOutputs {
    var views: [ResolvedView]

    init(_ views: [ResolvedView] = []) {
        self.views = views
    }

    init(node: any LayoutNode) {
        self.views = [ResolvedView(node: node, traits: ViewTraits())]
    }

    /// Wraps each node, keeping its traits (modifiers on a group apply to each of its views, as in SwiftUI).
    func mapNodes(_ transform: (any LayoutNode) -> any LayoutNode) -> _ViewOutputs {
        _ViewOutputs(views.map { ResolvedView(node: transform($0.node), traits: $0.traits) })
    }

    /// Changes the traits of each view.
    func mapTraits(_ transform: (inout ViewTraits) -> Void) -> _ViewOutputs {
        _ViewOutputs(
            views.map { view in
                var traits = view.traits
                transform(&traits)
                return ResolvedView(node: view.node, traits: traits)
            })
    }

    /// The nodes as one node: a lone view as it is, several layered like a `ZStack` (how SwiftUI treats
    /// several views in an overlay, a background or a mask).
    var layeredNode: any LayoutNode {
        views.count == 1 ? views[0].node : ZStackNode(alignment: .center, children: views)
    }
}

/// Resolves any view; a helper for the places that hold a view of a generic type.
func makeOutputs<V: View>(_ view: V, _ inputs: _ViewInputs) -> _ViewOutputs {
    V._makeView(view, inputs: inputs)
}
