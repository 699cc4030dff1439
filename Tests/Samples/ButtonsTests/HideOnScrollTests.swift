import SampleTestSupport
import Testing

@testable import Buttons

@Suite("Hide on scroll")
struct HideOnScrollTests {
    @Test("Buttons start visible")
    func startsVisible() {
        let hider = HideOnScroll()
        #expect(!hider.isHidden)
        #expect(hider.showAt == nil)
    }

    @Test("The first scroll event hides the buttons at once")
    func firstEventHides() {
        var hider = HideOnScroll()
        hider.scrolled(at: 5_000)
        #expect(hider.isHidden)
        hider.advance(to: 5_000)
        #expect(hider.isHidden)
    }

    @Test("Buttons come back exactly one second after a single event")
    func showsAfterOneSecond() {
        var hider = HideOnScroll()
        hider.scrolled(at: 200)
        #expect(hider.showAt == 1_200)
        hider.advance(to: 1_199)
        #expect(hider.isHidden)
        hider.advance(to: 1_200)
        #expect(!hider.isHidden)
        #expect(hider.showAt == nil)
    }

    @Test("Each new event pushes the return to one second after the last one")
    func lastEventCounts() {
        var hider = HideOnScroll()
        hider.scrolled(at: 0)
        hider.advance(to: 900)
        hider.scrolled(at: 900)
        hider.advance(to: 1_500)
        // One second after the first event has passed, but not after the last.
        #expect(hider.isHidden)
        hider.advance(to: 1_899)
        #expect(hider.isHidden)
        hider.advance(to: 1_900)
        #expect(!hider.isHidden)
    }

    @Test("Time passing without events changes nothing")
    func idleTime() {
        var hider = HideOnScroll()
        hider.advance(to: 10_000)
        #expect(!hider.isHidden)
        #expect(hider.showAt == nil)
    }

    @Test("A late check still shows the buttons")
    func lateCheck() {
        var hider = HideOnScroll()
        hider.scrolled(at: 0)
        hider.advance(to: 60_000)
        #expect(!hider.isHidden)
    }

    @Test("A new burst after the buttons came back hides them again")
    func secondBurst() {
        var hider = HideOnScroll()
        hider.scrolled(at: 0)
        hider.advance(to: 1_000)
        #expect(!hider.isHidden)
        hider.scrolled(at: 3_000)
        #expect(hider.isHidden)
        #expect(hider.showAt == 4_000)
    }

    @Test("Random bursts: hidden exactly while less than a second has passed since the last event")
    func randomBursts() {
        var random = SeededGenerator(seed: 0xB177_DE)
        for _ in 0..<200 {
            var hider = HideOnScroll()
            var now = 0
            var lastEvent: Int?
            for _ in 0..<40 {
                now += Int(random.next() % 1_500)
                if random.next() % 2 == 0 {
                    hider.scrolled(at: now)
                    lastEvent = now
                } else {
                    hider.advance(to: now)
                }
                let expected = lastEvent.map { now - $0 < HideOnScroll.showDelay } ?? false
                #expect(hider.isHidden == expected)
            }
        }
    }
}
