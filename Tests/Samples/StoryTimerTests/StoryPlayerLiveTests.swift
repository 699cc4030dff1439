import DiaryUI
import Testing

@testable import StoryTimer

/// The article's live story screen, driven by the host's clock and taps as the page drives it.
@Suite("Story player, live")
struct StoryPlayerLiveTests {
    static func session() -> LivePreviewSession {
        LivePreviewSession.sessions(of: StoryPlayerPreviews.self, idPrefix: "t")[0]
    }

    /// Where seven items of three seconds are after `ticks` ticks, worked out by the position alone.
    static func position(afterTicks ticks: Int) -> StoryPosition {
        var position = StoryPosition(itemCount: 7, secondsPerItem: 3)
        for _ in 0..<ticks { position.tick() }
        return position
    }

    static func press(_ label: String, in session: LivePreviewSession) throws {
        let index = try #require(session.controls.firstIndex { $0.label == label })
        session.activate(index)
    }

    @Test("before any event the player is the static picture: the first item, empty bars")
    func staticFrame() {
        let session = Self.session()
        let still = renderPreviews(of: StoryPlayerPreviews.self, idPrefix: "t")[0]
        #expect(session.svg(.light) == still.lightSVG)
        StoryPreviewTests().expectBars(
            StoryPreviewTests.drawnBars(in: still.lightSVG), show: [Self.position(afterTicks: 0)])
        #expect(session.controls.map(\.label) == ["Назад", "Вперёд"])
    }

    @Test("the bars fill with the host's clock: after 4 s bar 1 is full and bar 2 a third")
    func barsFillInRealTime() {
        let session = Self.session()
        session.advance(milliseconds: 4_000)
        let position = Self.position(afterTicks: 40)
        #expect(position.barProgress(at: 0) == 1)
        #expect(position.barProgress(at: 1) > 0.33 && position.barProgress(at: 1) < 0.34)
        let svg = session.svg(.light)
        StoryPreviewTests().expectBars(StoryPreviewTests.drawnBars(in: svg), show: [position])
        #expect(svg.contains(">2 / 7</text>"))
        #expect(session.announcement == "2 / 7", "the live region hears the new item")
    }

    @Test("the right half steps forward, the left half back, also back from the first item")
    func tapsStep() throws {
        let session = Self.session()
        try Self.press("Назад", in: session)
        #expect(session.svg(.light).contains(">7 / 7</text>"))
        #expect(session.announcement == "7 / 7")
        try Self.press("Вперёд", in: session)
        #expect(session.svg(.light).contains(">1 / 7</text>"))
        // The pointer: a tap on the right quarter of the screen.
        let right = try #require(session.controls.last).frame
        session.pointerDown(x: right.midX, y: right.midY)
        session.pointerUp(x: right.midX, y: right.midY)
        #expect(session.svg(.light).contains(">2 / 7</text>"))
        // A step starts the item from its beginning: its bar is empty again.
        StoryPreviewTests().expectBars(
            StoryPreviewTests.drawnBars(in: session.svg(.light)), show: [Self.position(afterTicks: 30)])
    }
}
