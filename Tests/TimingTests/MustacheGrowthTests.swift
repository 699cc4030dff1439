import Mustache
import TestSupport
import Testing

@Suite("Deeply nested templates: CPU time", .tags(.timing))
struct MustacheGrowthTests {
    /// The small stack `MustacheTests`' deep-nesting tests parse on: parsing must not recurse
    /// with its input's nesting.
    static let meter = SmallStackMeter(stackSize: 1024 * 1024)

    static func nestedSections(_ depth: Int) -> String {
        String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
    }

    @Test("parsing deeply nested sections takes time linear in their number")
    func linearParse() throws {
        let small = Self.nestedSections(10_000)
        let large = Self.nestedSections(40_000)
        let smallCost = Self.meter.minimumCPUTime { _ = try? MustacheTemplate(small) }
        let largeCost = Self.meter.minimumCPUTime { _ = try? MustacheTemplate(large) }
        print("Mustache: 10,000 nested sections \(Int(smallCost / 1e6)) ms, 40,000 \(Int(largeCost / 1e6)) ms CPU")
        #expect(largeCost / smallCost <= 6, "4× the input took \(largeCost / smallCost)× the work")
    }
}
