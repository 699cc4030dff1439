/// A named image, resolved by the renderer's `ImageResolver`.
///
/// An image keeps its natural size unless made `resizable()`; a resizable image stretches or tiles to
/// fill its frame. Template rendering draws the image's alpha in the foreground style.
public struct Image: View, Hashable, Sendable {
    let name: String
    var isResizable = false
    var resizingMode: ResizingMode = .stretch
    var renderingMode: TemplateRenderingMode?

    /// Creates an image from its name in the asset catalog (the resolver).
    public init(_ name: String) {
        self.name = name
    }

    /// Creates an image that accessibility ignores; drawn like `init(_:)`.
    public init(decorative name: String) {
        self.name = name
    }

    /// Lets the image take any size: stretched, or tiled at its natural size from the top-leading corner.
    /// Cap insets are accepted for source compatibility and ignored.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = true
        copy.resizingMode = resizingMode
        return copy
    }

    /// Draws the image as a template (its alpha tinted with the foreground style) or as it is.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var copy = self
        copy.renderingMode = renderingMode
        return copy
    }

    /// How a resizable image fills a frame larger than itself.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Whether an image is drawn as it is or as a tinted template.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        guard let source = environment.imageResolver.resolve(view.name) else {
            return _ViewOutputs(node: ImageNode(source: nil, isResizable: view.isResizable, isTiled: false, tint: nil))
        }
        let isTemplate = view.renderingMode.map { $0 == .template } ?? source.rendersAsTemplate
        let tint = isTemplate ? ForegroundStyle()._paint.resolved(in: environment) : nil
        return _ViewOutputs(
            node: ImageNode(
                source: source, isResizable: view.isResizable, isTiled: view.resizingMode == .tile, tint: tint))
    }
}

/// The layout node of an `Image`.
final class ImageNode: LayoutNode {
    /// The image file, or `nil` when the resolver does not know the name (then nothing is drawn).
    let source: ResolvedImage?
    let isResizable: Bool
    let isTiled: Bool
    let tint: ResolvedPaint?

    init(source: ResolvedImage?, isResizable: Bool, isTiled: Bool, tint: ResolvedPaint?) {
        self.source = source
        self.isResizable = isResizable
        self.isTiled = isTiled
        self.tint = tint
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let natural = source?.size ?? .zero
        return isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        guard let source, frame.width > 0, frame.height > 0 else { return [] }
        return [.image(ImageDrawing(frame: frame, source: source, isTiled: isTiled, templatePaint: tint))]
    }
}

/// An image drawn into a frame.
struct ImageDrawing: Hashable, Sendable {
    var frame: CGRect
    var source: ResolvedImage
    /// Tiled at its natural size instead of stretched.
    var isTiled: Bool
    /// The paint of a template image, or `nil` to draw the image's own colours.
    var templatePaint: ResolvedPaint?

    /// The source compared by ``ResolvedImage/isSame(as:)``, without `String ==`.
    static func == (left: ImageDrawing, right: ImageDrawing) -> Bool {
        left.frame == right.frame && left.source.isSame(as: right.source) && left.isTiled == right.isTiled
            && left.templatePaint == right.templatePaint
    }
}

/// How content is scaled to a frame of another aspect ratio.
public enum ContentMode: Hashable, Sendable {
    /// Scaled to fit inside, keeping its aspect ratio.
    case fit
    /// Scaled to cover, keeping its aspect ratio.
    case fill
}

/// Proposes the child the largest size of the aspect ratio inside the proposal (fit) or the smallest
/// covering it (fill); a missing dimension follows from the other one.
final class AspectRatioNode: LayoutNode {
    let child: any LayoutNode
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(child: any LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.child = child
        self.ratio = ratio
        self.contentMode = contentMode
    }

    private func target(_ proposal: ProposedViewSize) -> CGSize {
        let ideal = child.sizeThatFits(.unspecified)
        let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard ratio > 0, ratio.isFinite else { return ideal }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (width, height) {
        case (nil, nil): return CGSize(width: ideal.width, height: ideal.width / ratio)
        case (let width?, nil): return CGSize(width: width, height: width / ratio)
        case (nil, let height?): return CGSize(width: height * ratio, height: height)
        case (let width?, let height?):
            let byWidth = CGSize(width: width, height: width / ratio)
            let byHeight = CGSize(width: height * ratio, height: height)
            let widthLimited = byWidth.height <= height
            return (contentMode == .fit) == widthLimited ? byWidth : byHeight
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        child.sizeThatFits(ProposedViewSize(target(proposal)))
    }

    func render(in frame: CGRect, proposal: ProposedViewSize, context: RenderContext) -> [DisplayItem] {
        let inner = ProposedViewSize(target(proposal))
        let size = child.sizeThatFits(inner)
        return child.render(in: Alignment.center.place(size, in: frame), proposal: inner, context: context)
    }
}

extension View {
    /// Sizes the view to an aspect ratio (width / height; the view's ideal ratio when `nil`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        modifier(
            NodeWrappingModifier { child, _ in
                AspectRatioNode(child: child, ratio: aspectRatio, contentMode: contentMode)
            }
        )
    }

    /// Sizes the view to an aspect ratio given as a size.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<
        Self, NodeWrappingModifier
    > {
        self.aspectRatio(
            aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// Scales the view to fit its frame, keeping its aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, NodeWrappingModifier> {
        aspectRatio(contentMode: .fit)
    }

    /// Scales the view to fill its frame, keeping its aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, NodeWrappingModifier> {
        aspectRatio(contentMode: .fill)
    }
}
