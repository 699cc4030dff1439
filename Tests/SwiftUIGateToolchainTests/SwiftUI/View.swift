// SwiftUI's public signatures, written from Apple's documentation (developer.apple.com/documentation/swiftui),
// for the shown-code gate: article code is type-checked against them with `import SwiftUI`, as a reader would
// compile it in Xcode. Bodies do nothing that matters; the module is never run.

@_exported import Foundation

/// A type that represents part of an app's user interface.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A custom parameter attribute that constructs views from closures.
///
/// No `buildArray`: SwiftUI's view builder has no `for` loops (`ForEach` repeats views).
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A view that doesn't contain any content.
public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

/// A view created from a Swift tuple of view values.
public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError() }
}

/// View content that shows one of two possible children.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { fatalError() }
}

/// A type-erased view.
public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
public struct HStack<Content: View>: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a vertical line.
public struct VStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A type that collects multiple instances of a content type into a single unit.
public struct Group<Content> {
    public var body: Never { fatalError() }
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {}
}

/// A flexible space that expands along the major axis of its containing stack layout.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}

/// A container view that defines its content as a function of its own size and coordinate space.
public struct GeometryReader<Content: View>: View {
    public var content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space of the container view.
public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { fatalError() }
}

/// A resolved coordinate space created by the coordinate space protocol.
public enum CoordinateSpace {
    case global
    case local
    case named(AnyHashable)
}

/// A structure that computes views on demand from an underlying collection of identified data.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public var body: Never { fatalError() }

    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}
