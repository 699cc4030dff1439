import Testing

@testable import StoryTimer

@Suite("Story position")
struct StoryPositionTests {
    /// The example from the article: 7 images, 3 seconds each.
    static func sevenByThree() -> StoryPosition {
        StoryPosition(itemCount: 7, secondsPerItem: 3)
    }

    static func position(afterTicks count: Int, of position: StoryPosition = sevenByThree()) -> StoryPosition {
        var position = position
        for _ in 0..<count {
            position.tick()
        }
        return position
    }

    @Test("a tick lasts 0.1 s, so seconds become tenths", arguments: [(3.0, 30), (1.0, 10), (0.5, 5), (2.2, 22)])
    func ticksPerItem(seconds: Double, expected: Int) {
        #expect(StoryPosition.tickInterval == 0.1)
        #expect(StoryPosition(itemCount: 7, secondsPerItem: seconds).ticksPerItem == expected)
    }

    @Test("a new position starts at the beginning of the first item")
    func startsAtZero() {
        let position = Self.sevenByThree()
        #expect(position.ticks == 0)
        #expect(position.progress == 0)
        #expect(position.currentIndex == 0)
    }

    @Test("progress grows by one item per ticksPerItem ticks, and the shown item is Int(progress)")
    func progressPerItem() {
        var position = Self.sevenByThree()
        for tick in 0..<(7 * 30) {
            #expect(position.ticks == tick)
            #expect(position.progress == Double(tick) / 30)
            #expect(position.currentIndex == tick / 30)
            #expect(position.currentIndex == Int(position.progress))
            position.tick()
        }
    }

    @Test("the item switches exactly on the tick that ends the previous one", arguments: 1..<7)
    func switchesOnTheTick(item: Int) {
        let justBefore = Self.position(afterTicks: item * 30 - 1)
        #expect(justBefore.currentIndex == item - 1)
        var onTheTick = justBefore
        onTheTick.tick()
        #expect(onTheTick.currentIndex == item)
        #expect(onTheTick.progress == Double(item))
    }

    @Test("after the last item the first one comes again")
    func wrapsAround() {
        let lastTick = Self.position(afterTicks: 7 * 30 - 1)
        #expect(lastTick.currentIndex == 6)
        var wrapped = lastTick
        wrapped.tick()
        #expect(wrapped.ticks == 0)
        #expect(wrapped.currentIndex == 0)
        #expect(Self.position(afterTicks: 2 * 7 * 30 + 45) == Self.position(afterTicks: 45))
    }

    @Test("halfway through the second item the bars read 1, 0.5, then 0")
    func barsHalfway() {
        let position = Self.position(afterTicks: 45)
        let bars = (0..<7).map { position.barProgress(at: $0) }
        #expect(bars == [1, 0.5, 0, 0, 0, 0, 0])
    }

    @Test("watched bars are full, coming ones empty, the current one matches the ticks within its item")
    func barsAtEveryTick() {
        var position = Self.sevenByThree()
        for _ in 0..<(7 * 30) {
            for bar in 0..<7 {
                let value = position.barProgress(at: bar)
                if bar < position.currentIndex {
                    #expect(value == 1)
                } else if bar > position.currentIndex {
                    #expect(value == 0)
                } else {
                    // progress - index rounds twice, so allow a few ulps.
                    #expect(abs(value - Double(position.ticks % 30) / 30) < 1e-12)
                }
            }
            position.tick()
        }
    }
}
