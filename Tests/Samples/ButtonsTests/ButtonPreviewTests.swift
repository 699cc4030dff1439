import DiaryUI
import SampleTestSupport
import Testing

@testable import Buttons

/// The article's previews draw what the tested models say: colours from the palette, the press look from
/// `ShutterPressAppearance`, the side buttons a block shows in each mode.
@Suite("Button previews")
struct ButtonPreviewTests {
    @Test("The camera screen is one iPhone 14 variant with the shutter at the bottom of the safe area")
    func cameraScreen() throws {
        let previews = renderPreviews(of: CameraScreenPreviews.self, idPrefix: "t", images: .none)
        try #require(previews.count == 1)
        #expect(previews[0].caption == "iPhone 14")
        // iPhone 14: a 390 × 844 screen inside a 14-point bezel, 34 points of home indicator at the bottom.
        let safeBottom = 14.0 + 844 - 34
        let backing = SVGShapes.circles(in: previews[0].lightSVG).filter { $0.r == 44 }
        try #require(backing.count == 1)
        #expect(backing[0].cx == 14 + 390 / 2)
        #expect(backing[0].cy + backing[0].r == safeBottom)
    }

    @Test("The shutter is drawn released and pressed, with the scale, offset and shadows of the appearance")
    func shutterStates() throws {
        let previews = renderPreviews(of: ShutterButtonPreviews.self, idPrefix: "t", images: .none)
        try #require(previews.count == 1)
        let svg = previews[0].lightSVG
        #expect(previews[0].caption.hasPrefix("Size That Fits"))
        #expect(SVGShapes.circles(in: svg).filter { $0.r == 44 }.count == 2)
        let pressed = ShutterPressAppearance(isPressed: true)
        let released = ShutterPressAppearance(isPressed: false)
        #expect(svg.contains("matrix(\(SVGShapes.number(pressed.scale)) 0 0 \(SVGShapes.number(pressed.scale))"))
        #expect(svg.contains("translate(0 \(SVGShapes.number(pressed.offsetY)))"))
        for look in [pressed, released] {
            #expect(svg.contains("stdDeviation=\"\(SVGShapes.number(look.shadowRadius / 2))\""))
        }
        #expect(svg.contains(">отпущена<") && svg.contains(">нажата<"))
    }

    @Test("Toolbar buttons take the backing colour of their mode", arguments: AccessMode.allCases)
    func toolbarColours(mode: AccessMode) throws {
        let previews = renderPreviews(of: ToolbarButtonPreviews.self, idPrefix: "t", images: .none)
        try #require(previews.count == AccessMode.allCases.count)
        let preview = try #require(previews.first { $0.name == (mode == .child ? "Ребёнок" : "Родитель") })
        let backings = SVGShapes.circles(in: preview.lightSVG).filter { $0.r == 32 }
        #expect(backings.count == 4)
        #expect(backings.allSatisfy { $0.fill == SVGShapes.hex(mode.buttonColor.rawValue) })
        let other = AccessMode.allCases.first { $0 != mode }!
        #expect(!preview.lightSVG.contains(SVGShapes.hex(other.buttonColor.rawValue)))
    }

    @Test("Side buttons: one backing per button the blocks show in the mode, flat against its own edge")
    func sideButtons() throws {
        let previews = renderPreviews(of: SideButtonPreviews.self, idPrefix: "t", images: .none)
        try #require(previews.count == AccessMode.allCases.count)
        for (preview, mode) in zip(previews, [AccessMode.child, .parent]) {
            #expect(preview.caption == "Fixed Layout · 390 × 340")
            let backings = SVGShapes.elements(in: preview.lightSVG).filter {
                $0.tag == "path" && $0.attributes["fill"] == SVGShapes.hex(mode.buttonColor.rawValue)
            }
            let blocks = [SideButtonBlock.editor, SideButtonBlock.gallery]
            #expect(backings.count == blocks.flatMap { $0.buttons(in: mode) }.count)
            // Each backing path starts at the top corner on its screen edge (`Side.buttonMinX`).
            for block in blocks {
                let width = 60.0
                let minX = block.side.buttonMinX(buttonWidth: width, screenWidth: 390)
                let edgeX = block.side == .left ? minX : minX + width
                let onEdge = backings.filter { $0.attributes["d"]?.hasPrefix("M\(SVGShapes.number(edgeX)) ") == true }
                #expect(onEdge.count == block.buttons(in: mode).count, "\(block.side) in \(mode)")
            }
        }
    }
}
