import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs work on a thread of its own with a small stack, and measures the CPU time that thread
/// spends, which other processes on a shared machine disturb far less than wall time.
enum WorkMeter {
    /// The usual 1 MiB secondary-thread stack of Darwin, an eighth of Linux's 8 MiB: work that
    /// recursed with its input's nesting (50,000 levels and more here) would overflow it, while
    /// rendering at the 100-level limit fits even with a debug build's large frames (the
    /// sanitising HTML writer needs more than 256 KiB there).
    static let smallStackSize = 1024 * 1024

    /// The result of `body`, run on a thread with a ``smallStackSize`` stack.
    static func onSmallStack<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        run(body).result
    }

    /// The result of `body` and the least CPU time, in nanoseconds, of `runs` runs of it on a
    /// small-stack thread.
    static func measure<Result: Sendable>(runs: Int, _ body: @escaping @Sendable () -> Result) -> (
        result: Result, nanoseconds: Double
    ) {
        let measured = (0..<max(1, runs)).map { _ in run(body) }
        return (measured[0].result, measured.map(\.nanoseconds).min() ?? 0)
    }

    private static func run<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> (
        result: Result, nanoseconds: Double
    ) {
        let outcome = Mutex<(Result, Double)?>(nil)
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            let start = threadCPUTime()
            let result = body()
            let elapsed = threadCPUTime() - start
            outcome.withLock { $0 = (result, elapsed) }
            finished.signal()
        }
        thread.stackSize = smallStackSize
        thread.start()
        finished.wait()
        return outcome.withLock { $0! }
    }

    private static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}
