import DiaryUI
import Testing

@testable import PreviewTour

@Suite("Xcode's default preview devices")
struct XcodeDeviceTests {
    @Test("Ten devices, five iPhones then five iPads, as Xcode lists them")
    func list() {
        #expect(XcodeDevice.allCases.count == 10)
        #expect(XcodeDevice.allCases.first == .iPhoneSE)
        #expect(XcodeDevice.allCases.last == .iPadPro12_9)
        let names = XcodeDevice.allCases.map(\.rawValue)
        #expect(names.prefix(5).allSatisfy { $0.hasPrefix("iPhone ") })
        #expect(names.suffix(5).allSatisfy { $0.hasPrefix("iPad ") })
        #expect(Set(names).count == names.count)
    }

    @Test("Portrait screens are taller than wide", arguments: XcodeDevice.allCases)
    func portrait(device: XcodeDevice) {
        #expect(device.screen.width < device.screen.height)
        #expect(device.screen(in: .portrait) == device.screen)
        #expect(device.screen(in: .portraitUpsideDown) == device.screen)
    }

    @Test("Landscape turns the screen on its side", arguments: XcodeDevice.allCases)
    func landscape(device: XcodeDevice) {
        for orientation in [InterfaceOrientation.landscapeLeft, .landscapeRight] {
            let screen = device.screen(in: orientation)
            #expect(screen.width == device.screen.height)
            #expect(screen.height == device.screen.width)
        }
    }

    @Test("Every iPad is wider than every iPhone")
    func padsAreWider() {
        let phones = XcodeDevice.allCases.prefix(5).map(\.screen.width)
        let pads = XcodeDevice.allCases.suffix(5).map(\.screen.width)
        #expect(phones.max()! < pads.min()!)
    }

    @Test("Sizes print as width × height and round layout sizes to whole points")
    func pointSize() {
        #expect(XcodeDevice.iPhone14.screen.description == "390 × 844")
        #expect(PointSize(CGSize(width: 392.6, height: 851.4)) == PointSize(width: 393, height: 851))
        #expect(PointSize(width: 3, height: 7).turned.turned == PointSize(width: 3, height: 7))
    }

    @Test("The safe area and the strips under the system bars add up to the whole screen")
    func screenAroundSafeArea() {
        // iPhone 14 Pro in portrait: the Dynamic Island strip on top, the home indicator below.
        let safeArea = CGSize(width: 393, height: 852 - 59 - 34)
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        #expect(PointSize(safeArea, safeAreaInsets: insets) == XcodeDevice.iPhone14Pro.screen)
        let landscape = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
        #expect(
            PointSize(CGSize(width: 852 - 118, height: 393 - 21), safeAreaInsets: landscape)
                == XcodeDevice.iPhone14Pro.screen(in: .landscapeLeft))
        #expect(PointSize(CGSize(width: 10, height: 20), safeAreaInsets: .zero) == PointSize(width: 10, height: 20))
    }
}
