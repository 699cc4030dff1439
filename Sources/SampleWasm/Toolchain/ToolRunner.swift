import Foundation

/// What a finished program printed and how it exited.
struct ToolOutput: Sendable, Hashable {
    var exitCode: Int32
    var standardOutput: String
    var standardError: String

    /// Standard error, then standard output: compilers print diagnostics on the former.
    var combined: String { standardError + standardOutput }
}

/// A program that could not be started at all.
struct ToolLaunchError: Error, Sendable, Hashable {
    var message: String
}

/// Runs the toolchain's programs to completion.
enum ToolRunner {
    /// Runs `executable` with `arguments` and waits for it.
    ///
    /// Output goes to temporary files rather than pipes, so a program that fills one stream while
    /// the other is unread cannot block.
    /// - Throws: ``ToolLaunchError`` when the program cannot be started.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws(ToolLaunchError)
        -> ToolOutput
    {
        let scratch = FileManager.default.temporaryDirectory.appending(path: "diary-tool-\(UUID().uuidString)")
        let outURL = scratch.appending(path: "out")
        let errURL = scratch.appending(path: "err")
        defer { try? FileManager.default.removeItem(at: scratch) }
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            try Data().write(to: outURL)
            try Data().write(to: errURL)
            let out = try FileHandle(forWritingTo: outURL)
            let err = try FileHandle(forWritingTo: errURL)
            defer {
                try? out.close()
                try? err.close()
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
            try process.run()
            process.waitUntilExit()
            return ToolOutput(
                exitCode: process.terminationStatus,
                standardOutput: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
                standardError: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self))
        } catch {
            throw ToolLaunchError(message: "cannot run \(executable): \(error.localizedDescription)")
        }
    }
}
