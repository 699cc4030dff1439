import Foundation
import SwiftHighlighter
import Synchronization
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Deeply nested Swift source")
struct DeepNestingTests {
    /// Sources that nest `depth` levels deep, by name.
    static let sources: [String: @Sendable (_ depth: Int) -> String] = [
        "unclosed interpolations": { String(repeating: "\"\\(", count: $0) },
        "closed interpolations": {
            String(repeating: "\"\\(", count: $0) + "\"x\"" + String(repeating: ")\"", count: $0)
        },
        "raw string interpolations": { String(repeating: "#\"\\#(", count: $0) },
        "multi-line interpolations": { String(repeating: "\"\"\"\n\\(", count: $0) },
        "parentheses in an interpolation": {
            "\"\\(" + String(repeating: "(", count: $0) + String(repeating: ")", count: $0) + ")\""
        },
        "unclosed block comments": { String(repeating: "/* ", count: $0) },
        "closed block comments": { String(repeating: "/* ", count: $0) + String(repeating: "*/ ", count: $0) },
        "long raw delimiter": { String(repeating: "#", count: $0) + "\"" + String(repeating: "\\#", count: $0) },
    ]

    @Test("100,000 levels highlight completely, in time linear in the size", arguments: sources.keys.sorted())
    func deepSource(_ name: String) throws {
        let makeSource = try #require(Self.sources[name])
        let source = makeSource(100_000)
        let html = HighlighterMeter.onSmallStack { SwiftHighlighter.html(source) }
        let tokens = HighlighterMeter.onSmallStack { SwiftHighlighter.tokens(in: source) }
        #expect(tokens.map(\.text).joined() == source)
        #expect(try HighlightedHTML.segments(of: html) == HTMLSegment.expected(from: tokens))

        let small = makeSource(25_000)
        let smallCost = HighlighterMeter.minimumCPUTime { _ = SwiftHighlighter.html(small) }
        let largeCost = HighlighterMeter.minimumCPUTime { _ = SwiftHighlighter.html(source) }
        // Linear work gives 4×; quadratic 16×. The bound leaves room for a busy machine's noise.
        #expect(largeCost / smallCost <= 9, "4× the input took \(largeCost / smallCost)× the work")
    }
}

/// Runs work on a thread with a small stack and measures that thread's CPU time, which other
/// processes on a shared machine disturb far less than wall time.
enum HighlighterMeter {
    /// Work that recursed with its input's nesting would overflow this stack.
    static let stackSize = 256 * 1024

    static func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        run(body).result
    }

    /// The least CPU time, in nanoseconds, of three runs.
    static func minimumCPUTime(_ body: @escaping @Sendable () -> Void) -> Double {
        (0..<3).map { _ in run(body).nanoseconds }.min() ?? 0
    }

    private static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> (
        result: Result, nanoseconds: Double
    ) {
        let outcome = Mutex<(Result, Double)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let start = cpuTime()
            let result = body()
            let elapsed = cpuTime() - start
            outcome.withLock { $0 = (result, elapsed) }
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
        return outcome.withLock { $0! }
    }

    private static func cpuTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
