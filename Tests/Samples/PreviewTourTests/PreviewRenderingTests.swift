import DiaryUI
import Testing

@testable import PreviewTour

/// The article's preview providers, drawn the way the site draws them.
@Suite("Rendered previews")
struct PreviewRenderingTests {
    /// Whether an SVG has a one-line text element reading exactly `text`.
    static func svg(_ svg: String, shows text: String) -> Bool {
        svg.contains(">" + text + "</text>")
    }

    @Test("Each variant is named and shows its own plural form")
    func namedVariants() {
        let previews = renderPreviews(of: ShutterControlPreviews.self, idPrefix: "a", images: .none)
        #expect(previews.map(\.name) == ["Один снимок", "Три снимка", "Двенадцать снимков"])
        #expect(previews.allSatisfy { $0.caption.hasPrefix("Size That Fits · ") })
        for (preview, count) in zip(previews, [1, 3, 12]) {
            #expect(Self.svg(preview.lightSVG, shows: ShotCount(count).label))
            #expect(Self.svg(preview.darkSVG, shows: ShotCount(count).label))
        }
    }

    @Test("Device variants are captioned with the device and measure its whole screen")
    func devices() {
        let previews = renderPreviews(of: CameraScreenDevicePreviews.self, idPrefix: "b", images: .none)
        let devices: [XcodeDevice] = [.iPhoneSE, .iPhone14Pro, .iPadMini]
        #expect(previews.count == devices.count)
        #expect(previews.map(\.name) == ["Preview 1", "Preview 2", "Preview 3"])
        #expect(previews.map(\.caption) == devices.map(\.rawValue))
        for (preview, device) in zip(previews, devices) {
            #expect(Self.svg(preview.lightSVG, shows: device.screen.description), "\(device)")
            // The canvas is the screen plus the drawn device around it.
            #expect(preview.size.width > Double(device.screen.width))
            #expect(preview.size.height > Double(device.screen.height))
            #expect(preview.fixedColorScheme == nil)
        }
    }

    @Test("Colour scheme variants keep their scheme whatever the page theme")
    func colorSchemes() {
        let previews = renderPreviews(of: ShutterControlSchemePreviews.self, idPrefix: "c", images: .none)
        #expect(previews.map(\.name) == ["Светлая", "Тёмная"])
        #expect(previews.map(\.fixedColorScheme) == [.light, .dark])
        // The shutter ring is `.primary`: black on white, white on black.
        for svg in [previews[0].lightSVG, previews[0].darkSVG] {
            #expect(svg.contains("stroke=\"#000\""))
            #expect(!svg.contains("stroke=\"#fff\""))
        }
        for svg in [previews[1].lightSVG, previews[1].darkSVG] {
            #expect(svg.contains("stroke=\"#fff\""))
            #expect(!svg.contains("stroke=\"#000\""))
        }
    }

    @Test("The matrix provider draws one variant per configuration, on the turned screen in landscape")
    func matrix() {
        let previews = renderPreviews(of: CameraScreenMatrixPreviews.self, idPrefix: "d", images: .none)
        let configurations = CameraScreenMatrixPreviews.matrix.configurations
        #expect(previews.count == 4)
        #expect(previews.map(\.name) == configurations.map(\.name))
        #expect(
            previews.map(\.caption) == [
                "iPhone 14 Pro", "iPhone 14 Pro", "iPhone 14 Pro · Landscape Left", "iPhone 14 Pro · Landscape Left",
            ])
        #expect(previews.map(\.fixedColorScheme) == configurations.map(\.colorScheme))
        for (preview, configuration) in zip(previews, configurations) {
            #expect(Self.svg(preview.lightSVG, shows: configuration.screen.description), "\(configuration.name)")
            #expect((preview.size.width > preview.size.height) == (configuration.orientation == .landscapeLeft))
        }
    }

    @Test("A fixed canvas has its own size and squeezes the label; size that fits hugs the control")
    func layouts() {
        let previews = renderPreviews(of: ShutterControlLayoutPreviews.self, idPrefix: "e", images: .none)
        #expect(previews.map(\.name) == ["Фиксированный", "По содержимому"])
        #expect(previews[0].caption == "Fixed Layout · 200 × 300")
        #expect(previews[0].size == CGSize(width: 200, height: 300))
        #expect(previews[1].caption.hasPrefix("Size That Fits · "))
        // The control wants more than 200 points, so on the fixed canvas its label wraps.
        #expect(previews[1].size.width > 200)
        #expect(previews[1].size.height < 300)
        #expect(previews[0].lightSVG.contains("<tspan"))
        #expect(!Self.svg(previews[0].lightSVG, shows: "3 снимка"))
        #expect(Self.svg(previews[1].lightSVG, shows: "3 снимка"))
    }

    @Test("The state-owning host draws its initial count, exactly like a constant binding")
    func host() {
        let previews = renderPreviews(of: ShutterControlHostPreviews.self, idPrefix: "f", images: .none)
        #expect(previews.map(\.name) == ["Живой счётчик"])
        #expect(Self.svg(previews[0].lightSVG, shows: "3 снимка"))
        let constant = renderPreviews(
            ShutterControl(count: .constant(3)).previewLayout(.sizeThatFits), idPrefix: "f", images: .none)
        #expect(previews[0].lightSVG == constant[0].lightSVG)
        #expect(previews[0].darkSVG == constant[0].darkSVG)
    }

    @Test("A host with another count draws that count", arguments: [0, 1, 21, 111])
    func hostCounts(count: Int) {
        let previews = renderPreviews(ShutterControlHost(count: count), idPrefix: "g", images: .none)
        #expect(Self.svg(previews[0].lightSVG, shows: ShotCount(count).label))
    }
}
