/// One preview variant drawn for the site: light and dark versions, so the page can follow its theme.
public struct RenderedPreview: Hashable, Sendable {
    /// The variant's `previewDisplayName`, or "Preview" (numbered when there are several).
    public var name: String
    /// What the variant shows, as Xcode labels it: the device and orientation, or the preview layout.
    public var caption: String
    /// The canvas size in points (device frame included).
    public var size: CGSize
    /// The SVG in the light appearance.
    public var lightSVG: String
    /// The SVG in the dark appearance (the same scheme as `lightSVG` when `fixedColorScheme` is set).
    public var darkSVG: String
    /// The colour scheme the variant asks for with `preferredColorScheme`, which the page must not switch.
    public var fixedColorScheme: ColorScheme?
    /// What the variant answers to when it runs live; `nil` when it was not tried
    /// (`renderPreviews(…, probingReactions: false)`).
    public var reactions: LiveReactions? = nil
}

/// Renders every preview variant of a provider.
///
/// - Parameters:
///   - provider: The provider whose `previews` to draw.
///   - idPrefix: Prepended to every SVG id; each variant and appearance adds its own part, so all the
///     SVGs can share one page.
///   - images: Resolves `Image` names.
///   - probingReactions: Whether to try each variant live and record what it answers to
///     (``RenderedPreview/reactions``, ``LiveReactions``); the build's preview run does.
/// - Returns: One entry per top-level view of `previews`, in order.
public func renderPreviews<Provider: PreviewProvider>(
    of provider: Provider.Type, idPrefix: String, images: ImageResolver = .none, probingReactions: Bool = false
) -> [RenderedPreview] {
    renderPreviews(Provider.previews, idPrefix: idPrefix, images: images, probingReactions: probingReactions)
}

/// Renders each top-level view of `previews` as a preview variant (what `PreviewProvider.previews`
/// holds).
public func renderPreviews<Previews: View>(
    _ previews: Previews, idPrefix: String, images: ImageResolver = .none, probingReactions: Bool = false
) -> [RenderedPreview] {
    func variants(_ scheme: ColorScheme) -> [ResolvedView] {
        makeOutputs(previews, _ViewInputs(environment: EnvironmentValues(scheme, images))).views
    }
    let light = variants(.light)
    // Previews are values, so both resolutions list the same variants; the guard covers views that
    // build different variant lists per appearance.
    let resolvedDark = variants(.dark)
    let dark = resolvedDark.count == light.count ? resolvedDark : light
    return light.indices.map { index in
        let traits = light[index].traits.preview
        let name = traits.displayName ?? (light.count == 1 ? "Preview" : "Preview \(index + 1)")
        let variant = PreviewVariant(traits: traits)
        let lightView = traits.colorScheme == .dark ? dark[index] : light[index]
        let darkView = traits.colorScheme == .light ? light[index] : dark[index]
        let prefix = idPrefix + String(index + 1)
        let lightDrawing = variant.draw(lightView.node, colorScheme: traits.colorScheme ?? .light)
        let darkDrawing = variant.draw(darkView.node, colorScheme: traits.colorScheme ?? .dark)
        var lightWriter = SVGWriter(idPrefix: prefix + "l-")
        var darkWriter = SVGWriter(idPrefix: prefix + "d-")
        return RenderedPreview(
            name: name,
            caption: variant.caption(size: lightDrawing.size),
            size: lightDrawing.size,
            lightSVG: lightWriter.document(lightDrawing.items, size: lightDrawing.size),
            darkSVG: darkWriter.document(darkDrawing.items, size: darkDrawing.size),
            fixedColorScheme: traits.colorScheme,
            reactions: probingReactions
                ? LiveReactions.probe {
                    LivePreviewSession.session(previews, index: index, idPrefix: idPrefix, images: images)
                } : nil
        )
    }
}

/// How one variant is laid out and framed.
struct PreviewVariant {
    let device: DeviceSpecification
    let orientation: InterfaceOrientation
    let layout: PreviewLayout

    init(traits: PreviewTraits) {
        device = traits.device.flatMap { DeviceSpecification.named($0.rawValue) } ?? .defaultDevice
        orientation = traits.orientation ?? .portrait
        layout = traits.layout ?? .device
    }

    /// Draws `node` on the system background: on the device's screen in its frame, or on a canvas of the
    /// preview layout's size.
    func draw(_ node: any LayoutNode, colorScheme: ColorScheme) -> (size: CGSize, items: [DisplayItem]) {
        let background = Color.systemBackground.resolved(in: colorScheme)
        switch layout {
        case .device:
            let frame = DeviceFrame(device: device, orientation: orientation)
            let screen = frame.screenFrame
            let scene = layOut(node, in: screen, safeAreaInsets: device.safeAreaInsets(orientation))
            let screenItems =
                [backgroundItem(screen, background)] + scene.items + frame.overlayItems(colorScheme: colorScheme)
            let clip = Path(roundedRect: screen, cornerRadius: device.cornerRadius, style: .circular)
            return (frame.canvasSize, frame.bodyItems() + [.group(.clip(clip, FillStyle()), screenItems)])
        case .sizeThatFits:
            let proposal = ProposedViewSize(device.screenSize(orientation))
            let chosen = node.sizeThatFits(proposal)
            let size = CGSize(width: finite(chosen.width), height: finite(chosen.height))
            let canvas = CGRect(origin: .zero, size: size)
            let items = node.render(
                in: canvas, proposal: proposal, context: RenderContext(bounds: canvas, safeArea: canvas))
            return (size, [backgroundItem(canvas, background)] + items)
        case .fixed(let width, let height):
            let canvas = CGRect(x: 0, y: 0, width: width, height: height)
            return (
                canvas.size,
                [backgroundItem(canvas, background)] + layOut(node, in: canvas, safeAreaInsets: .zero).items
            )
        }
    }

    /// The label Xcode would show for the variant.
    func caption(size: CGSize) -> String {
        let dimensions = SVGNumber.format(size.width) + " × " + SVGNumber.format(size.height)
        switch layout {
        case .device:
            return orientation == .portrait ? device.name : device.name + " · " + orientation.displayName
        case .sizeThatFits: return "Size That Fits · " + dimensions
        case .fixed: return "Fixed Layout · " + dimensions
        }
    }

    private func backgroundItem(_ rect: CGRect, _ color: RGBA) -> DisplayItem {
        .shape(ShapeDrawing(path: Path(rect), frame: rect, paint: .color(color), mode: .fill(FillStyle())))
    }

    private func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? Swift.max(value, 0) : 0
    }
}
