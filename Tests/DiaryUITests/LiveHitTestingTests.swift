import DiaryUI
import Testing

/// Two buttons, the small one on top of the big one, and a tappable background under a plain card.
private struct StackedTargets: LiveTestView {
    // Read by the serialized tests of one suite only.
    nonisolated(unsafe) static let log = GestureLog()

    var body: some View {
        HStack(spacing: 0) {
            ZStack {
                Button {
                    Self.log.events.append("big")
                } label: {
                    Color.blue
                }
                Button {
                    Self.log.events.append("small")
                } label: {
                    Color.red.frame(width: 40, height: 40)
                }
            }
            ZStack {
                Color.gray.onTapGesture { Self.log.events.append("background") }
                Color.white.frame(width: 40, height: 40)
            }
        }
    }
}

/// Invisible targets: one with a content shape, one without, one moved by an offset, one switched off.
private struct InvisibleTargets: LiveTestView {
    // Read by the serialized tests of one suite only.
    nonisolated(unsafe) static let log = GestureLog()

    var body: some View {
        HStack(spacing: 0) {
            Color.clear.contentShape(Rectangle()).onTapGesture { Self.log.events.append("shaped") }
            Color.clear.onTapGesture { Self.log.events.append("unshaped") }
            Color.green.frame(width: 20, height: 20).offset(x: 0, y: 30)
                .onTapGesture { Self.log.events.append("offset") }
            Color.orange.onTapGesture { Self.log.events.append("disabled") }.allowsHitTesting(false)
        }
    }
}

private func tap(_ session: LivePreviewSession, _ x: Double, _ y: Double) {
    session.pointerDown(x: x, y: y)
    session.pointerUp(x: x, y: y)
}

@Suite("Live previews: hit testing", .serialized)
struct LiveHitTestingTests {
    @Test func theTopmostTappableViewWins() {
        StackedTargets.log.events = []
        let session = liveSession(StackedTargets.self)
        tap(session, 50, 50)  // the small button in the middle of the left half
        tap(session, 5, 5)  // only the big button there
        tap(session, 150, 50)  // the plain card over the background catches it
        tap(session, 105, 5)  // the background
        #expect(StackedTargets.log.events == ["small", "big", "background"])
    }

    @Test func contentShapeOffsetAndDisabledHitTesting() {
        InvisibleTargets.log.events = []
        let session = liveSession(InvisibleTargets.self)
        // Four columns of 50 points; the green square sits 30 points below the middle of the third.
        tap(session, 25, 50)
        tap(session, 75, 50)
        tap(session, 125, 50)  // where the square was laid out, not where it is drawn
        tap(session, 125, 80)
        tap(session, 175, 50)
        #expect(InvisibleTargets.log.events == ["shaped", "offset"])
    }

    @Test func aReleaseAwayFromTheButtonDoesNotFire() {
        StackedTargets.log.events = []
        let session = liveSession(StackedTargets.self)
        session.pointerDown(x: 50, y: 50)
        session.pointerUp(x: 150, y: 50)
        #expect(StackedTargets.log.events.isEmpty)
    }
}
