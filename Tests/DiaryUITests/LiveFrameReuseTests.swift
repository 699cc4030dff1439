import Testing

@testable import DiaryUI

/// Counts how often its body is made (each time is a new frame being drawn); it ticks every 100 ms and
/// has a button without a drag.
private struct CountedFrames: LiveTestView {
    // Read by the serialized tests of one suite only.
    nonisolated(unsafe) static let log = GestureLog()
    @State private var ticks = 0
    @State private var taps = 0

    var body: some View {
        Self.log.events.append("body")
        return VStack {
            Text("Ticks \(ticks)")
            Button("Taps \(taps)") { taps += 1 }
        }
        .onTick(every: 100) { ticks += 1 }
    }
}

/// Events that change nothing on screen draw nothing: the page sends its clock and every pointer move,
/// and a frame costs the reader's browser far more than the event.
@Suite("Live previews: frames that change nothing are not drawn", .serialized)
struct LiveFrameReuseTests {
    /// How many frames were drawn while `events` ran.
    static func frames(_ events: () -> Void) -> Int {
        CountedFrames.log.events = []
        events()
        return CountedFrames.log.events.count
    }

    @Test func clockTimeWithoutATickDrawsNothing() {
        let session = liveSession(CountedFrames.self)
        session.advance(milliseconds: 0)
        let svg = session.svg(.light)
        #expect(Self.frames { session.advance(milliseconds: 60) } == 0)
        #expect(session.svg(.light) == svg)
        #expect(session.announcement == nil)
        #expect(Self.frames { session.advance(milliseconds: 39) } == 0)
        #expect(Self.frames { session.advance(milliseconds: 1) } > 0, "the tick at 100 ms is drawn")
        #expect(session.svg(.light).contains("Ticks 1"))
        #expect(session.announcement == "Ticks 1")
    }

    @Test func theFirstClockStepStartsTheSession() {
        let session = liveSession(CountedFrames.self)
        #expect(Self.frames { session.advance(milliseconds: 10) } > 0, "the views appear and their clocks start")
        session.advance(milliseconds: 90)
        #expect(session.svg(.light).contains("Ticks 1"))
    }

    @Test func movesWithoutADragDrawNothingAndTheTapStillFires() throws {
        let session = liveSession(CountedFrames.self)
        let button = try #require(session.controls.first)
        session.pointerDown(x: button.frame.midX, y: button.frame.midY)
        let pressed = session.svg(.light)
        #expect(Self.frames { session.pointerMove(x: button.frame.midX + 1, y: button.frame.midY) } == 0)
        #expect(session.svg(.light) == pressed, "the button still looks pressed")
        session.pointerUp(x: button.frame.midX + 1, y: button.frame.midY)
        #expect(session.svg(.light).contains("Taps 1"))
        #expect(session.controls.first?.label == "Taps 1", "the controls follow the new frame")
    }
}
