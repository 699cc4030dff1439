import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A running `diary serve` and the port it announced; terminated on deinit,
/// so it never outlives a failing test.
package final class ServedDiary {
    package let process = Process()
    package let port: UInt16
    package let folder: TemporaryFolder

    /// Builds `content` with the repository's templates and serves it on a free port.
    /// - Parameter siteArguments: Build options besides content and output.
    package convenience init(content: URL, siteArguments: [String] = DiaryTool.siteFiles) throws {
        let folder = try TemporaryFolder()
        try self.init(
            arguments: ["--content", content.path, "--output", folder.path("site")] + siteArguments,
            in: nil, folder: folder, timeout: 600)
    }

    /// Runs `diary serve --port 0 arguments` in `directory` (a diary of its own: it builds into
    /// its own `_site`) and waits for it to announce its port.
    package convenience init(in directory: URL, arguments: [String]) throws {
        try self.init(arguments: arguments, in: directory, folder: TemporaryFolder(), timeout: 900)
    }

    private init(arguments: [String], in directory: URL?, folder: TemporaryFolder, timeout: TimeInterval) throws {
        self.folder = folder
        process.executableURL = try DiaryTool.executable()
        process.arguments = ["serve", "--port", "0"] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            // A build that compiles sample modules to WebAssembly (warm cache or not) may take minutes
            // on a loaded machine; the wait ends as soon as the server announces itself.
            let line = try Self.readLine(containing: "Serving ", from: output.fileHandleForReading, timeout: timeout)
            port = try Self.port(in: line)
        } catch {
            process.terminate()
            process.waitUntilExit()
            throw error
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    package func get(_ target: String, method: String = "GET") throws -> HTTPResponse {
        try HTTPProbe.send(method, target, port: port)
    }

    /// The port of `Serving … at http://127.0.0.1:PORT/ …`.
    package static func port(in line: String) throws -> UInt16 {
        guard let match = line.firstMatch(of: #/ at http://127\.0\.0\.1:(\d+)/ /#),
            let port = UInt16(match.output.1)
        else { throw HTTPProbe.Failure(description: "no loopback URL in '\(line)'") }
        return port
    }

    /// Reads standard output until a line contains `needle`, giving up
    /// after `timeout` seconds (the server never exits on its own).
    package static func readLine(containing needle: String, from handle: FileHandle, timeout: TimeInterval) throws
        -> String
    {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var received = Data()
        while Date() < deadline {
            var descriptor = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) > 0 else { continue }
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            received += chunk
            let text = String(decoding: received, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.contains(needle) }) { return String(line) }
        }
        let printed = String(decoding: received, as: UTF8.self)
        throw HTTPProbe.Failure(
            description: "'diary serve' printed no line containing '\(needle)' within \(Int(timeout)) s "
                + "(is standard output flushed?); it printed: '\(printed)'")
    }
}

extension ServedDiary {
    /// The site's root URL, as a browser would open it.
    package var rootURL: String { "http://127.0.0.1:\(port)/" }
}

extension ServedDiary {
    /// The served process's peak resident memory (`VmHWM` in `/proc/<pid>/status`), in bytes.
    package func peakResidentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw HTTPProbe.Failure(description: "no VmHWM in /proc/\(process.processIdentifier)/status") }
        return kilobytes * 1024
    }
}
