/// A view that shows nothing and takes no space in a stack.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs()
    }
}

/// Views grouped without a layout of their own; modifiers on the group apply to each of them.
public struct Group<Content: View>: View {
    let content: Content

    /// Creates a group of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        makeOutputs(view.content, inputs)
    }
}

/// A type-erased view.
public struct AnyView: View {
    let make: (_ViewInputs) -> _ViewOutputs

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        self.make = { makeOutputs(view, $0) }
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        view.make(inputs)
    }
}

/// Views computed from a collection of data, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// Builds the view of one element.
    public var content: (Data.Element) -> Content

    /// Creates views from `data`. Identity only matters for animations, which previews do not have.
    init(data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        var views: [ResolvedView] = []
        for (offset, element) in view.data.enumerated() {
            let elementInputs = inputs.child(offset)
            let content = withStateScope(elementInputs.path) { view.content(element) }
            views += makeOutputs(content, elementInputs).views
        }
        return _ViewOutputs(views)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates one view per integer of a constant range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates one view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content)
    }
}

// Key paths do not exist in Embedded Swift; there, elements are identified by `Identifiable` only.
#if !hasFeature(Embedded)
    extension ForEach {
        /// Creates views from `data`, identifying elements by the key path `id`.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.init(data: data, content: content)
        }
    }
#endif
