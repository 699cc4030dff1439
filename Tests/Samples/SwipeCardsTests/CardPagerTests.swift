import SampleTestSupport
import Testing

@testable import SwipeCards

/// One card as wide as a modern phone screen, in points.
private let width = 390.0

@Suite("CardPager: release rules")
struct CardPagerReleaseTests {
    /// A release case: the starting card, the predicted end translation, and the card the row settles on.
    struct Release: Sendable, CustomTestStringConvertible {
        let start: Int
        let predicted: Double
        let expected: Int

        var testDescription: String { "card \(start), predicted \(predicted) -> card \(expected)" }
    }

    @Test(
        "Five cards: left goes forward, right goes back, short drags and the edges stay",
        arguments: [
            Release(start: 2, predicted: -width, expected: 3),
            Release(start: 2, predicted: -width / 2 - 0.5, expected: 3),
            Release(start: 2, predicted: -width / 2, expected: 2),
            Release(start: 2, predicted: -100, expected: 2),
            Release(start: 2, predicted: 0, expected: 2),
            Release(start: 2, predicted: 100, expected: 2),
            Release(start: 2, predicted: width / 2, expected: 2),
            Release(start: 2, predicted: width / 2 + 0.5, expected: 1),
            Release(start: 2, predicted: width * 3, expected: 1),
            Release(start: 4, predicted: -width, expected: 4),
            Release(start: 0, predicted: width, expected: 0),
            Release(start: 0, predicted: -width, expected: 1),
            Release(start: 4, predicted: width, expected: 3),
        ]
    )
    func release(_ release: Release) {
        var pager = CardPager(count: 5, index: release.start)
        #expect(
            pager.indexAfterRelease(predictedEndTranslation: release.predicted, width: width) == release.expected
        )
        pager.release(predictedEndTranslation: release.predicted, width: width)
        #expect(pager.index == release.expected)
    }

    @Test("A single card never moves")
    func singleCard() {
        var pager = CardPager(count: 1)
        for predicted in [-width, width] {
            pager.release(predictedEndTranslation: predicted, width: width)
            #expect(pager.index == 0)
        }
    }

    @Test("An empty row stays at index 0")
    func emptyRow() {
        var pager = CardPager(count: 0, index: 3)
        #expect(pager.count == 0)
        #expect(pager.index == 0)
        pager.release(predictedEndTranslation: -width, width: width)
        #expect(pager.index == 0)
        pager.release(predictedEndTranslation: width, width: width)
        #expect(pager.index == 0)
    }

    @Test(
        "The index is clamped to the first and the last card",
        arguments: [(-3, 0), (0, 0), (2, 2), (4, 4), (5, 4), (40, 4)]
    )
    func clamping(requested: Int, expected: Int) {
        #expect(CardPager(count: 5, index: requested).index == expected)
        var pager = CardPager(count: 5, index: 2)
        pager.move(to: requested)
        #expect(pager.index == expected)
    }

    @Test("Random swipes keep the index in range and move it by at most one card")
    func randomSwipes() {
        var generator = SeededGenerator(seed: 0x5EED_CA4D)
        for _ in 0..<200 {
            let count = Int.random(in: 1...8, using: &generator)
            var pager = CardPager(count: count, index: Int.random(in: 0..<count, using: &generator))
            for _ in 0..<30 {
                let before = pager.index
                let predicted = Double.random(in: -2 * width...2 * width, using: &generator)
                pager.release(predictedEndTranslation: predicted, width: width)
                #expect((0..<count).contains(pager.index))
                #expect(abs(pager.index - before) <= 1)
                if abs(predicted) <= width / 2 {
                    #expect(pager.index == before)
                }
            }
        }
    }
}

@Suite("CardPager: offset")
struct CardPagerOffsetTests {
    @Test("At rest the row is shifted by whole cards plus their gaps", arguments: 0..<5)
    func restingOffset(index: Int) {
        let pager = CardPager(count: 5, index: index)
        #expect(pager.spacing == 10)
        #expect(pager.offset(width: width) == -(width + 10) * Double(index))
    }

    @Test("While dragging the row follows the finger exactly", arguments: [-120.0, -0.5, 0, 3, 250])
    func followsFinger(translation: Double) {
        for index in 0..<5 {
            let pager = CardPager(count: 5, index: index, spacing: 12)
            let rest = pager.offset(width: width)
            #expect(pager.offset(width: width, translation: translation) == rest + translation)
        }
    }

    /// The tutorial's offset while dragging: it forgets the gaps between the cards.
    private func tutorialDragOffset(width: Double, index: Int, translation: Double) -> Double {
        translation - width * Double(index)
    }

    /// The tutorial's offset at rest, after the release animation.
    private func tutorialRestingOffset(width: Double, spacing: Double, index: Int) -> Double {
        -(width + spacing) * Double(index)
    }

    @Test("Regression: the tutorial jumps by spacing x index when a drag starts, ours does not", arguments: 0..<5)
    func noJumpWhenDragStarts(index: Int) {
        let spacing = CardPager.defaultSpacing
        let tutorialJump =
            tutorialDragOffset(width: width, index: index, translation: 0)
            - tutorialRestingOffset(width: width, spacing: spacing, index: index)
        #expect(tutorialJump == spacing * Double(index))

        let pager = CardPager(count: 5, index: index)
        #expect(pager.offset(width: width) == tutorialRestingOffset(width: width, spacing: spacing, index: index))
        #expect(pager.offset(width: width, translation: 0) - pager.offset(width: width) == 0)
    }
}
