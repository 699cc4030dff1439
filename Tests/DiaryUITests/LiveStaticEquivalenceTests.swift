import DiaryUI
import Testing

/// Every golden view as a preview variant, on devices and canvases, in fixed and following schemes.
private struct GoldenViewPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            ShutterScreen().previewDevice("iPhone 14")
            ToolbarPanels().previewDevice("iPhone 14").previewInterfaceOrientation(.landscapeLeft)
            LoadingBars(progress: 2.4).previewLayout(.fixed(width: 390, height: 120)).preferredColorScheme(.dark)
            SwipeCard().previewLayout(.sizeThatFits)
            SwipeButtons().previewLayout(.sizeThatFits)
            ParentalGate().previewDevice("iPhone 14")
            TypographyCard().previewLayout(.sizeThatFits)
            TiledPattern().previewLayout(.sizeThatFits)
            SystemColorGrid().previewLayout(.fixed(width: 400, height: 160))
        }
        AlignmentBoard().previewLayout(.sizeThatFits)
        EffectsBoard().previewLayout(.sizeThatFits)
        SafeAreaProbe().previewDevice("iPhone 14")
    }
}

@Suite("Live previews: the first frame is the static rendering")
struct LiveStaticEquivalenceTests {
    @Test func everyGoldenViewBeforeAnyEvent() {
        let rendered = renderPreviews(of: GoldenViewPreviews.self, idPrefix: "golden-", images: snapshotImages)
        let sessions = LivePreviewSession.sessions(
            of: GoldenViewPreviews.self, idPrefix: "golden-", images: snapshotImages)
        #expect(sessions.count == rendered.count)
        for (session, preview) in zip(sessions, rendered) {
            #expect(session.svg(.light) == preview.lightSVG, "\(preview.caption)")
            #expect(session.svg(.dark) == preview.darkSVG, "\(preview.caption)")
        }
    }

    @Test func theShutterScreenPreviews() {
        let rendered = renderPreviews(of: ShutterScreenPreviews.self, idPrefix: "p-")
        let sessions = LivePreviewSession.sessions(of: ShutterScreenPreviews.self, idPrefix: "p-")
        #expect(sessions.map { $0.svg(.light) } == rendered.map(\.lightSVG))
        #expect(sessions.map { $0.svg(.dark) } == rendered.map(\.darkSVG))
    }

    @Test func aButtonReleasedAfterAPressLooksAsBefore() throws {
        let session = liveSession(LiveCounter.self)
        let before = session.svg(.light)
        let add = try #require(session.controls.first)
        session.pointerDown(x: add.frame.midX, y: add.frame.midY)
        #expect(session.svg(.light) != before)  // the default style fades a pressed button
        session.pointerMove(x: add.frame.midX, y: add.frame.midY)
        session.pointerUp(x: add.frame.maxX + 50, y: add.frame.midY)  // let go outside: no action
        #expect(session.svg(.light) == before)
    }
}
