/// A container that fills what it is offered and builds its content from its own size.
///
/// The content is proposed the reader's size and placed at its top-leading corner; several views are
/// layered. Offered nothing, the reader is 10 × 10 points (SwiftUI's fallback).
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content is built from a geometry proxy.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let build = view.content
        let contentInputs = inputs.outsideStack.child(ViewPathStep.geometryContent)
        return _ViewOutputs(
            node: GeometryReaderNode { proxy in
                // The content is made while laying out; its state belongs to the reader's place.
                let content = withStateScope(contentInputs.path) { build(proxy) }
                return ZStackNode(alignment: .topLeading, children: makeOutputs(content, contentInputs).views)
            })
    }
}

/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The safe-area insets on the edges where the reader reaches the safe area's edge (zero where it
    /// stops short of it or already ignores it).
    public let safeAreaInsets: EdgeInsets
    let globalFrame: CGRect

    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .global: globalFrame
        case .local: CGRect(origin: .zero, size: size)
        }
    }
}

/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: Hashable, Sendable {
    /// The whole canvas (the screen in device previews).
    case global
    /// The view's own bounds.
    case local
}

/// The layout node of a `GeometryReader`: its content is built only when its frame is known.
final class GeometryReaderNode: LayoutNode {
    let makeContent: (GeometryProxy) -> any LayoutNode

    init(makeContent: @escaping (GeometryProxy) -> any LayoutNode) {
        self.makeContent = makeContent
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let proxy = GeometryProxy(
            size: frame.size, safeAreaInsets: context.safeAreaInsets(of: frame), globalFrame: frame)
        let content = makeContent(proxy)
        let contentProposal = ProposedViewSize(frame.size)
        let size = content.sizeThatFits(contentProposal)
        return content.render(
            in: Alignment.topLeading.place(size, in: frame), proposal: contentProposal, context: context)
    }
}

/// Extends the child's frame over the unsafe strips on the chosen edges where it reaches the safe area.
final class SafeAreaIgnoringNode: LayoutNode {
    let child: any LayoutNode
    let edges: Edge.Set

    init(child: any LayoutNode, edges: Edge.Set) {
        self.child = child
        self.edges = edges
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(proposal)
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let insets = context.safeAreaInsets(of: frame)
        let grow = EdgeInsets(
            top: edges.contains(.top) ? -insets.top : 0,
            leading: edges.contains(.leading) ? -insets.leading : 0,
            bottom: edges.contains(.bottom) ? -insets.bottom : 0,
            trailing: edges.contains(.trailing) ? -insets.trailing : 0
        )
        guard grow != .zero else { return child.render(in: frame, proposal: proposal, context: context) }
        let expanded = frame.inset(by: grow)
        let expandedProposal = ProposedViewSize(expanded.size)
        let size = child.sizeThatFits(expandedProposal)
        return child.render(
            in: Alignment.center.place(size, in: expanded), proposal: expandedProposal, context: context)
    }
}

/// The kinds of safe area a view can ignore. Only the container safe area exists in previews.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Lets the view extend under the system bars on the given edges where it reaches them.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        modifier(NodeWrappingModifier { child, _ in SafeAreaIgnoringNode(child: child, edges: edges) })
    }

    /// The iOS 13 spelling of `ignoresSafeArea(edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, NodeWrappingModifier> {
        ignoresSafeArea(edges: edges)
    }
}
