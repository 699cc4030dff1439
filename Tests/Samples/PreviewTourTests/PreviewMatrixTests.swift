import DiaryUI
import Testing

@testable import PreviewTour

@Suite("Preview matrix")
struct PreviewMatrixTests {
    static let full = PreviewMatrix(
        devices: [.iPhoneSE, .iPadAir], orientations: [.portrait, .landscapeLeft, .landscapeRight],
        colorSchemes: [.light, .dark])

    @Test("Every combination appears once")
    func combinations() {
        let configurations = Self.full.configurations
        #expect(configurations.count == 2 * 3 * 2)
        let triples = configurations.map { "\($0.device) \($0.orientation) \($0.colorScheme)" }
        #expect(Set(triples).count == configurations.count)
    }

    @Test("Devices vary slowest, colour schemes fastest")
    func order() {
        let configurations = Self.full.configurations
        #expect(configurations.prefix(6).allSatisfy { $0.device == .iPhoneSE })
        #expect(configurations.suffix(6).allSatisfy { $0.device == .iPadAir })
        #expect(configurations.prefix(4).map(\.colorScheme) == [.light, .dark, .light, .dark])
        #expect(configurations.prefix(4).map(\.orientation) == [.portrait, .portrait, .landscapeLeft, .landscapeLeft])
    }

    @Test("Names are unique and mention everything that varies")
    func fullNames() {
        let names = Self.full.configurations.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(names.first == "iPhone SE (3rd generation), Portrait, Light")
        #expect(names.last == "iPad Air (5th generation), Landscape Right, Dark")
    }

    @Test("Names leave out what does not vary")
    func shortNames() {
        let matrix = PreviewMatrix(
            devices: [.iPhone14Pro], orientations: [.portrait, .landscapeLeft], colorSchemes: [.light, .dark])
        #expect(
            matrix.configurations.map(\.name) == [
                "Portrait, Light", "Portrait, Dark", "Landscape Left, Light", "Landscape Left, Dark",
            ])
        let devicesOnly = PreviewMatrix(devices: [.iPhone14, .iPadMini])
        #expect(devicesOnly.configurations.map(\.name) == ["iPhone 14", "iPad mini (6th generation)"])
    }

    @Test("A single variant is named after its device, in portrait and light by default")
    func single() {
        let configurations = PreviewMatrix(devices: [.iPadPro11]).configurations
        #expect(configurations.count == 1)
        #expect(configurations.first?.name == "iPad Pro (11-inch) (4th generation)")
        #expect(configurations.first?.orientation == .portrait)
        #expect(configurations.first?.colorScheme == .light)
    }

    @Test("Repeated values are dropped, keeping the first occurrence")
    func duplicates() {
        let matrix = PreviewMatrix(
            devices: [.iPad, .iPhone14, .iPad], orientations: [.portrait, .portrait], colorSchemes: [.dark, .dark])
        #expect(matrix.devices == [.iPad, .iPhone14])
        #expect(matrix.configurations.map(\.name) == ["iPad (10th generation)", "iPhone 14"])
        #expect(matrix.configurations.allSatisfy { $0.colorScheme == .dark })
    }

    @Test("An empty dimension leaves no variants")
    func empty() {
        #expect(PreviewMatrix(devices: []).configurations.isEmpty)
        #expect(PreviewMatrix(devices: [.iPhone14], orientations: []).configurations.isEmpty)
        #expect(PreviewMatrix(devices: [.iPhone14], colorSchemes: []).configurations.isEmpty)
    }

    @Test("Each variant knows the screen it gets")
    func screens() {
        for configuration in Self.full.configurations {
            #expect(configuration.screen == configuration.device.screen(in: configuration.orientation))
            #expect(configuration.id == configuration.name)
        }
    }
}
