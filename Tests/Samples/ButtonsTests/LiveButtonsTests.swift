import DiaryUI
import Testing

@testable import Buttons

/// The side buttons of the gallery screen, hidden: what `GalleryScreen` draws while the grid scrolls.
struct HiddenSideButtons: PreviewProvider {
    static var previews: some View {
        ZStack(alignment: .trailing) {
            GalleryGrid()
            SideButtonsColumn(buttons: SideButtonBlock.gallery.buttons(in: .parent))
                .opacity(0)
        }
        .previewLayout(.fixed(width: 390, height: 340))
    }
}

/// The article's buttons, live: the shutter's press look and the side buttons that hide on scroll.
@Suite("Buttons, live")
struct LiveButtonsTests {
    static func gallery() -> LivePreviewSession {
        LivePreviewSession.sessions(of: GalleryScreenPreviews.self, idPrefix: "t")[0]
    }

    static let shown = renderPreviews(of: GalleryScreenPreviews.self, idPrefix: "t")[0].lightSVG
    static let hidden = renderPreviews(of: HiddenSideButtons.self, idPrefix: "t")[0].lightSVG

    /// A scroll event at the host's time now: a small move of a finger over the grid.
    static func scroll(_ session: LivePreviewSession) {
        session.pointerDown(x: 195, y: 170)
        session.pointerMove(x: 195, y: 160)
        session.pointerUp(x: 195, y: 160)
    }

    @Test("the shutter looks pressed while held and released after")
    func shutterPressLook() throws {
        let session = LivePreviewSession.sessions(of: CameraScreenPreviews.self, idPrefix: "t")[0]
        let released = session.svg(.light)
        let shutter = try #require(session.controls.first { $0.isButton }).frame
        session.pointerDown(x: shutter.midX, y: shutter.midY)
        // The press look animates (`.animation(.easeOut(duration: 0.12), value: isPressed)`).
        session.advance(milliseconds: 200)
        let pressed = session.svg(.light)
        #expect(pressed != released)
        let look = ShutterPressAppearance(isPressed: true)
        let scaled = "matrix(\(look.scale) 0 0 \(look.scale) "
        #expect(pressed.contains(scaled), "the pressed shutter is scaled by \(look.scale)")
        #expect(!released.contains(scaled))
        session.pointerUp(x: shutter.midX, y: shutter.midY)
        session.advance(milliseconds: 200)
        #expect(session.svg(.light) == released)
    }

    @Test("the shutter is announced by its name, and no control of the live previews is nameless")
    func controlsHaveNames() throws {
        let camera = LivePreviewSession.sessions(of: CameraScreenPreviews.self, idPrefix: "t")[0]
        let shutter = try #require(camera.controls.first { $0.isButton })
        #expect(shutter.label == "Сделать снимок")
        for session in [camera, Self.gallery()] {
            for control in session.controls {
                let isNameless = control.label.allSatisfy { $0.isWhitespace }
                #expect(!isNameless, "a control at \(control.frame) has no name")
            }
        }
    }

    @Test("the side buttons hide on the first scroll event and return a second after the last")
    func hideOnScroll() {
        let session = Self.gallery()
        #expect(session.svg(.light) == Self.shown)
        #expect(Self.shown != Self.hidden)
        Self.scroll(session)
        #expect(session.isAnimating, "they slide away (`.animation(.easeInOut, value:)`)")
        session.advance(milliseconds: 400)
        #expect(session.svg(.light) == Self.hidden, "hidden 0.35 s after the first event")
        session.advance(milliseconds: 200)
        Self.scroll(session)  // at 600 ms: they stay hidden until 1600 ms
        session.advance(milliseconds: 900)
        #expect(session.svg(.light) == Self.hidden, "at 1500 ms, 900 ms after the last event")
        session.advance(milliseconds: 100)
        #expect(session.isAnimating, "coming back at 1600 ms, one second after the last event")
        session.advance(milliseconds: 400)
        #expect(session.svg(.light) == Self.shown, "back 0.35 s later")
    }
}
