import DiaryUI
import Testing

/// Counts the dates an autoconnected timer sends, as SwiftUI code does with `onReceive`.
private struct TimerCounter: LiveTestView {
    private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()
    @State private var received: [Date] = []

    var body: some View {
        Text("Received \(received.count) at \(Int((received.last?.timeIntervalSinceReferenceDate ?? 0) * 1_000))")
            .onReceive(timer) { received.append($0) }
    }
}

/// Subscribes to a timer that was never connected.
private struct UnconnectedTimer: LiveTestView {
    @State private var count = 0

    var body: some View {
        Text("Count \(count)")
            .onReceive(Timer.publish(every: 0.1, on: .main, in: .common)) { _ in count += 1 }
    }
}

/// A ticking view a button removes and brings back.
private struct RemovableTimer: LiveTestView {
    @State private var shown = true
    @State private var ticks = 0

    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            Text("Ticks \(ticks)")
            if shown {
                Text("Timer")
                    .onReceive(Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()) { _ in ticks += 1 }
            }
        }
    }
}

/// Records `Date.now` when tapped.
private struct TapClock: LiveTestView {
    @State private var tappedAt = -1.0

    var body: some View {
        Text("Tapped at \(Int(tappedAt * 1_000))")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture { tappedAt = Date.now.timeIntervalSinceReferenceDate }
    }
}

/// A screen-wide background that cancels and a button under it, as a modal gate covers the app.
private struct CoveredButton: LiveTestView {
    @State private var log = "none"

    var body: some View {
        ZStack {
            Button("Under") { log = "under" }
            Color.black.opacity(0.5)
                .onTapGesture { log = "background" }
                .accessibilityLabel("Close")
            Button("Panel") { log = "panel" }
                .frame(width: 60, height: 30)
                .background(Color.white)
            Text(log).offset(y: 40)
        }
    }
}

@Suite("Live previews: Timer.publish and onReceive", .serialized)
struct LiveTimerPublisherTests {
    @Test func anAutoconnectedTimerSendsTheHostDateEveryInterval() {
        let session = liveSession(TimerCounter.self)
        #expect(session.svg(.light) == staticPreview(TimerCounter.self).lightSVG, "static: before the first tick")
        #expect(session.svg(.light).contains("Received 0 at 0"))
        session.advance(milliseconds: 250)
        #expect(session.svg(.light).contains("Received 2 at 200"))
        session.advance(milliseconds: 1_750)
        #expect(session.svg(.light).contains("Received 20 at 2000"))
    }

    @Test func aTimerThatIsNotConnectedSendsNothing() {
        let session = liveSession(UnconnectedTimer.self)
        session.advance(milliseconds: 1_000)
        #expect(session.svg(.light).contains("Count 0"))
    }

    @Test func theSubscriptionLastsWhileTheViewIsOnScreen() {
        let session = liveSession(RemovableTimer.self)
        session.advance(milliseconds: 1_000)
        #expect(session.svg(.light).contains("Ticks 2"))
        session.activate(0)  // the view leaves: no more ticks
        session.advance(milliseconds: 2_000)
        #expect(session.svg(.light).contains("Ticks 2"))
        session.activate(0)  // back at 3000 ms: the first tick comes one interval later
        session.advance(milliseconds: 400)
        #expect(session.svg(.light).contains("Ticks 2"))
        session.advance(milliseconds: 100)
        #expect(session.svg(.light).contains("Ticks 3"))
    }

    @Test func dateNowInAnActionIsTheHostTime() {
        let session = liveSession(TapClock.self)
        #expect(Date.now == Date(timeIntervalSinceReferenceDate: 0), "outside events the clock reads its start")
        session.advance(milliseconds: 1_250)
        session.pointerDown(x: 100, y: 50)
        session.pointerUp(x: 100, y: 50)
        #expect(session.svg(.light).contains("Tapped at 1250"))
    }

    @Test func aCoveredControlIsNotExposedToTheKeyboard() throws {
        let session = liveSession(CoveredButton.self)
        #expect(session.controls.map(\.label) == ["Close", "Panel"])
        let close = try #require(session.controls.firstIndex { $0.label == "Close" })
        session.activate(close)
        #expect(session.svg(.light).contains(">background</text>"))
        // The pointer agrees: the middle is the panel's button, a corner is the background.
        session.pointerDown(x: 100, y: 50)
        session.pointerUp(x: 100, y: 50)
        #expect(session.svg(.light).contains(">panel</text>"))
    }
}
