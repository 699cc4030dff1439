#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Waits for a spawned program until it ends, its deadline passes or its ``ToolCancellation`` is
/// set, then kills its process group.
struct ChildWait {
    /// How a program ended.
    struct Ending {
        var exitCode: Int32
        var signal: Int32?
        var timedOut: Bool
    }

    var pid: pid_t
    var seconds: Double
    var cancellation: ToolCancellation? = nil

    /// Waits, polling with a short, growing pause (a blocking wait has no timeout).
    ///
    /// The program is looked at without being reaped (`WNOWAIT`), so its process group id cannot be
    /// reused while the group is killed; only then is it reaped.
    func wait() -> Ending {
        let deadline = ContinuousClock.now + .milliseconds(Int64(max(0, seconds) * 1000))
        var pause = 1_000 as useconds_t
        var timedOut = false
        while true {
            var info = siginfo_t()
            let looked = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
            if looked == 0, info.si_signo == SIGCHLD { break }
            if looked != 0, errno != EINTR { break }
            // A cancelled program is stopped like one out of time (`diary serve` cancels a
            // background build whose module was edited again), so no failure of it is recorded.
            if ContinuousClock.now >= deadline || cancellation?.isCancelled == true {
                timedOut = true
                kill(-pid, SIGKILL)
                break
            }
            usleep(pause)
            pause = min(pause * 2, 50_000)
        }
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let signal = status & 0x7f
        if signal == 0 { return Ending(exitCode: (status >> 8) & 0xff, signal: nil, timedOut: timedOut) }
        return Ending(exitCode: 128 + signal, signal: signal, timedOut: timedOut)
    }
}
