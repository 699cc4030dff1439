/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds nothing.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else` or the first matching `switch` case.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop: each iteration's views, in order. (The compiler cannot yet type a loop whose body is
    /// an opaque `some View` expression; loop over a named view type, or use `ForEach`.)
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> {
        _ViewArray(elements: components)
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views built by a `@ViewBuilder` block; `T` is the tuple of their types.
public struct TupleView<T>: View {
    /// The views.
    public var value: T
    /// Resolves the views in order; built where their types are known, so no parameter packs or runtime
    /// reflection are needed (neither exists in Embedded Swift).
    let make: (_ViewInputs) -> _ViewOutputs

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        view.make(inputs)
    }
}

/// The views of several outputs, in order.
func concatenated(_ outputs: _ViewOutputs...) -> _ViewOutputs {
    _ViewOutputs(outputs.flatMap { $0.views })
}

/// One of two views, picked by an `if`/`else` in a `@ViewBuilder` block.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        switch view.storage {
        case .trueContent(let content): makeOutputs(content, inputs.child(ViewPathStep.trueBranch))
        case .falseContent(let content): makeOutputs(content, inputs.child(ViewPathStep.falseBranch))
        }
    }
}

/// The views of the iterations of a `for` loop in a `@ViewBuilder` block.
public struct _ViewArray<Content: View>: View {
    let elements: [Content]

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(view.elements.indices.flatMap { makeOutputs(view.elements[$0], inputs.child($0)).views })
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        view.map { makeOutputs($0, inputs.child(ViewPathStep.optionalContent)) } ?? _ViewOutputs()
    }
}
