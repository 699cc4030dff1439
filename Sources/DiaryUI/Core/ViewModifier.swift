/// A reusable change to a view, applied with `modifier(_:)`.
///
/// Custom modifiers implement `body(content:)`. Built-in ones have `Body == Never` and implement
/// `_makeView(modifier:inputs:body:)`, which wraps the nodes of the content.
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View

    /// The view being modified, as seen inside `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// Returns the modified view.
    @ViewBuilder func body(content: Content) -> Body

    /// Resolves the modified view; `body` resolves the content with the inputs it is given.
    static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs
}

extension ViewModifier {
    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        let bodyInputs = inputs.child(ViewPathStep.body)
        let content = withStateScope(bodyInputs.path) { modifier.body(content: _ViewModifier_Content(make: body)) }
        return makeOutputs(content, bodyInputs)
    }
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; they resolve in `_makeView(modifier:inputs:body:)`.
    public func body(content: Content) -> Never {
        preconditionFailure("built-in modifiers have no body")
    }
}

/// The content a custom modifier receives: the modified view, resolved with whatever inputs it gets.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let make: (_ViewInputs) -> _ViewOutputs

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        view.make(inputs)
    }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Creates a modified view.
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let content = view.content
        return Modifier._makeView(modifier: view.modifier, inputs: inputs) { makeOutputs(content, $0) }
    }
}

extension View {
    /// Applies a modifier to the view.
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A built-in modifier that wraps each node of its content in a new node.
public struct NodeWrappingModifier: ViewModifier {
    let wrap: (any LayoutNode, _ViewInputs) -> any LayoutNode

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        body(inputs).mapNodes { modifier.wrap($0, inputs) }
    }
}

/// A built-in modifier that changes the inputs (usually the environment) of its content.
public struct InputsModifier: ViewModifier {
    let change: (inout _ViewInputs) -> Void

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        var changed = inputs
        modifier.change(&changed)
        return body(changed)
    }
}

/// A built-in modifier that changes the traits of each view of its content.
public struct TraitsModifier: ViewModifier {
    let change: (inout ViewTraits) -> Void

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        body(inputs).mapTraits(modifier.change)
    }
}
