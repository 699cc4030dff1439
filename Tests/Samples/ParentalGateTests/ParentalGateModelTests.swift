import Puzzles
import Testing

@testable import ParentalGate

@Suite("Parental gate panel")
struct ParentalGateModelTests {
    /// A gate that has just appeared while the app is asking.
    static func shownGate(seed: UInt64 = 2023) -> (gate: ParentalGateModel<SplitMix64>, state: AccessState) {
        var gate = ParentalGateModel(generator: SplitMix64(seed: seed))
        gate.appear()
        return (gate, .request)
    }

    @Test("there is no puzzle before the panel appears")
    func noPuzzleBeforeAppearance() {
        let gate = ParentalGateModel(generator: SplitMix64(seed: 1))
        #expect(gate.puzzle == nil)
    }

    @Test("every appearance draws the next puzzle from the injected generator")
    func freshPuzzleOnEveryAppearance() {
        var gate = ParentalGateModel(generator: SplitMix64(seed: 7))
        var reference = SplitMix64(seed: 7)
        var shown: [Puzzle] = []
        for _ in 0..<5 {
            gate.appear()
            let expected = Puzzle.random(using: &reference)
            #expect(gate.puzzle == expected)
            shown.append(expected)
        }
        #expect(Set(shown.map(\.equation.description)).count > 1)
    }

    @Test("the right answer lets the parent in and uses up the puzzle", arguments: [1, 2, 3, 42, 2023] as [UInt64])
    func rightAnswer(seed: UInt64) throws {
        var (gate, state) = Self.shownGate(seed: seed)
        let puzzle = try #require(gate.puzzle)
        gate.choose(optionAt: puzzle.rightIndex, state: &state)
        #expect(state == .parent)
        #expect(!state.showsGate)
        #expect(gate.puzzle == nil)
    }

    @Test("every wrong answer sends the phone back to the child", arguments: [1, 2, 3, 42, 2023] as [UInt64])
    func wrongAnswers(seed: UInt64) throws {
        let puzzle = try #require(Self.shownGate(seed: seed).gate.puzzle)
        let wrongIndices = puzzle.options.indices.filter { $0 != puzzle.rightIndex }
        #expect(wrongIndices.count == 2)
        for index in wrongIndices {
            var (gate, state) = Self.shownGate(seed: seed)
            gate.choose(optionAt: index, state: &state)
            #expect(state == .child)
            #expect(gate.puzzle == nil)
        }
    }

    @Test("a tap on the background cancels the request")
    func backgroundTap() {
        var (gate, state) = Self.shownGate()
        gate.tapBackground(state: &state)
        #expect(state == .child)
        #expect(gate.puzzle == nil)
    }

    @Test("answers that arrive when the gate is closed change nothing", arguments: [AccessState.child, .parent])
    func lateAnswers(state closedState: AccessState) throws {
        var (gate, _) = Self.shownGate()
        let puzzle = try #require(gate.puzzle)
        for index in puzzle.options.indices {
            var state = closedState
            gate.choose(optionAt: index, state: &state)
            #expect(state == closedState)
        }
        var state = closedState
        gate.tapBackground(state: &state)
        #expect(state == closedState)
    }

    @Test("a second tap after the answer is ignored")
    func secondTapIgnored() throws {
        var (gate, state) = Self.shownGate()
        let puzzle = try #require(gate.puzzle)
        let wrongIndex = (puzzle.rightIndex + 1) % puzzle.options.count
        gate.choose(optionAt: wrongIndex, state: &state)
        #expect(state == .child)
        // Even if the app asks again before the panel reappears, the used puzzle does not open it.
        state.next()
        gate.choose(optionAt: puzzle.rightIndex, state: &state)
        #expect(state == .request)
    }

    @Test("a whole visit: ask, fail, ask again with a new puzzle, succeed, hand back")
    func wholeVisit() throws {
        var gate = ParentalGateModel(generator: SplitMix64(seed: 99))
        var state = AccessState.child
        state.next()
        #expect(state.showsGate)
        gate.appear()
        let first = try #require(gate.puzzle)
        gate.choose(optionAt: (first.rightIndex + 1) % 3, state: &state)
        #expect(state == .child)

        state.next()
        gate.appear()
        let second = try #require(gate.puzzle)
        gate.choose(optionAt: second.rightIndex, state: &state)
        #expect(state == .parent)

        state.next()
        #expect(state == .child)
    }

    @Test("the default initializer draws valid puzzles from the system generator")
    func systemGenerator() throws {
        var gate = ParentalGateModel()
        for _ in 0..<100 {
            gate.appear()
            let puzzle = try #require(gate.puzzle)
            #expect(puzzle.options[puzzle.rightIndex] == puzzle.equation.result)
        }
    }
}
