import Testing

@testable import StoryTimer

/// A ticker driven by hand: a test decides when time passes.
@MainActor
final class ManualTicker: Ticker {
    private(set) var startCount = 0
    private(set) var isTicking = false
    private var tick: (@MainActor () -> Void)?

    func start(_ tick: @escaping @MainActor () -> Void) {
        startCount += 1
        isTicking = true
        self.tick = tick
    }

    func stop() {
        isTicking = false
    }

    /// Delivers `count` ticks, even after `stop()`: a real timer's tick may already be on its way.
    func fire(_ count: Int = 1) {
        for _ in 0..<count {
            tick?()
        }
    }
}

@MainActor
@Suite("Story timer")
struct StoryTimerTests {
    let ticker = ManualTicker()

    func makeTimer() -> StoryTimer {
        StoryTimer(itemCount: 7, secondsPerItem: 3, ticker: ticker)
    }

    @Test("a new timer stands still at the first item until start()")
    func stoppedUntilStarted() {
        let timer = makeTimer()
        #expect(!timer.isRunning)
        #expect(ticker.startCount == 0)
        #expect(timer.position == StoryPosition(itemCount: 7, ticksPerItem: 30))
    }

    @Test("start() subscribes to the ticker and every tick moves the position")
    func ticksMoveThePosition() {
        let timer = makeTimer()
        timer.start()
        #expect(timer.isRunning)
        #expect(ticker.isTicking)
        ticker.fire(29)
        #expect(timer.position.currentIndex == 0)
        ticker.fire()
        #expect(timer.position.currentIndex == 1)
        #expect(timer.position.ticks == 30)
    }

    @Test("a second start() does not subscribe twice")
    func startIsIdempotent() {
        let timer = makeTimer()
        timer.start()
        timer.start()
        #expect(ticker.startCount == 1)
        ticker.fire()
        #expect(timer.position.ticks == 1)
    }

    @Test("cancel() stops the ticker, and a late tick changes nothing")
    func cancelStops() {
        let timer = makeTimer()
        timer.start()
        ticker.fire(10)
        timer.cancel()
        #expect(!timer.isRunning)
        #expect(!ticker.isTicking)
        ticker.fire(50)
        #expect(timer.position.ticks == 10)
    }

    @Test("after cancel() a new start() continues where the stories stopped")
    func restartContinues() {
        let timer = makeTimer()
        timer.start()
        ticker.fire(40)
        timer.cancel()
        timer.start()
        #expect(ticker.startCount == 2)
        ticker.fire(20)
        #expect(timer.position.ticks == 60)
        #expect(timer.position.currentIndex == 2)
    }

    @Test("advance(by:) works while playing, also back from the first item")
    func advanceWhilePlaying() {
        let timer = makeTimer()
        timer.start()
        ticker.fire(12)
        timer.advance(by: -1)
        #expect(timer.position.currentIndex == 6)
        #expect(timer.position.ticks == 180)
        ticker.fire(30)
        #expect(timer.position.currentIndex == 0)
    }

    @Test("onChange is called after every tick and every jump")
    func onChangeReportsEveryChange() {
        let timer = makeTimer()
        var changes = 0
        timer.onChange = { changes += 1 }
        timer.start()
        ticker.fire(5)
        timer.advance(by: 2)
        #expect(changes == 6)
    }

    @Test("the timer does not keep itself alive through the ticker")
    func noRetainCycle() {
        weak var weakTimer: StoryTimer?
        do {
            let timer = makeTimer()
            timer.start()
            weakTimer = timer
        }
        #expect(weakTimer == nil)
        ticker.fire()
    }
}
