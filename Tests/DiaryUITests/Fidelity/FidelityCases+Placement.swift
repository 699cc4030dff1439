@testable import DiaryUI

/// Where views are placed and how much they take: default padding and spacing, alignment in stacks,
/// overlays and flexible frames, priorities, spacers' minimums, offsets, geometry readers, clipping,
/// truncation, resizable images and safe areas.
extension FidelityCatalogue {
    /// A colour of a fixed size.
    static func block(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height)
    }

    /// The size `view` chooses with a 100 × 50-point image named "photo" in its asset catalog.
    static func sizeWithPhoto<V: View>(_ view: V, _ width: CGFloat?, _ height: CGFloat?) -> FidelityValue {
        var environment = EnvironmentValues()
        environment.imageResolver = .images(["photo": ResolvedImage(size: CGSize(width: 100, height: 50), href: "p")])
        let size = sizeThatFits(
            view, proposal: ProposedViewSize(width: width, height: height), environment: environment)
        return .numbers([size.width, size.height])
    }

    /// The horizontal gap between the first two drawn leaves of `view`.
    static func gapBetweenLeaves<V: View>(_ view: V) -> FidelityValue {
        let frames = leafFrames(of: view, in: CGSize(width: 1000, height: 200))
        guard frames.count >= 2 else { return .numbers([]) }
        return .numbers([frames[1].minX - frames[0].maxX])
    }

    /// Where the leaves of `items` are drawn: their layout frames moved by the translations of the groups
    /// around them (offsets; the probes here use no other transform).
    static func drawnFrames(_ items: [DisplayItem], dx: CGFloat = 0, dy: CGFloat = 0) -> [CGRect] {
        items.flatMap { item -> [CGRect] in
            switch item {
            case .group(.transform(let steps), let children):
                var (x, y) = (dx, dy)
                for case .translate(let stepX, let stepY) in steps {
                    x += stepX
                    y += stepY
                }
                return drawnFrames(children, dx: x, dy: y)
            case .group(_, let children): return drawnFrames(children, dx: dx, dy: dy)
            default: return item.leafFrames.map { $0.offsetBy(dx: dx, dy: dy) }
            }
        }
    }

    static let placementCases: [FidelityProbe] =
        paddingAndSpacingCases + alignmentCases + sizingCases + flexibilityCases

    static let flexibilityCases: [FidelityProbe] = [
        FidelityProbe("least-flexible-child-first") {
            fidelityFrames(
                HStack(spacing: 0) {
                    block(50, 50).frame(maxWidth: 50); Color.blue
                }, canvas: 300, 50)
        },
        FidelityProbe("fixed-child-then-flexible") {
            fidelityFrames(
                HStack(spacing: 0) {
                    Color.red; Color.blue.frame(width: 100)
                }, canvas: 300, 50)
        },
        FidelityProbe("text-wraps-in-narrow-frame") {
            guard case .numbers(let size) = fidelitySize(Text("Hello World").frame(width: 60), nil, nil) else {
                return .numbers([])
            }
            return .numbers([size[1]])
        },
        FidelityProbe("fixed-size-text-overflows-frame") {
            let text = Text("Hello World")
            guard case .numbers(let free) = fidelitySize(text.fixedSize(), nil, nil),
                case .numbers(let framed) = fidelitySize(text.fixedSize().frame(width: 60), nil, nil)
            else { return .numbers([]) }
            return .numbers([framed[0], framed[1], free[1]])
        },
        FidelityProbe("spacer-pushes-texts-to-edges") {
            let frames = leafFrames(
                of: HStack {
                    Text("a"); Spacer(); Text("b")
                }, in: CGSize(width: 300, height: 50))
            guard let first = frames.first, let last = frames.last else { return .numbers([]) }
            return .numbers([first.minX, last.maxX])
        },
        FidelityProbe("empty-view-takes-no-spacing") {
            fidelitySize(
                HStack {
                    block(10, 10); EmptyView(); block(10, 10)
                }, nil, nil)
        },
        FidelityProbe("false-condition-takes-no-spacing") {
            let showsMiddle = false
            return fidelitySize(
                HStack {
                    block(10, 10)
                    if showsMiddle { block(10, 10) }
                    block(10, 10)
                }, nil, nil)
        },
        FidelityProbe("group-children-join-the-stack") {
            fidelitySize(
                HStack {
                    Group {
                        block(10, 10); block(20, 10)
                    }
                }, nil, nil)
        },
        FidelityProbe("hidden-keeps-its-space") {
            let view = block(50, 50).hidden()
            guard case .numbers(let size) = fidelitySize(view, 300, 300) else { return .numbers([]) }
            return .numbers(size + [CGFloat(leafFrames(of: view, in: CGSize(width: 300, height: 300)).count)])
        },
        FidelityProbe("scale-effect-keeps-layout") {
            fidelitySize(
                HStack(spacing: 0) {
                    block(50, 50).scaleEffect(2); block(50, 50)
                }, nil, nil)
        },
        FidelityProbe("rotation-effect-keeps-layout") {
            fidelitySize(block(100, 50).rotationEffect(.degrees(90)), nil, nil)
        },
        FidelityProbe("vstack-leading-texts") {
            let frames = leafFrames(
                of: VStack(alignment: .leading) {
                    Text("A"); Text("Longer line")
                }, in: CGSize(width: 300, height: 200))
            guard frames.count == 2 else { return .numbers([]) }
            return .numbers([frames[1].minX - frames[0].minX])
        },
    ]

    static let paddingAndSpacingCases: [FidelityProbe] = [
        FidelityProbe("padding-default-16") {
            fidelitySize(block(50, 50).padding(), nil, nil)
        },
        FidelityProbe("padding-default-one-edge") {
            fidelitySize(block(50, 50).padding(.leading), nil, nil)
        },
        FidelityProbe("vstack-default-spacing-between-shapes") {
            fidelitySize(
                VStack {
                    block(150, 30); block(150, 30); block(150, 30)
                }, nil, nil)
        },
        FidelityProbe("hstack-default-spacing-between-colours") {
            gapBetweenLeaves(
                HStack {
                    block(20, 20); Color.blue.frame(width: 20, height: 20)
                })
        },
        FidelityProbe("spacer-zero-min-length") {
            fidelityFrames(
                HStack(spacing: 0) {
                    block(50, 50); Spacer(minLength: 0); Color.blue.frame(width: 50, height: 50)
                },
                canvas: 100, 50)
        },
        FidelityProbe("spacer-min-length-overflows") {
            fidelitySize(
                HStack(spacing: 0) {
                    block(100, 50); Spacer(minLength: 50)
                }, 120, 50)
        },
    ]

    static let alignmentCases: [FidelityProbe] = [
        FidelityProbe("zstack-bottom-trailing") {
            fidelityFrames(
                ZStack(alignment: .bottomTrailing) {
                    block(100, 100); Color.blue.frame(width: 20, height: 20)
                },
                canvas: 100, 100)
        },
        FidelityProbe("zstack-size-is-union") {
            fidelitySize(
                ZStack {
                    block(100, 40); Color.blue.frame(width: 40, height: 100)
                }, 300, 300)
        },
        FidelityProbe("overlay-top-trailing") {
            fidelityFrames(
                block(100, 100).overlay(alignment: .topTrailing) { Color.blue.frame(width: 20, height: 20) },
                canvas: 100, 100)
        },
        FidelityProbe("background-bottom-leading") {
            fidelityFrames(
                block(20, 20).background(alignment: .bottomLeading) { Color.blue.frame(width: 100, height: 100) },
                canvas: 100, 100)
        },
        FidelityProbe("max-infinity-leading") {
            fidelityFrames(block(50, 50).frame(maxWidth: .infinity, alignment: .leading), canvas: 300, 50)
        },
        FidelityProbe("max-infinity-centres") {
            fidelityFrames(block(50, 50).frame(maxWidth: .infinity, maxHeight: .infinity), canvas: 300, 150)
        },
        FidelityProbe("geometry-reader-top-leading") {
            fidelityFrames(GeometryReader { _ in block(50, 50) }, canvas: 200, 200)
        },
        FidelityProbe("geometry-reader-proposes-its-size") {
            fidelityFrames(
                GeometryReader { proxy in block(proxy.size.width / 2, proxy.size.height / 2) }, canvas: 200, 100)
        },
        FidelityProbe("offset-moves-drawing-not-siblings") {
            let view = HStack(spacing: 0) {
                block(50, 50).offset(x: 20); Color.blue.frame(width: 50, height: 50)
            }
            return .numbers(
                drawnFrames(displayItems(of: view, in: CGSize(width: 100, height: 50)))
                    .flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
        },
    ]

    static let sizingCases: [FidelityProbe] = [
        FidelityProbe("priority-takes-rest-after-minimums") {
            fidelityFrames(
                HStack(spacing: 0) {
                    block(50, 50).frame(minWidth: 50, maxWidth: .infinity)
                    Color.blue.frame(minWidth: 100, maxWidth: .infinity).layoutPriority(1)
                }, canvas: 300, 50)
        },
        FidelityProbe("color-greedy-in-vstack") {
            fidelityFrames(
                VStack(spacing: 0) {
                    Color.red; Color.blue.frame(height: 50)
                }, canvas: 100, 300)
        },
        FidelityProbe("aspect-ratio-fit-tall") {
            fidelitySize(Color.red.aspectRatio(0.5, contentMode: .fit), 300, 300)
        },
        FidelityProbe("aspect-ratio-fill-tall") {
            fidelitySize(Color.red.aspectRatio(0.5, contentMode: .fill), 300, 300)
        },
        FidelityProbe("image-natural-size") {
            sizeWithPhoto(Image("photo"), 300, 300)
        },
        FidelityProbe("image-resizable-fills") {
            sizeWithPhoto(Image("photo").resizable(), 300, 120)
        },
        FidelityProbe("image-resizable-fit") {
            sizeWithPhoto(Image("photo").resizable().aspectRatio(contentMode: .fit), 300, 300)
        },
        FidelityProbe("clipped-to-frame") {
            fidelityPoints(fidelityPath(block(100, 100).frame(width: 50, height: 50).clipped(), canvas: 50, 50))
        },
        FidelityProbe("line-limit-one-line") {
            let text = Text("one two three four five six seven eight nine ten").lineLimit(1)
            guard case .numbers(let size) = fidelitySize(text, 80, nil) else { return .numbers([]) }
            return .numbers([size[1]])
        },
        FidelityProbe("truncation-ends-with-ellipsis") {
            guard case .text(let shown) = fidelityText(Text("This is a test string").lineLimit(1).frame(width: 80))
            else { return .numbers([]) }
            return .numbers([shown.hasSuffix("…") ? 1 : 0, shown.contains("\n") ? 0 : 1])
        },
        FidelityProbe("ignores-safe-area-fills-screen") {
            let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
            let frames = leafFrames(
                of: Color.red.ignoresSafeArea(), in: CGSize(width: 390, height: 844), safeAreaInsets: insets)
            return .numbers(frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
        },
        FidelityProbe("safe-area-respected-by-default") {
            let insets = EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)
            let frames = leafFrames(of: Color.red, in: CGSize(width: 390, height: 844), safeAreaInsets: insets)
            return .numbers(frames.flatMap { [$0.minX, $0.minY, $0.width, $0.height] })
        },
    ]
}
