// The devices of Xcode 14's default preview list.
//
// Sources:
// - Screen sizes in points: Apple Human Interface Guidelines, "Layout" → "Specifications" → "iOS, iPadOS
//   device screen sizes and orientations"; Geoff Hackworth, "How iOS Apps Adapt to the various iPhone 14
//   Screen Sizes" (2022).
// - Safe-area insets: as commonly documented from UIKit's `safeAreaInsets` on each device (status bar or
//   sensor housing on top, home indicator at the bottom; iPhones hide the status bar in landscape);
//   Hackworth (2022) for the iPhone 14 family.
// - Screen corner radii: the value iOS reports as `_displayCornerRadius` (Kyle Bashour, "Finding the real
//   iPhone X corner radius", ScreenCorners package, updated 2020; iPhone 14 shares the 12/13 screen at
//   47.33, 14 Plus the 12/13 Pro Max screen at 53.33, iPad Air/Pro 18); 14 Pro/Pro Max 55 and iPad mini
//   (6th generation) 21.5 as reported by the same private API.

/// What the preview renderer knows about a device: its screen, safe area and shape.
struct DeviceSpecification: Hashable, Sendable {
    /// The system's hardware cut-out at the top of the screen.
    enum Cutout: Hashable, Sendable {
        /// A rectangular screen between a top bezel and a chin with a home button.
        case homeButton
        /// The TrueDepth notch.
        case notch
        /// The Dynamic Island.
        case dynamicIsland
        /// No cut-out (iPads: the camera sits in the bezel).
        case none
    }

    let name: String
    /// The portrait screen size in points.
    let screen: CGSize
    /// Safe-area insets in portrait.
    let portraitInsets: EdgeInsets
    /// Safe-area insets in landscape (left orientation; the right one mirrors leading and trailing).
    let landscapeInsets: EdgeInsets
    let cornerRadius: CGFloat
    let cutout: Cutout
    let isPad: Bool

    /// The default preview device list of Xcode 14, in Xcode's order.
    static let all: [DeviceSpecification] = [
        iPhone(
            "iPhone SE (3rd generation)", 375, 667, top: 20, bottom: 0, side: 0, landscapeBottom: 0, radius: 0,
            .homeButton),
        iPhone("iPhone 14", 390, 844, top: 47, bottom: 34, side: 47, landscapeBottom: 21, radius: 47.33, .notch),
        iPhone("iPhone 14 Plus", 428, 926, top: 47, bottom: 34, side: 47, landscapeBottom: 21, radius: 53.33, .notch),
        iPhone(
            "iPhone 14 Pro", 393, 852, top: 59, bottom: 34, side: 59, landscapeBottom: 21, radius: 55, .dynamicIsland),
        iPhone(
            "iPhone 14 Pro Max", 430, 932, top: 59, bottom: 34, side: 59, landscapeBottom: 21, radius: 55,
            .dynamicIsland),
        iPad("iPad mini (6th generation)", 744, 1133, radius: 21.5),
        iPad("iPad (10th generation)", 820, 1180, radius: 18),
        iPad("iPad Air (5th generation)", 820, 1180, radius: 18),
        iPad("iPad Pro (11-inch) (4th generation)", 834, 1194, radius: 18),
        iPad("iPad Pro (12.9-inch) (6th generation)", 1024, 1366, radius: 18),
    ]

    /// The device previews use when none is named.
    static let defaultDevice = all[1]

    /// The device with an Xcode name, or `nil` for a name not in the list (spelt exactly, byte for
    /// byte: `String ==` would bring Unicode normalisation into every `.wasm`).
    static func named(_ name: String) -> DeviceSpecification? {
        all.first { haveSameBytes($0.name, name) }
    }

    /// The screen size in an orientation.
    func screenSize(_ orientation: InterfaceOrientation) -> CGSize {
        orientation.isLandscape ? CGSize(width: screen.height, height: screen.width) : screen
    }

    /// The safe-area insets in an orientation.
    func safeAreaInsets(_ orientation: InterfaceOrientation) -> EdgeInsets {
        switch orientation.kind {
        case .portrait: portraitInsets
        case .portraitUpsideDown:
            EdgeInsets(top: portraitInsets.bottom, leading: 0, bottom: portraitInsets.top, trailing: 0)
        case .landscapeLeft: landscapeInsets
        case .landscapeRight:
            EdgeInsets(
                top: landscapeInsets.top, leading: landscapeInsets.trailing, bottom: landscapeInsets.bottom,
                trailing: landscapeInsets.leading)
        }
    }

    private static func iPhone(
        _ name: String, _ width: CGFloat, _ height: CGFloat, top: CGFloat, bottom: CGFloat, side: CGFloat,
        landscapeBottom: CGFloat, radius: CGFloat, _ cutout: Cutout
    ) -> DeviceSpecification {
        DeviceSpecification(
            name: name,
            screen: CGSize(width: width, height: height),
            portraitInsets: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
            landscapeInsets: EdgeInsets(top: 0, leading: side, bottom: landscapeBottom, trailing: side),
            cornerRadius: radius,
            cutout: cutout,
            isPad: false
        )
    }

    /// iPads without a home button: a 24-point status bar and a 20-point home indicator in both
    /// orientations.
    private static func iPad(_ name: String, _ width: CGFloat, _ height: CGFloat, radius: CGFloat)
        -> DeviceSpecification
    {
        let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
        return DeviceSpecification(
            name: name,
            screen: CGSize(width: width, height: height),
            portraitInsets: insets,
            landscapeInsets: insets,
            cornerRadius: radius,
            cutout: .none,
            isPad: true
        )
    }
}

extension PreviewDevice {
    /// The names of the devices previews draw, in Xcode's order: the one device list, read by the
    /// sample extractor to reject a fence's `device="…"` that would fall back to the default device.
    ///
    /// Behind an SPI: SwiftUI has no such member, so article code (which imports DiaryUI plainly)
    /// cannot reach it. (A closure, not a key path: Embedded Swift, which builds DiaryUI into every
    /// sample module, has no key paths.)
    @_spi(DeviceList) public static var knownNames: [String] { DeviceSpecification.all.map { $0.name } }
}
