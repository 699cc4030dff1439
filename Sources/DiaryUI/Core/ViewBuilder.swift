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

    /// A block of several views becomes a tuple of them.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
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

    /// A `for` loop: each iteration's views, in order.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Content], Int, Content> {
        ForEach(components.indices, id: \.self) { components[$0] }
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// Several views built by a `@ViewBuilder` block.
public struct TupleView<each Content: View>: View {
    /// The views, in order.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var views: [ResolvedView] = []
        for child in repeat each view.value {
            views += makeOutputs(child, inputs).views
        }
        return _ViewOutputs(views)
    }
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
        case .trueContent(let content): makeOutputs(content, inputs)
        case .falseContent(let content): makeOutputs(content, inputs)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        view.map { makeOutputs($0, inputs) } ?? _ViewOutputs()
    }
}
