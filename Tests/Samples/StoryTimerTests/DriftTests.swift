import Testing

@testable import StoryTimer

/// The tutorial's progress: `0.1 / interval` added up as a `Double` once per tick.
private func naiveProgress(afterTicks count: Int, secondsPerItem interval: Double) -> Double {
    var progress = 0.0
    for _ in 0..<count {
        progress += 0.1 / interval
    }
    return progress
}

@Suite("Floating-point drift (regression)")
struct DriftTests {
    @Test(
        "after exactly one item's ticks the naive sum has not reached the next item, ours has",
        arguments: [(3.0, 1), (1.0, 1), (2.0, 3)]
    )
    func naiveSumLags(secondsPerItem: Double, item: Int) {
        var position = StoryPosition(itemCount: 7, secondsPerItem: secondsPerItem)
        let ticks = item * position.ticksPerItem
        let naive = naiveProgress(afterTicks: ticks, secondsPerItem: secondsPerItem)
        #expect(naive < Double(item))
        #expect(Int(naive) == item - 1)

        for _ in 0..<ticks {
            position.tick()
        }
        #expect(position.progress == Double(item))
        #expect(position.currentIndex == item)
    }

    @Test("with 7 images of 3 s the naive sum is late on six of seven switches, ours on none")
    func lateSwitchesInTheArticleExample() {
        var position = StoryPosition(itemCount: 7, secondsPerItem: 3)
        var naive = 0.0
        var naiveLate: [Int] = []
        var oursLate: [Int] = []
        for tick in 1...(7 * 30) {
            naive += 0.1 / 3
            position.tick()
            guard tick % 30 == 0 else { continue }
            let item = tick / 30
            // The tutorial wraps when the integer part reaches the count, so item 7 is the wrap to 0.
            if Int(naive) < item { naiveLate.append(item) }
            if position.currentIndex != item % 7 { oursLate.append(item) }
        }
        #expect(naiveLate == [1, 3, 4, 5, 6, 7])
        #expect(oursLate.isEmpty)
    }

    @Test("derived progress is exact on every item boundary for many intervals", arguments: 1...100)
    func exactBoundaries(tenths: Int) {
        var position = StoryPosition(itemCount: 3, ticksPerItem: tenths)
        for item in 1...2 {
            for _ in 0..<tenths {
                position.tick()
            }
            #expect(position.progress == Double(item))
            #expect(position.currentIndex == item)
        }
    }
}
