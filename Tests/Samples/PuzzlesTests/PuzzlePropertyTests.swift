import Testing

@testable import Puzzles

/// Every rule of the puzzle generator, checked on the puzzles of 10,000 seeds.
@Suite("Puzzle generation over 10,000 seeds")
struct PuzzlePropertyTests {
    static let seedCount: UInt64 = 10_000
    static let puzzles: [Puzzle] = (1...seedCount).map { seed in
        var generator = SplitMix64(seed: seed)
        return Puzzle.random(using: &generator)
    }

    /// The broken rules of one puzzle, worked out independently of the generator's code.
    static func violations(of puzzle: Puzzle) -> [String] {
        let (a, b, result) = (puzzle.equation.a, puzzle.equation.b, puzzle.equation.result)
        let singleDigit = 1...9
        var broken: [String] = []
        switch puzzle.equation.operation {
        case .addition, .multiplication:
            let expected = puzzle.equation.operation == .addition ? a + b : a * b
            if !singleDigit.contains(a) || !singleDigit.contains(b) { broken.append("operands not single digits") }
            if result != expected { broken.append("wrong result") }
            if result <= 10 { broken.append("result not above 10") }
        case .subtraction, .division:
            let undone = puzzle.equation.operation == .subtraction ? result + b : result * b
            if !(11...99).contains(a) { broken.append("first number not two-digit above 10") }
            if !singleDigit.contains(b) { broken.append("second number not a single digit") }
            if !singleDigit.contains(result) { broken.append("result not a single digit") }
            if undone != a { broken.append("wrong result") }
        }
        if puzzle.options.count != 3 { broken.append("not three options") }
        if Set(puzzle.options).count != puzzle.options.count { broken.append("options repeat") }
        if !puzzle.options.indices.contains(puzzle.rightIndex) || puzzle.options[puzzle.rightIndex] != result {
            broken.append("right answer missing")
        }
        if puzzle.options.contains(where: { $0 <= 0 || abs($0 - result) > Puzzle.spread }) {
            broken.append("an option is far off or not positive")
        }
        return broken
    }

    @Test("every puzzle keeps every rule")
    func everyRuleHolds() {
        let broken = Self.puzzles.enumerated().compactMap { index, puzzle in
            let violations = Self.violations(of: puzzle)
            return violations.isEmpty ? nil : "seed \(index + 1), \(puzzle.equation): \(violations)"
        }
        let brokenCount = broken.count
        #expect(brokenCount == 0, "first broken puzzles: \(broken.prefix(5))")
    }

    @Test("only the right option counts as right")
    func onlyRightOptionIsRight() {
        for puzzle in Self.puzzles {
            let right = puzzle.options.indices.filter { puzzle.isRight(optionAt: $0) }
            #expect(right == [puzzle.rightIndex])
        }
    }

    @Test("the right answer visits every position about equally often")
    func positionVaries() {
        var counts = [0, 0, 0]
        for puzzle in Self.puzzles {
            counts[puzzle.rightIndex] += 1
        }
        // A fair draw puts about 3,333 at each place; 2,500 leaves a margin of over fifteen standard deviations.
        #expect(counts.allSatisfy { $0 > 2_500 }, "\(counts)")
    }

    @Test("all four operations come up", arguments: ArithmeticOperation.allCases)
    func operationComesUp(operation: ArithmeticOperation) {
        let count = Self.puzzles.count { $0.equation.operation == operation }
        #expect(count > 2_000, "\(count) of \(Self.seedCount)")
    }

    @Test("every fitting pair of digits shows up", arguments: ArithmeticOperation.allCases)
    func wholeRangeIsCovered(operation: ArithmeticOperation) {
        let direct = operation == .addition || operation == .subtraction ? (+) : (*) as (Int, Int) -> Int
        var expected: Set<[Int]> = []
        for a in 1...9 {
            for b in 1...9 where direct(a, b) > 10 {
                // Subtraction and division show the direct example read backwards.
                let isDirect = operation == .addition || operation == .multiplication
                expected.insert(isDirect ? [a, b] : [direct(a, b), b])
            }
        }
        let seen = Set(
            Self.puzzles.filter { $0.equation.operation == operation }.map { [$0.equation.a, $0.equation.b] }
        )
        #expect(seen == expected)
    }

    @Test("the same seed gives the same puzzle")
    func deterministic() {
        for seed: UInt64 in [1, 99, 12_345] {
            var first = SplitMix64(seed: seed)
            var second = SplitMix64(seed: seed)
            #expect(Puzzle.random(using: &first) == Puzzle.random(using: &second))
        }
    }

    @Test("zero and one can never start a fitting + or × example")
    func zeroAndOneNeverQualify() {
        #expect(Puzzle.digits == 1...9)
        for small in 0...1 {
            for digit in 0...9 {
                #expect(small + digit <= 10 && small * digit <= 10)
            }
        }
    }
}
