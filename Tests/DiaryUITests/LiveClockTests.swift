import Testing

@testable import DiaryUI

/// A story timer in the manner of the stories article: whole ticks of 100 ms, three seconds an item.
private struct TickingBars: LiveTestView {
    static let tick = 100
    static let ticksPerItem = 30
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("Item \(ticks / Self.ticksPerItem + 1)")
            Text("Ticks \(ticks)")
        }
        .onTick(every: Self.tick) { ticks += 1 }
    }
}

/// Logs its appearance callbacks; a button removes and restores the logged view.
private struct AppearingView: LiveTestView {
    // Read by the serialized tests of one suite only.
    nonisolated(unsafe) static let log = GestureLog()
    @State private var shown = true

    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            if shown {
                Text("Here")
                    .onAppear { Self.log.events.append("appear") }
                    .onDisappear { Self.log.events.append("disappear") }
            }
        }
    }
}

@Suite("Live previews: clock and appearance", .serialized)
struct LiveClockTests {
    @Test func theHostClockDrivesATimer() {
        let session = liveSession(TickingBars.self)
        session.advance(milliseconds: 250)
        #expect(session.svg(.light).contains("Ticks 2"))
        session.advance(milliseconds: 50)
        #expect(session.svg(.light).contains("Ticks 3"))
        session.advance(milliseconds: 2_700)
        #expect(session.svg(.light).contains("Ticks 30"))
        #expect(session.svg(.light).contains("Item 2"))
        #expect(session.announcement == "Item 2, Ticks 30")
    }

    @Test func appearanceCallbacksFollowTheTree() {
        AppearingView.log.events = []
        let session = liveSession(AppearingView.self)
        _ = session.svg(.light)
        #expect(AppearingView.log.events.isEmpty)  // static until the first event
        session.advance(milliseconds: 0)
        #expect(AppearingView.log.events == ["appear"])
        session.activate(0)
        session.activate(0)
        #expect(AppearingView.log.events == ["appear", "disappear", "appear"])
    }
}
