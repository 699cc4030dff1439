import Foundation

/// What one run of an external program did: the tests run the built tools, compilers and
/// oracles as separate processes, the way a user does.
public struct ProcessRun: Sendable, CustomStringConvertible {
    /// The exit status.
    public var status: Int32
    /// Everything the program printed to standard output.
    public var stdout: String
    /// Everything the program printed to standard error.
    public var stderr: String

    /// The status and both outputs, for a failing expectation's message.
    public var description: String {
        "exit status \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }

    /// Runs `executable arguments` and waits for it to finish, or at most `timeout` seconds.
    /// - Parameters:
    ///   - executable: The program's file.
    ///   - directory: The working directory, or `nil` for the test's own.
    /// - Throws: ``ProcessTimedOut`` when it runs longer than `timeout` (it is then stopped), or
    ///   the error of a program that cannot start.
    public static func run(
        _ executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval
    ) throws -> ProcessRun {
        let folder = FileManager.default.temporaryDirectory.appending(path: "process-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appending(path: "stdout")
        let stderrURL = folder.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        // Files instead of pipes: a chatty process can never block on a full pipe.
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            let command = ([executable.lastPathComponent] + arguments).joined(separator: " ")
            throw ProcessTimedOut(command: command, timeout: timeout)
        }
        return ProcessRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }

    /// Runs the program named `name`, found on `PATH` (through `/usr/bin/env`).
    public static func run(named name: String, _ arguments: [String], timeout: TimeInterval) throws -> ProcessRun {
        try run(URL(fileURLWithPath: "/usr/bin/env"), [name] + arguments, timeout: timeout)
    }
}

/// A program ran longer than its time-out and was stopped.
public struct ProcessTimedOut: Error, CustomStringConvertible {
    /// The command line, for the message.
    public var command: String
    /// The time-out, in seconds.
    public var timeout: TimeInterval
    /// What happened, as one sentence.
    public var description: String { "'\(command)' did not finish within \(Int(timeout)) seconds" }
}
