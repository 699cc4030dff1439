import DiaryUI
import Testing

/// A card that follows a drag and springs back when let go, as the swipe-cards article's pager does.
private struct SpringCard: LiveTestView {
    @State private var offset: CGFloat = 0

    var body: some View {
        Color.blue
            .frame(width: 60, height: 60)
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation.width }
                    .onEnded { _ in withAnimation(.interactiveSpring()) { offset = 0 } })
    }
}

/// A square whose size follows a toggle through `.animation(_:value:)`.
private struct GrowingSquare: LiveTestView {
    @State private var big = false

    var body: some View {
        Button("Grow") { big.toggle() }
            .frame(width: big ? 80 : 40, height: 40)
            .animation(.easeInOut, value: big)
    }
}

/// Live previews move between frames along the animation's curve on the page's clock.
@Suite("Live previews: animation")
struct LiveAnimationTests {
    /// Drags the card 80 points left and lets it go; returns the session and the frame at release.
    private func releasedCard(reducedMotion: Bool = false) -> (LivePreviewSession, String) {
        let session = liveSession(SpringCard.self)
        session.reducedMotion = reducedMotion
        session.pointerDown(x: 100, y: 50)
        session.pointerMove(x: 60, y: 50)
        session.pointerMove(x: 20, y: 50)
        let held = session.svg(.light)
        session.pointerUp(x: 20, y: 50)
        return (session, held)
    }

    /// The frames an animation shows at 60 frames a second until it ends.
    private func frames(_ session: LivePreviewSession) -> [String] {
        var frames: [String] = []
        var steps = 0
        while session.isAnimating, steps < 600 {
            session.advance(milliseconds: 16)
            frames.append(session.svg(.light))
            steps += 1
        }
        return frames
    }

    @Test func aReleasedCardSpringsBackThroughIntermediateFrames() {
        let (session, held) = releasedCard()
        #expect(session.isAnimating)
        #expect(session.svg(.light) == held, "the animation starts where the card was let go")
        let shown = frames(session)
        let resting = liveSession(SpringCard.self).svg(.light)
        #expect(shown.last == resting, "it ends where the card rests")
        let intermediate = Set(shown.dropLast()).subtracting([held, resting])
        #expect(intermediate.count >= 10, "\(intermediate.count) intermediate frames")
        #expect(!session.isAnimating)
    }

    @Test func withoutAnimationTheFrameJumps() {
        let session = liveSession(LiveCounter.self)
        session.activate(0)
        #expect(!session.isAnimating)
    }

    @Test func anImplicitAnimationFollowsItsValue() {
        let session = liveSession(GrowingSquare.self)
        let small = session.svg(.light)
        session.activate(0)
        #expect(session.isAnimating)
        let shown = frames(session)
        #expect(shown.count >= 15, "0.35 s at 16 ms a frame: \(shown.count)")
        #expect(Set(shown).count >= 15)
        #expect(shown.last != small)
    }

    @Test func reducedMotionCrossFadesInsteadOfMoving() {
        let (session, held) = releasedCard(reducedMotion: true)
        session.advance(milliseconds: 100)
        let middle = session.svg(.light)
        // Both pictures are drawn, the old one fading out, the new one in; neither moves.
        #expect(middle.contains("opacity"))
        #expect(middle != held)
        let shown = frames(session)
        #expect(shown.last == liveSession(SpringCard.self).svg(.light))
    }
}
