import Testing

@testable import DiaryUI

private struct Blank: View {
    var body: some View {
        Color.clear
    }
}

/// Device frames carry the status bar Xcode's canvas draws: 9:41, signal, Wi-Fi and battery, in the
/// scheme's ink, only where the device shows one.
@Suite("Device status bar")
struct DeviceStatusBarTests {
    /// The SVG of one variant of `Blank` with the preview modifiers `configure` adds.
    private func svgs<V: View>(_ view: V) -> (light: String, dark: String) {
        let rendered = renderPreviews(view, idPrefix: "s")
        return (rendered[0].lightSVG, rendered[0].darkSVG)
    }

    @Test(arguments: PreviewTests.xcodeDevices)
    func everyDeviceShowsTheTimeInPortrait(_ device: String) {
        let (light, dark) = svgs(Blank().previewDevice(PreviewDevice(rawValue: device)))
        #expect(light.contains(">9:41<"), "\(device)")
        #expect(dark.contains(">9:41<"), "\(device)")
    }

    @Test func theInkFollowsTheColourScheme() {
        let screen = CGRect(x: 14, y: 14, width: 393, height: 852)
        let bar = DeviceStatusBar(device: DeviceSpecification.named("iPhone 14 Pro")!, orientation: .portrait)
        let light = bar.items(in: screen, colorScheme: .light)
        let dark = bar.items(in: screen, colorScheme: .dark)
        #expect(texts(light).map(\.paint) == [.color(RGBA(0, 0, 0))])
        #expect(texts(dark).map(\.paint) == [.color(RGBA(255, 255, 255))])
        // The signal, Wi-Fi and battery glyphs draw in the same ink.
        #expect(shapes(light).contains { $0.paint == .color(RGBA(0, 0, 0)) })
        #expect(shapes(dark).contains { $0.paint == .color(RGBA(255, 255, 255)) })
        #expect(shapes(light).count >= 4)
    }

    @Test func theTimeSitsInTheLeftEarAndLevelWithTheIsland() throws {
        let screen = CGRect(x: 14, y: 14, width: 393, height: 852)
        let bar = DeviceStatusBar(device: DeviceSpecification.named("iPhone 14 Pro")!, orientation: .portrait)
        let time = try #require(texts(bar.items(in: screen, colorScheme: .light)).first)
        let island = CGRect(x: screen.midX - 63, y: screen.minY + 11, width: 126, height: 37)
        #expect(time.frame.maxX < island.minX)
        #expect(abs(time.frame.midY - island.midY) < 1)
        #expect(abs(time.frame.midX - (screen.minX + island.minX) / 2) < 1)
    }

    @Test func anIPhoneOnItsSideHidesItAndAnIPadKeepsIt() {
        let phone = svgs(Blank().previewDevice("iPhone 14").previewInterfaceOrientation(.landscapeLeft))
        #expect(!phone.light.contains("9:41"))
        let pad = svgs(Blank().previewDevice("iPad Air (5th generation)").previewInterfaceOrientation(.landscapeRight))
        #expect(pad.light.contains(">9:41<"))
    }

    @Test func canvasLayoutsHaveNoDevice() {
        #expect(!svgs(Blank().previewLayout(.sizeThatFits)).light.contains("9:41"))
        #expect(!svgs(Blank().previewLayout(.fixed(width: 300, height: 300))).light.contains("9:41"))
    }

    private func texts(_ items: [DisplayItem]) -> [TextDrawing] {
        items.flatMap { item -> [TextDrawing] in
            switch item {
            case .text(let text): [text]
            case .group(_, let children): texts(children)
            case .shape, .image: []
            }
        }
    }

    private func shapes(_ items: [DisplayItem]) -> [ShapeDrawing] {
        items.flatMap { item -> [ShapeDrawing] in
            switch item {
            case .shape(let shape): [shape]
            case .group(_, let children): shapes(children)
            case .text, .image: []
            }
        }
    }
}
