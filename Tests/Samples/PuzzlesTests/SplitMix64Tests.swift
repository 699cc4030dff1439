import Testing

@testable import Puzzles

@Suite("SplitMix64")
struct SplitMix64Tests {
    @Test("matches the reference sequence for seed 1234567")
    func referenceSequence() {
        var generator = SplitMix64(seed: 1_234_567)
        let outputs = (0..<5).map { _ in generator.next() }
        #expect(
            outputs == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ]
        )
    }

    @Test("the same seed repeats the same sequence", arguments: [0, 1, 42, UInt64.max])
    func sameSeedSameSequence(seed: UInt64) {
        var first = SplitMix64(seed: seed)
        var second = SplitMix64(seed: seed)
        for _ in 0..<100 {
            #expect(first.next() == second.next())
        }
    }

    @Test("neighbouring seeds give unrelated sequences")
    func neighbouringSeedsDiffer() {
        var first = SplitMix64(seed: 7)
        var second = SplitMix64(seed: 8)
        let a = (0..<100).map { _ in first.next() }
        let b = (0..<100).map { _ in second.next() }
        #expect(Set(a).isDisjoint(with: b))
    }
}
