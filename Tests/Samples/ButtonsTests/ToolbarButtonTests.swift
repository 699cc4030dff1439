import Testing

@testable import Buttons

@Suite("Toolbar buttons")
struct ToolbarButtonTests {
    @Test("The access mode picks the backing colour")
    func modePicksColour() {
        let child = ToolbarButton(mode: .child, icon: "gallery")
        let parent = ToolbarButton(mode: .parent, icon: "gallery")
        #expect(child.color == .sunflower)
        #expect(parent.color == .ink)
        #expect(child.color != parent.color)
    }

    @Test("Every mode has its own colour")
    func coloursAreDistinct() {
        let colours = Set(AccessMode.allCases.map(\.buttonColor))
        #expect(colours.count == AccessMode.allCases.count)
    }

    @Test("The icon offset defaults to zero and keeps a given value")
    func iconOffset() {
        #expect(ToolbarButton(mode: .child, icon: "camera").iconOffset == .zero)
        let nudged = ToolbarButton(mode: .child, icon: "camera", iconOffset: Point(x: 3, y: -2))
        #expect(nudged.iconOffset.x == 3)
        #expect(nudged.iconOffset.y == -2)
        #expect(nudged.icon == "camera")
    }

    @Test(
        "Colour components come from the hex value",
        arguments: [
            (PaletteColor.sunflower, 0xFF, 0xC2, 0x1A),
            (PaletteColor.ink, 0x3A, 0x4A, 0x8C),
        ])
    func components(colour: PaletteColor, red: Int, green: Int, blue: Int) {
        let rgb = colour.components
        #expect(rgb.red == Double(red) / 255)
        #expect(rgb.green == Double(green) / 255)
        #expect(rgb.blue == Double(blue) / 255)
    }

    @Test("Components stay within 0...1 for the whole palette")
    func componentsInRange() {
        for colour in PaletteColor.allCases {
            let rgb = colour.components
            for channel in [rgb.red, rgb.green, rgb.blue] {
                #expect((0...1).contains(channel))
            }
        }
    }
}
