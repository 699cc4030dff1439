import Testing

@testable import DiaryUI

private struct Square: View {
    var body: some View {
        Color.red.frame(width: 40, height: 30)
    }
}

private struct SquarePreviews: PreviewProvider {
    static var previews: some View {
        Square()
            .previewDisplayName("Default")
        Square()
            .previewDevice("iPad Air (5th generation)")
            .previewInterfaceOrientation(.landscapeLeft)
        Square()
            .previewLayout(.sizeThatFits)
            .preferredColorScheme(.dark)
        Square()
            .previewLayout(.fixed(width: 200, height: 100))
    }
}

@Suite("Previews")
struct PreviewTests {
    /// The default device list of Xcode 14, as the diary's previews article lists it.
    static let xcodeDevices = [
        "iPhone SE (3rd generation)", "iPhone 14", "iPhone 14 Plus", "iPhone 14 Pro", "iPhone 14 Pro Max",
        "iPad mini (6th generation)", "iPad (10th generation)", "iPad Air (5th generation)",
        "iPad Pro (11-inch) (4th generation)", "iPad Pro (12.9-inch) (6th generation)",
    ]

    @Test func everyViewOfPreviewsIsAVariant() {
        let previews = renderPreviews(of: SquarePreviews.self, idPrefix: "sq")
        #expect(previews.map(\.name) == ["Default", "Preview 2", "Preview 3", "Preview 4"])
        #expect(
            previews.map(\.caption) == [
                "iPhone 14", "iPad Air (5th generation) · Landscape Left", "Size That Fits · 40 × 30",
                "Fixed Layout · 200 × 100",
            ])
        #expect(previews.map(\.fixedColorScheme) == [nil, nil, .dark, nil])
    }

    @Test func canvasSizesFollowTheLayout() {
        let previews = renderPreviews(of: SquarePreviews.self, idPrefix: "sq")
        let iPhoneFrame = DeviceFrame(device: .defaultDevice, orientation: .portrait)
        #expect(previews[0].size == CGSize(width: 390 + 28, height: 844 + 28))
        #expect(previews[0].size == iPhoneFrame.canvasSize)
        #expect(previews[1].size == CGSize(width: 1180 + 48, height: 820 + 48))
        #expect(previews[2].size == CGSize(width: 40, height: 30))
        #expect(previews[3].size == CGSize(width: 200, height: 100))
    }

    @Test func theTenDefaultDevicesAreKnown() {
        #expect(DeviceSpecification.all.map(\.name) == Self.xcodeDevices)
        for device in DeviceSpecification.all {
            let portrait = device.screenSize(.portrait)
            let landscape = device.screenSize(.landscapeLeft)
            #expect(portrait.width < portrait.height, "\(device.name)")
            #expect(landscape == CGSize(width: portrait.height, height: portrait.width))
            #expect(device.safeAreaInsets(.portrait).top > 0, "\(device.name) has a status bar")
            #expect(device.cornerRadius >= 0)
        }
    }

    @Test func landscapeInsetsMirrorBetweenLeftAndRight() {
        let pro = DeviceSpecification.named("iPhone 14 Pro")!
        #expect(pro.safeAreaInsets(.landscapeLeft) == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
        #expect(pro.safeAreaInsets(.portraitUpsideDown) == EdgeInsets(top: 34, leading: 0, bottom: 59, trailing: 0))
    }

    @Test func unknownDevicesFallBackToTheDefault() {
        let previews = renderPreviews(Square().previewDevice("iPhone 99"), idPrefix: "x")
        #expect(previews.first?.caption == "iPhone 14")
    }

    /// On a device the view is laid out in the safe area of the screen, which sits inside the bezel.
    @Test func deviceContentSitsInTheSafeArea() {
        let frame = DeviceFrame(device: .defaultDevice, orientation: .portrait)
        let variant = PreviewVariant(traits: PreviewTraits())
        let node = rootNode(Color.red, environment: EnvironmentValues())
        let drawing = variant.draw(node, colorScheme: .light)
        guard case .group(.clip, let screenItems) = drawing.items.last else {
            Issue.record("the screen is a clipped group")
            return
        }
        let screen = frame.screenFrame
        #expect(screenItems.first?.leafFrames == [screen])
        #expect(screenItems.dropFirst().first?.leafFrames == [screen.inset(by: EdgeInsets(top: 47, bottom: 34))])
    }

    @Test func fixedColorSchemeRendersTheSameInBothThemes() {
        let preview = renderPreviews(of: SquarePreviews.self, idPrefix: "sq")[2]
        #expect(preview.lightSVG.replacingOccurrences(of: "3l-", with: "3d-") == preview.darkSVG)
        #expect(preview.lightSVG.contains("fill=\"#000\""))
    }

    @Test func themesDiffer() {
        let preview = renderPreviews(of: SquarePreviews.self, idPrefix: "sq")[0]
        #expect(preview.lightSVG.contains("fill=\"#fff\""))
        #expect(preview.darkSVG.contains("fill=\"#000\""))
        #expect(preview.lightSVG.contains("#ff3b30"))
        #expect(preview.darkSVG.contains("#ff453a"))
    }

    /// Ids of all variants in both themes never collide, so they can share a page.
    @Test func idsAreUniqueAcrossVariantsAndThemes() {
        let previews = renderPreviews(of: ShutterScreenPreviews.self, idPrefix: "p", images: snapshotImages)
        let ids = previews.flatMap { [$0.lightSVG, $0.darkSVG] }.flatMap(Self.ids)
        #expect(!ids.isEmpty)
        #expect(Set(ids).count == ids.count)
    }

    static func ids(in svg: String) -> [String] {
        svg.split(separator: " ").filter { $0.hasPrefix("id=\"") }.map { String($0.dropFirst(4).prefix { $0 != "\"" }) }
    }
}

extension String {
    /// The string with every occurrence of `target` replaced (a Foundation-free helper for tests).
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
