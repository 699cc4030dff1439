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

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        view.map { makeOutputs($0, inputs.child(ViewPathStep.optionalContent)) } ?? _ViewOutputs()
    }
}
