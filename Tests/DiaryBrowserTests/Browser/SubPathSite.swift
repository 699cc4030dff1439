import DiaryTestSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A diary built for a sub-path (`--base-url http://127.0.0.1:PORT/sub/`) and served from a
/// folder that holds it as `sub/`, the way GitHub Pages serves a project site. Python's static
/// server serves it (`diary serve` serves a site at the root); it is killed on deinit.
final class SubPathSite {
    let server = Process()
    private let serverExited = DispatchSemaphore(value: 0)
    let port: UInt16
    let folder: TemporaryFolder
    /// The sub-path, `/sub/`.
    static let basePath = "/sub/"

    /// - Parameters:
    ///   - content: The content folder to build.
    ///   - publicFolder: The public files (default: the repository's).
    ///   - extraArguments: More options for `diary build`, e.g. `--no-wasm`.
    init(content: URL, publicFolder: URL = TestPaths.publicFiles, extraArguments: [String] = []) throws {
        folder = try TemporaryFolder()
        let root = folder.url.appending(path: "root")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", root.path]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        server.terminationHandler = { [serverExited] _ in serverExited.signal() }
        try server.run()
        do {
            let line = try ServedDiary.readLine(
                containing: "Serving HTTP", from: output.fileHandleForReading, timeout: 20)
            guard let match = line.firstMatch(of: #/ port (\d+)/#), let port = UInt16(match.output.1) else {
                throw HTTPProbe.Failure(description: "no port in '\(line)'")
            }
            self.port = port
            let run = try DiaryTool.run(
                [
                    "build", "--content", content.path, "--output", root.appending(path: "sub").path, "--base-url",
                    "http://127.0.0.1:\(port)\(Self.basePath)", "--templates", TestPaths.templates.path, "--public",
                    publicFolder.path,
                ] + extraArguments, timeout: DiaryTool.compilingTimeout)
            guard run.status == 0 else { throw HTTPProbe.Failure(description: "the build failed: \(run)") }
        } catch {
            Self.stop(server, exited: serverExited)
            throw error
        }
    }

    deinit {
        Self.stop(server, exited: serverExited)
    }

    /// Kills the server outright: the child may inherit a mask that blocks SIGTERM, and then
    /// `terminate()` and `waitUntilExit()` would wait forever. It has nothing to save.
    private static func stop(_ server: Process, exited: DispatchSemaphore) {
        guard server.isRunning else { return }
        kill(server.processIdentifier, SIGKILL)
        _ = exited.wait(timeout: .now() + 10)
    }

    /// The site's home page.
    var rootURL: String { "http://127.0.0.1:\(port)\(Self.basePath)" }

    /// The built site folder.
    var siteFolder: URL { folder.url.appending(path: "root/sub") }
}
