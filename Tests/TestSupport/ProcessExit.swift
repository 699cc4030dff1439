import Foundation

/// Waits for a child process to exit without holding a thread.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per core (two on the CI
/// machine): a test that blocks its thread in `waitUntilExit()`, a semaphore or a sleep while a
/// compiler or a browser works stalls every other async test of the run. This one suspends the
/// waiting task instead; `Process` calls its termination handler on a thread of its own, which
/// resumes it.
public final class ProcessExit: @unchecked Sendable {
    private let lock = NSLock()
    private var exited = false
    private var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    private var nextWaiter = 0

    /// Watches `process`: sets its termination handler, so create it before `process.run()`.
    public init(watching process: Process) {
        process.terminationHandler = { [self] _ in markExited() }
    }

    /// Whether the process has exited (its termination handler ran).
    public var hasExited: Bool { lock.withLock { exited } }

    private func markExited() {
        let resumed: [CheckedContinuation<Bool, Never>] = lock.withLock {
            exited = true
            defer { waiters = [:] }
            return Array(waiters.values)
        }
        for waiter in resumed { waiter.resume(returning: true) }
    }

    /// Suspends until the process exits, or at most `timeout` seconds.
    /// - Returns: `true` when it exited, `false` when the time ran out first.
    @discardableResult
    public func wait(timeout: TimeInterval) async -> Bool {
        await withCheckedContinuation { (waiter: CheckedContinuation<Bool, Never>) in
            let id: Int? = lock.withLock {
                if exited { return nil }
                nextWaiter += 1
                waiters[nextWaiter] = waiter
                return nextWaiter
            }
            guard let id else { return waiter.resume(returning: true) }
            // A timer on a dispatch queue, not a sleeping thread of the pool.
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { [self] in
                lock.withLock { waiters.removeValue(forKey: id) }?.resume(returning: false)
            }
        }
    }

    /// Stops the process: SIGTERM, then SIGKILL when it has not exited after `grace` seconds.
    /// Returns once it exited (or after a second `grace` past the SIGKILL).
    public func stop(_ process: Process, grace: TimeInterval = 5) async {
        guard !hasExited else { return }
        process.terminate()
        if await wait(timeout: grace) { return }
        kill(process.processIdentifier, SIGKILL)
        await wait(timeout: grace)
    }
}

/// A pause that suspends the task instead of blocking its thread (`sleep`, `usleep`, `Thread.sleep`).
public func pause(seconds: Double) async {
    try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
}

extension ProcessExit {
    /// Starts `process` (configured, not yet run) and reads `output` to its end on a thread of its
    /// own, then waits for the exit: the pattern "read the pipe, then `waitUntilExit()`" without
    /// holding a thread of the cooperative pool while a nested build or an oracle works.
    /// - Returns: Everything read from `output`.
    public static func run(_ process: Process, readingToEnd output: Pipe) async throws -> Data {
        let exit = ProcessExit(watching: process)
        let handle = output.fileHandleForReading
        try process.run()
        let data = await withCheckedContinuation { (reader: CheckedContinuation<Data, Never>) in
            Thread { reader.resume(returning: handle.readDataToEndOfFile()) }.start()
        }
        // The pipe closed: the process has exited or is about to.
        await exit.wait(timeout: 24 * 3600)
        return data
    }
}
