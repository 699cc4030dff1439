import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a finished program printed and how it ended.
struct ToolOutput: Sendable, Hashable {
    /// The exit status, or 128 plus the signal that ended the program.
    var exitCode: Int32
    var standardOutput: String
    /// Standard error as bytes, exactly as written (the preview records' channel).
    var standardErrorBytes: [UInt8]
    /// The signal that ended the program (`SIGKILL` after the deadline), or `nil` when it exited.
    var signal: Int32? = nil
    /// Whether the program ran past its ``ToolLimits/seconds`` and was killed.
    var timedOut = false

    /// Standard error as text.
    var standardError: String { String(decoding: standardErrorBytes, as: UTF8.self) }

    /// Standard error, then standard output: compilers print diagnostics on the former.
    var combined: String { standardError + standardOutput }
}

/// A program that could not be started at all.
struct ToolLaunchError: Error, Sendable, Hashable {
    var message: String
}

/// Runs the toolchain's programs to completion or to their deadline.
///
/// Each program is spawned (`posix_spawn`) in a process group of its own, so the deadline kills it
/// and everything it started (`swiftc` runs `swift-frontend`) with one `SIGKILL` to the group; the
/// group is killed again once the program exits, so no grandchild outlives the run. Signals the
/// generator ignores or blocks are reset to their defaults in the child, so `SIGTERM` stops it.
///
/// Where util-linux is installed (every Debian system), the program is started through `setpriv
/// --pdeathsig KILL`, which makes the kernel kill it when the thread that spawned it dies: when
/// `diary` exits or is killed, even by `SIGKILL`, the run it was waiting for dies with it. A program
/// the run itself started in the background is then orphaned, but it is in the killed program's
/// group and gets no more work. Memory and file size limits are set by `prlimit` before the program
/// starts.
enum ToolRunner {
    /// Runs `executable` with `arguments` and waits for it, at most `limits.seconds`.
    ///
    /// Output goes to temporary files rather than pipes, so a program that fills one stream while
    /// the other is unread cannot block.
    /// - Throws: ``ToolLaunchError`` when the program cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil,
        limits: ToolLimits = .versionQuery
    ) throws(ToolLaunchError) -> ToolOutput {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "diary-tool-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw ToolLaunchError(message: "cannot run \(executable): \(error.localizedDescription)")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appending(path: "out").path
        let errPath = scratch.appending(path: "err").path
        let command = ChildCommand(executable: executable, arguments: arguments, limits: limits)
        let pid = try command.spawn(standardOutput: outPath, standardError: errPath, directory: directory)
        let ending = ChildWait(pid: pid, seconds: limits.seconds, cancellation: limits.cancellation).wait()
        return ToolOutput(
            exitCode: ending.exitCode,
            standardOutput: String(
                decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self),
            standardErrorBytes: [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data()),
            signal: ending.signal, timedOut: ending.timedOut)
    }
}
