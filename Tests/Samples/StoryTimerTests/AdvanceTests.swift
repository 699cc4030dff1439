import Testing

@testable import StoryTimer

/// The index formula of the popular tutorial, kept here only to show its defect.
private func tutorialIndex(from index: Int, advancedBy n: Int, count: Int) -> Int {
    max((index + n) % count, 0)
}

/// The expected index, found by walking whole laps instead of using `%`.
private func expectedIndex(from index: Int, advancedBy n: Int, count: Int) -> Int {
    var result = index + n
    while result < 0 { result += count }
    while result >= count { result -= count }
    return result
}

@Suite("Advancing through the stories")
struct AdvanceTests {
    /// A position of 7 items, 3 s each, `extraTicks` into item `index`.
    static func position(at index: Int, extraTicks: Int = 0) -> StoryPosition {
        var position = StoryPosition(itemCount: 7, secondsPerItem: 3)
        for _ in 0..<(index * 30 + extraTicks) {
            position.tick()
        }
        return position
    }

    @Test("advance(by:) jumps to the start of the item n places away, wrapping both ways")
    func everyIndexAndStep() {
        for index in 0..<7 {
            for n in -20...20 {
                var position = Self.position(at: index, extraTicks: 17)
                position.advance(by: n)
                let expected = expectedIndex(from: index, advancedBy: n, count: 7)
                #expect(position.currentIndex == expected, "from \(index) by \(n)")
                #expect(position.ticks == expected * 30, "lands on the start of the item")
            }
        }
    }

    @Test("advance(by: 0) restarts the current item")
    func restart() {
        var position = Self.position(at: 3, extraTicks: 12)
        position.advance(by: 0)
        #expect(position.currentIndex == 3)
        #expect(position.barProgress(at: 3) == 0)
    }

    @Test("stepping forward from the last item gives the first")
    func forwardFromLast() {
        var position = Self.position(at: 6, extraTicks: 5)
        position.advance(by: 1)
        #expect(position.currentIndex == 0)
        #expect(tutorialIndex(from: 6, advancedBy: 1, count: 7) == 0)
    }

    @Test("regression: stepping back from the first item gives the last, where the tutorial gives 0")
    func backFromFirst() {
        var position = Self.position(at: 0, extraTicks: 10)
        position.advance(by: -1)
        #expect(position.currentIndex == 6)
        #expect(tutorialIndex(from: 0, advancedBy: -1, count: 7) == 0)
    }

    @Test("regression: the tutorial formula is wrong for every backward wrap, ours never", arguments: 1...6)
    func backwardWraps(steps: Int) {
        for index in 0..<steps {
            var position = Self.position(at: index)
            position.advance(by: -steps)
            let expected = index - steps + 7
            #expect(position.currentIndex == expected)
            #expect(tutorialIndex(from: index, advancedBy: -steps, count: 7) == 0)
        }
    }
}
