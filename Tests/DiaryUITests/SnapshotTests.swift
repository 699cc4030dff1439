import DiaryUI
import Testing

/// Golden SVG files of views in the diary's style; byte-identical across runs.
@Suite("SVG snapshots")
struct SnapshotTests {
    static let iPhone14 = CGSize(width: 390, height: 844)
    static let iPhone14Insets = EdgeInsets(top: 47, bottom: 34)

    @Test func shutterScreen() throws {
        let svg = renderSVG(
            ShutterScreen(), size: Self.iPhone14, idPrefix: "shutter-", safeAreaInsets: Self.iPhone14Insets)
        try assertSnapshot(svg, named: "shutter-screen")
    }

    @Test func toolbarPanelsWindowMask() throws {
        let svg = renderSVG(
            ToolbarPanels(), size: Self.iPhone14, idPrefix: "toolbar-", safeAreaInsets: Self.iPhone14Insets)
        try assertSnapshot(svg, named: "toolbar-panels")
    }

    @Test func storyLoadingBars() throws {
        let svg = renderSVG(
            LoadingBars(progress: 2.4), size: CGSize(width: 390, height: 120), colorScheme: .dark, idPrefix: "bars-")
        try assertSnapshot(svg, named: "loading-bars")
    }

    @Test func swipeCard() throws {
        try assertSnapshot(renderSVG(SwipeCard(), idPrefix: "card-", images: snapshotImages), named: "swipe-card")
    }

    @Test func swipeButtonsWithTemplateImages() throws {
        try assertSnapshot(
            renderSVG(SwipeButtons(), idPrefix: "buttons-", images: snapshotImages), named: "swipe-buttons")
    }

    @Test func parentalGate() throws {
        let svg = renderSVG(ParentalGate(), size: Self.iPhone14, idPrefix: "gate-", safeAreaInsets: Self.iPhone14Insets)
        try assertSnapshot(svg, named: "parental-gate")
    }

    @Test(arguments: ColorScheme.allCases)
    func typographyCard(_ colorScheme: ColorScheme) throws {
        try assertSnapshot(
            renderSVG(TypographyCard(), colorScheme: colorScheme, idPrefix: "type-"), named: "typography-\(colorScheme)"
        )
    }

    @Test func tiledTemplatePattern() throws {
        try assertSnapshot(
            renderSVG(TiledPattern(), idPrefix: "tiles-", images: snapshotImages), named: "tiled-pattern")
    }

    @Test(arguments: ColorScheme.allCases)
    func systemColors(_ colorScheme: ColorScheme) throws {
        try assertSnapshot(
            renderSVG(SystemColorGrid(), colorScheme: colorScheme, idPrefix: "colors-"),
            named: "system-colors-\(colorScheme)")
    }

    @Test func stackAlignments() throws {
        try assertSnapshot(renderSVG(AlignmentBoard(), idPrefix: "align-"), named: "alignment-board")
    }

    @Test func drawingEffects() throws {
        try assertSnapshot(renderSVG(EffectsBoard(), idPrefix: "effects-"), named: "effects-board")
    }

    @Test func safeAreaGeometry() throws {
        let svg = renderSVG(
            SafeAreaProbe(), size: Self.iPhone14, idPrefix: "probe-", safeAreaInsets: Self.iPhone14Insets)
        try assertSnapshot(svg, named: "safe-area-probe")
    }

    @Test func devicePreviews() throws {
        let previews = renderPreviews(of: ShutterScreenPreviews.self, idPrefix: "p", images: snapshotImages)
        for (index, preview) in previews.enumerated() {
            try assertSnapshot(preview.lightSVG, named: "preview-\(index + 1)-light")
            try assertSnapshot(preview.darkSVG, named: "preview-\(index + 1)-dark")
        }
    }

    @Test func renderingTwiceGivesTheSameBytes() {
        let first = renderPreviews(of: ShutterScreenPreviews.self, idPrefix: "p", images: snapshotImages)
        let second = renderPreviews(of: ShutterScreenPreviews.self, idPrefix: "p", images: snapshotImages)
        #expect(first == second)
    }
}
