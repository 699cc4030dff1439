import SwiftHighlighter
import TestSupport
import Testing

@Suite("Deeply nested Swift source: CPU time", .tags(.timing))
struct HighlighterGrowthTests {
    /// The small stack `SwiftHighlighterTests`' deep-nesting tests highlight on.
    static let meter = SmallStackMeter(stackSize: 256 * 1024)

    @Test("100,000 levels highlight in time linear in the size", arguments: DeepSwiftSources.byName.keys.sorted())
    func linearHighlighting(_ name: String) throws {
        let makeSource = try #require(DeepSwiftSources.byName[name])
        let small = makeSource(25_000)
        let large = makeSource(100_000)
        let smallCost = Self.meter.minimumCPUTime { _ = SwiftHighlighter.html(small) }
        let largeCost = Self.meter.minimumCPUTime { _ = SwiftHighlighter.html(large) }
        // Linear work gives 4×; quadratic 16×. The bound leaves room for a busy machine's noise.
        #expect(largeCost / smallCost <= 9, "4× the input took \(largeCost / smallCost)× the work")
    }
}
