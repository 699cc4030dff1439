import DiaryUI
import Testing

/// A surface that logs its drag.
private struct DragSurface: LiveTestView {
    // Read by the serialized tests of one suite only.
    nonisolated(unsafe) static let log = GestureLog()

    var body: some View {
        Color.blue.gesture(
            DragGesture()
                .onChanged { Self.log.changes.append($0) }
                .onEnded { Self.log.end = $0 })
    }
}

/// A pager of three 200-point cards 10 points apart, moved by a drag as the swipe-cards article does.
private struct Pager: LiveTestView {
    static let spacing: CGFloat = 10
    @State private var index = 0
    @State private var translation: CGFloat = 0

    var body: some View {
        HStack(spacing: Self.spacing) {
            ForEach(0..<3) { card in
                Text("Card \(card)").frame(width: liveCanvas.width, height: liveCanvas.height)
            }
        }
        .offset(x: -(liveCanvas.width + Self.spacing) * CGFloat(index) + translation)
        .frame(width: liveCanvas.width, alignment: .leading)
        .contentShape(Rectangle())
        .gesture(
            DragGesture()
                .onChanged { translation = $0.translation.width }
                .onEnded { value in
                    withAnimation(.interactiveSpring()) {
                        let half = liveCanvas.width / 2
                        if value.predictedEndTranslation.width < -half, index < 2 { index += 1 }
                        if value.predictedEndTranslation.width > half, index > 0 { index -= 1 }
                        translation = 0
                    }
                })
    }
}

/// Drags from `start` by `steps` moves of `dx`, `stepMilliseconds` apart, then pauses `pause` ms.
private func drag(
    _ session: LivePreviewSession, from start: Double, by dx: Double, steps: Int, stepMilliseconds: Int,
    pause: Int = 0
) {
    session.pointerDown(x: start, y: 50)
    var x = start
    for _ in 0..<steps {
        session.advance(milliseconds: stepMilliseconds)
        x += dx
        session.pointerMove(x: x, y: 50)
    }
    session.advance(milliseconds: pause)
    session.pointerUp(x: x, y: 50)
    // The pager's release animates (an interactive spring); its end is what the tests compare.
    session.advance(milliseconds: 1_000)
}

@Suite("Live previews: drag gestures", .serialized)
struct LiveGestureTests {
    @Test func dragReportsTranslationAndPredictedEnd() throws {
        DragSurface.log.changes = []
        DragSurface.log.end = nil
        let session = liveSession(DragSurface.self)
        drag(session, from: 150, by: -6, steps: 5, stepMilliseconds: 10)
        // The first move (6 points) is under the minimum distance of 10, so the drag starts at the second.
        #expect(DragSurface.log.changes.map(\.translation.width) == [-12, -18, -24, -30])
        let end = try #require(DragSurface.log.end)
        #expect(end.translation == CGSize(width: -30, height: 0))
        #expect(end.startLocation == CGPoint(x: 150, y: 50))
        #expect(end.velocity.width < 0)
        // A flick keeps going: the predicted end lies further along than the release.
        #expect(end.predictedEndTranslation.width < end.translation.width)
    }

    @Test func aDragThatStopsPredictsItsOwnEnd() throws {
        DragSurface.log.end = nil
        let session = liveSession(DragSurface.self)
        drag(session, from: 150, by: -20, steps: 3, stepMilliseconds: 10, pause: 500)
        let end = try #require(DragSurface.log.end)
        #expect(end.velocity == CGSize(width: 0, height: 0))
        #expect(end.predictedEndTranslation == end.translation)
    }

    @Test func pastHalfACardTheNextCardComesAndTheLastCardStays() {
        let session = liveSession(Pager.self)
        #expect(session.svg(.light).contains("Card 0"))
        drag(session, from: 180, by: -30, steps: 4, stepMilliseconds: 40, pause: 300)  // 120 points: past half
        let second = session.svg(.light)
        drag(session, from: 180, by: -10, steps: 4, stepMilliseconds: 40, pause: 300)  // 40 points: not enough
        #expect(session.svg(.light) == second)
        drag(session, from: 180, by: -30, steps: 4, stepMilliseconds: 40, pause: 300)
        let last = session.svg(.light)
        #expect(last != second)
        drag(session, from: 180, by: -30, steps: 4, stepMilliseconds: 40, pause: 300)  // no card after the last
        #expect(session.svg(.light) == last)
        drag(session, from: 20, by: 30, steps: 4, stepMilliseconds: 40, pause: 300)
        #expect(session.svg(.light) == second)
    }
}
