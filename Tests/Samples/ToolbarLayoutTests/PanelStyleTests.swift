import Testing

@testable import ToolbarLayout

@Suite("Panel style")
struct PanelStyleTests {
    let phone = Size(width: 390, height: 844)
    let notch = Insets(top: 47, leading: 0, bottom: 34, trailing: 0)

    @Test("Padding is 8 pt left and right, 4 pt top and bottom; the minimum height is 72 pt")
    func numbers() {
        #expect(PanelStyle.padding == Insets(top: 4, leading: 8, bottom: 4, trailing: 8))
        #expect(PanelStyle.minHeight == 72)
    }

    @Test(
        "Small elements get the minimum height, tall ones grow the panel by the padding",
        arguments: [(0.0, 72.0), (40, 72), (64, 72), (70, 78), (100, 108)])
    func height(elements: Double, expected: Double) {
        #expect(PanelStyle.height(forElementsHeight: elements) == expected)
    }

    @Test("The panel is always as wide as the screen", arguments: PanelLocation.allCases)
    func fullWidth(location: PanelLocation) {
        for width in [320.0, 390, 1024] {
            let screen = Size(width: width, height: 800)
            let frame = PanelStyle.frame(location: location, elementsHeight: 64, screen: screen, safeArea: notch)
            #expect(frame.minX == 0)
            #expect(frame.size.width == width)
        }
    }

    @Test("A top panel starts under the top safe area")
    func topPlacement() {
        let frame = PanelStyle.frame(location: .top, elementsHeight: 64, screen: phone, safeArea: notch)
        #expect(frame == Rect(x: 0, y: 47, width: 390, height: 72))
        let bare = PanelStyle.frame(location: .top, elementsHeight: 100, screen: phone)
        #expect(bare == Rect(x: 0, y: 0, width: 390, height: 108))
    }

    @Test("A bottom panel ends above the bottom safe area")
    func bottomPlacement() {
        let frame = PanelStyle.frame(location: .bottom, elementsHeight: 64, screen: phone, safeArea: notch)
        #expect(frame == Rect(x: 0, y: 844 - 34 - 72, width: 390, height: 72))
        let bare = PanelStyle.frame(location: .bottom, elementsHeight: 100, screen: phone)
        #expect(bare.maxY == 844)
        #expect(bare.size.height == 108)
    }

    @Test("Tall elements sit exactly inside the padding")
    func elementsInsidePadding() {
        let panel = PanelStyle.frame(location: .bottom, elementsHeight: 100, screen: phone)
        let elements = PanelStyle.elementsFrame(in: panel, elementsHeight: 100)
        #expect(elements.minX == panel.minX + 8)
        #expect(elements.maxX == panel.maxX - 8)
        #expect(elements.minY == panel.minY + 4)
        #expect(elements.maxY == panel.maxY - 4)
    }

    @Test("Small elements are centred vertically in a minimum-height panel")
    func smallElementsCentred() {
        let panel = PanelStyle.frame(location: .top, elementsHeight: 40, screen: phone, safeArea: notch)
        let elements = PanelStyle.elementsFrame(in: panel, elementsHeight: 40)
        #expect(elements.midY == panel.midY)
        #expect(elements.minY - panel.minY == 16)
        #expect(elements.size.width == 390 - 16)
    }

    @Test("Panel colours depend on the access level")
    func colours() {
        let child = PanelColors(accessLevel: .child)
        let parent = PanelColors(accessLevel: .parent)
        #expect(child != parent)
        #expect(child.gradient != parent.gradient)
        for colours in [child, parent] {
            #expect(colours.gradient.count >= 2)
            #expect(colours.border.count >= 2)
            #expect((colours.gradient + colours.border + [colours.pattern]).allSatisfy { $0 <= 0xFF_FFFF })
        }
    }
}
