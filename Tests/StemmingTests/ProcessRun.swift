import Foundation

/// What one run of an external program did.
struct ProcessRun: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String {
        "exit status \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }

    /// Runs `executable arguments` and waits, with output in files so a full pipe never blocks it.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval) throws -> ProcessRun {
        let folder = FileManager.default.temporaryDirectory.appending(path: "stemming-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let stdoutURL = folder.appending(path: "stdout")
        let stderrURL = folder.appending(path: "stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            throw ProcessTimedOut(command: ([executable] + arguments).joined(separator: " "), timeout: timeout)
        }
        return ProcessRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }
}

struct ProcessTimedOut: Error, CustomStringConvertible {
    var command: String
    var timeout: TimeInterval
    var description: String { "'\(command)' did not finish within \(Int(timeout)) seconds" }
}
