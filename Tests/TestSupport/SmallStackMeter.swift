import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread with a small stack, and measures that thread's CPU time, which other
/// processes on a shared machine disturb far less than wall time.
///
/// Work that recursed with its input's nesting would overflow the stack and crash the test, so a
/// passing run shows the work does not recurse that way.
public struct SmallStackMeter: Sendable {
    /// The stack size of the thread, in bytes.
    public var stackSize: Int

    /// A meter whose threads get `stackSize` bytes of stack.
    public init(stackSize: Int) {
        self.stackSize = stackSize
    }

    /// The result of `body`, run on a thread with the small stack.
    public func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        run(body).result
    }

    /// The least CPU time, in nanoseconds, of three runs of `body` on the small stack.
    public func minimumCPUTime(_ body: @escaping @Sendable () -> Void) -> Double {
        measure(runs: 3, body).nanoseconds
    }

    /// The result of `body` and the least CPU time, in nanoseconds, of `runs` runs of it on the
    /// small stack.
    public func measure<Result: Sendable>(runs: Int, _ body: @escaping @Sendable () -> Result) -> (
        result: Result, nanoseconds: Double
    ) {
        let measured = (0..<max(1, runs)).map { _ in run(body) }
        return (measured[0].result, measured.map(\.nanoseconds).min() ?? 0)
    }

    private func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> (
        result: Result, nanoseconds: Double
    ) {
        let outcome = Mutex<(Result, Double)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let start = Self.cpuTime()
            let result = body()
            let elapsed = Self.cpuTime() - start
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
