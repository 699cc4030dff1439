/// Renders a view into an SVG document on a canvas of a fixed size.
///
/// The view is proposed the canvas minus the safe-area insets and centred in that safe area, as a
/// hosting controller places its root view. Views that ignore the safe area extend into the insets.
///
/// - Parameters:
///   - view: The view to draw.
///   - size: The canvas size in points.
///   - colorScheme: The appearance colours are resolved for.
///   - idPrefix: Prepended to every id in the document; give each document on a page its own, so their
///     gradients, masks and clip paths never collide.
///   - images: Resolves `Image` names.
///   - safeAreaInsets: The system bars' insets on the canvas.
/// - Returns: The SVG document, one element per line, ending with a newline.
public func renderSVG<V: View>(
    _ view: V,
    size: CGSize,
    colorScheme: ColorScheme = .light,
    idPrefix: String,
    images: ImageResolver = .none,
    safeAreaInsets: EdgeInsets = .zero
) -> String {
    let scene = layOut(view, in: size, safeAreaInsets: safeAreaInsets, environment: .init(colorScheme, images))
    var writer = SVGWriter(idPrefix: idPrefix)
    return writer.document(scene.items, size: size)
}

/// Renders a view into an SVG document exactly as large as the size the view chooses for `proposal`.
///
/// - Parameters:
///   - view: The view to draw.
///   - proposal: The size offered to the view; `nil` dimensions ask for its ideal size.
///   - colorScheme: The appearance colours are resolved for.
///   - idPrefix: Prepended to every id in the document; give each document on a page its own, so their
///     gradients, masks and clip paths never collide.
///   - images: Resolves `Image` names.
/// - Returns: The SVG document, one element per line, ending with a newline.
public func renderSVG<V: View>(
    _ view: V,
    proposal: ProposedViewSize = .unspecified,
    colorScheme: ColorScheme = .light,
    idPrefix: String,
    images: ImageResolver = .none
) -> String {
    let environment = EnvironmentValues(colorScheme, images)
    let size = sizeThatFits(view, proposal: proposal, environment: environment)
    let scene = layOut(view, in: size, safeAreaInsets: .zero, environment: environment)
    var writer = SVGWriter(idPrefix: idPrefix)
    return writer.document(scene.items, size: size)
}

/// A laid-out view: where everything is drawn.
struct LaidOutScene {
    /// The frame the root view was placed in.
    var rootFrame: CGRect
    var items: [DisplayItem]
}

/// The node a root view resolves to: several top-level views are stacked in a column, as a window
/// stacks the views of a `TupleView` body.
func rootNode<V: View>(_ view: V, environment: EnvironmentValues) -> any LayoutNode {
    let views = makeOutputs(view, _ViewInputs(environment: environment)).views
    guard views.count != 1 else { return views[0].node }
    return StackNode(axis: .vertical, crossAlignment: 0.5, spacing: defaultStackSpacing, children: views)
}

/// The size `view` chooses for `proposal`; infinite choices are capped so the canvas stays finite.
func sizeThatFits<V: View>(_ view: V, proposal: ProposedViewSize, environment: EnvironmentValues) -> CGSize {
    let size = rootNode(view, environment: environment).sizeThatFits(proposal)
    func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? Swift.max(value, 0) : 0 }
    return CGSize(width: finite(size.width), height: finite(size.height))
}

/// Lays `view` out on a canvas and draws it.
func layOut<V: View>(_ view: V, in size: CGSize, safeAreaInsets: EdgeInsets, environment: EnvironmentValues)
    -> LaidOutScene
{
    layOut(
        rootNode(view, environment: environment), in: CGRect(origin: .zero, size: size), safeAreaInsets: safeAreaInsets)
}

/// Lays a root node out in `bounds` (the screen) and draws it: it is proposed the safe area and centred
/// in it.
func layOut(_ node: any LayoutNode, in bounds: CGRect, safeAreaInsets: EdgeInsets) -> LaidOutScene {
    let safeArea = bounds.inset(by: safeAreaInsets)
    let proposal = ProposedViewSize(safeArea.size)
    let frame = Alignment.center.place(node.sizeThatFits(proposal), in: safeArea)
    let items = node.render(in: frame, proposal: proposal, context: RenderContext(bounds: bounds, safeArea: safeArea))
    return LaidOutScene(rootFrame: frame, items: items)
}

extension EnvironmentValues {
    /// The default environment with a colour scheme and an image resolver.
    init(_ colorScheme: ColorScheme, _ images: ImageResolver) {
        self.init()
        self.colorScheme = colorScheme
        self.imageResolver = images
    }
}
