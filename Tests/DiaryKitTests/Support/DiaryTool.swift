import Foundation
import Testing

/// What one run of the `diary` executable did.
struct ToolRun: Sendable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String {
        "exit status \(status)\n--- stdout ---\n\(stdout)--- stderr ---\n\(stderr)"
    }
}

/// Runs the built `diary` tool the way a user does: as a separate process.
enum DiaryTool {
    /// A run that takes longer than this is stuck; a build takes well under a second.
    static let timeout: TimeInterval = 60
    /// For a run that compiles sample modules to WebAssembly: cold, on a loaded two-core machine,
    /// the bundled diary's eight modules take minutes (later runs reuse the cache).
    static let compilingTimeout: TimeInterval = 900

    /// The executable, or an error saying how to build it.
    static func executable() throws -> URL {
        guard let url = TestPaths.diaryExecutable else {
            throw ToolMissing()
        }
        return url
    }

    /// Runs `diary arguments` in `directory` and waits for it to finish, or at most `timeout`
    /// seconds (longer for a run that compiles sample modules to WebAssembly).
    static func run(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = timeout) throws
        -> ToolRun
    {
        try run(executable: try executable(), arguments, in: directory, timeout: timeout)
    }

    /// Runs another program (e.g. `/usr/bin/env node …`) the same way.
    static func run(
        executable: URL, _ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = timeout
    ) throws -> ToolRun {
        let output = try TemporaryFolder()
        let stdoutURL = output.url.appending(path: "stdout")
        let stderrURL = output.url.appending(path: "stderr")
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
            throw ToolTimedOut(arguments: arguments, seconds: timeout)
        }
        return ToolRun(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: stdoutURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
    }

    /// Arguments that point a command at the repository's templates and public files, without
    /// compiling the sample modules to WebAssembly (only the tests of Run buttons need that).
    static var siteFiles: [String] { templatesAndPublic + ["--no-wasm"] }

    /// The repository's templates and public files, for a build with Run buttons.
    static var templatesAndPublic: [String] {
        ["--templates", TestPaths.templates.path, "--public", TestPaths.publicFiles.path]
    }
}

struct ToolMissing: Error, CustomStringConvertible {
    var description: String {
        "the 'diary' executable was not found next to the test bundle; build it first with "
            + "'swift build --build-tests' (or run 'swift test', which builds it)"
    }
}

struct ToolTimedOut: Error, CustomStringConvertible {
    var arguments: [String]
    var seconds: TimeInterval
    var description: String {
        "'diary \(arguments.joined(separator: " "))' did not finish within \(Int(seconds)) seconds"
    }
}
