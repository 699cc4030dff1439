import DiaryTestSupport
import Foundation
import Synchronization
import TestSupport
import Testing

/// `diary serve` with a wasm cache that lacks the sample module (issue 31): the article page
/// answers before the module compiles (item 6), gets its Run button when the module is built,
/// then the optimised `.wasm` that `diary build` makes replaces the unoptimised one in the
/// background, the page staying as it was (item 1); an edit goes the same way.
///
/// The compiler of the module and of the search page's stemmer waits behind a gate the test
/// opens (`swiftc` is a script that waits for a file before it compiles Demo or Stemming), so
/// "before" is an order the server cannot race, not a timing.
@Suite(
    "Sample modules built behind the served site", .serialized, .tags(.toolchain, .builtTool),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct ServeBuildsSamplesBehindTests {
    @Test("The page answers before its module compiles; the fast .wasm, then the optimised one, are served")
    func pagesFirstThenModules() throws {
        let folder = try DemoSamplePackage.make(article: DemoSamplePackage.doctestArticle)
        let gate = folder.path("gate-open")
        let swiftc = try GatedCompiler.make(in: folder, gate: gate, modules: ["Demo", "Stemming"])
        let server = try LoggedServe(folder: folder, swiftc: swiftc)

        // Item 6: the page is served with its text while Demo's compiler waits at the gate.
        let first = try server.get("demo/")
        #expect(first.status == 200)
        #expect(first.text.contains("<code>3\n</code>"), "the article's text: \(first.text)")
        #expect(first.text.contains("data-export") == false, "no Run button before the module is built")
        #expect(server.lines(containing: "compiled sample module").isEmpty, "\(server.log)")
        #expect(try server.get("js/stemmer.wasm").status == 404, "nor does it wait for the search page's stemmer")

        _ = FileManager.default.createFile(atPath: gate, contents: nil)
        try server.waitFor("compiled sample module Demo", then: "Rebuilt")
        let built = try server.get("demo/")
        #expect(built.text.contains("data-export"), "the Run button once Demo is built: \(built.text)")
        let fast = try server.get("wasm/Demo.wasm").body.count
        #expect(try server.waitForStatus(200, of: "js/stemmer.wasm"), "the stemmer once built behind the site")
        let page = try server.sitePage("demo/index.html")

        // Item 1: the optimised build follows in the background and is served; the page is the same.
        try server.waitFor("optimised sample module Demo", then: "Rebuilt")
        let optimised = try server.get("wasm/Demo.wasm").body.count
        #expect(optimised < fast, "optimised \(optimised) B, unoptimised \(fast) B")
        #expect(try server.sitePage("demo/index.html") == page, "the swap changes no page")

        // An edit: the fast build first (the page waits for it), then the optimised one again.
        try replaceText(
            "print(1 + 2)\n```\n\n```output\n3", with: "print(2 + 2)\n```\n\n```output\n4",
            in: folder.url.appending(path: "Content/demo/index.md"))
        try server.waitFor("compiled sample module Demo", then: "Rebuilt")
        let edited = try server.get("demo/")
        #expect(edited.text.contains("<code>4\n</code>") && edited.text.contains("data-export"))
        let editedFast = try server.get("wasm/Demo.wasm").body.count
        try server.waitFor("optimised sample module Demo", then: "Rebuilt")
        #expect(try server.get("wasm/Demo.wasm").body.count < editedFast)
        #expect(try server.get("demo/").text.contains("code-output-failing") == false)
    }
}

/// A `swiftc` that waits for a gate file before compiling the named modules: a script in `bin/` beside
/// links to the real toolchain's `clang`, `wasm-ld` and `wasmkit`, with `lib` linked too (the
/// Embedded standard library is found beside `swiftc`).
enum GatedCompiler {
    static func make(in folder: TemporaryFolder, gate: String, modules: [String]) throws -> String {
        let real = try #require(RunnableTestEnvironment.support.compiler?.toolchain.swiftc)
        let bin = URL(fileURLWithPath: real).deletingLastPathComponent()
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder.path("toolchain/bin"), withIntermediateDirectories: true)
        for tool in ["clang", "wasm-ld", "wasmkit"] where manager.fileExists(atPath: bin.appending(path: tool).path) {
            try manager.createSymbolicLink(
                atPath: folder.path("toolchain/bin/\(tool)"), withDestinationPath: bin.appending(path: tool).path)
        }
        try manager.createSymbolicLink(
            atPath: folder.path("toolchain/lib"),
            withDestinationPath: bin.deletingLastPathComponent().appending(path: "lib").path)
        let script = folder.path("toolchain/bin/swiftc")
        try """
        #!/bin/sh
        case " $* " in
          \(modules.map { "*\" -module-name \($0) \"*" }.joined(separator: "|"))) while [ ! -e '\(gate)' ]; do sleep 0.1; done ;;
        esac
        exec '\(real)' "$@"

        """.write(toFile: script, atomically: true, encoding: .utf8)
        try manager.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        return script
    }
}

/// `diary serve` of a demo package with its standard output and error in one log, read as it comes.
final class LoggedServe {
    let process = Process()
    let output = Pipe()
    let folder: TemporaryFolder
    private(set) var log = ""
    private(set) var port: UInt16 = 0
    /// How many lines of the log ``waitFor(_:then:timeout:)`` has read.
    private var consumed = 0

    init(folder: TemporaryFolder, swiftc: String) throws {
        self.folder = folder
        process.executableURL = try DiaryTool.executable()
        process.arguments =
            [
                "serve", "--port", "0", "--content", folder.path("Content"), "--output", folder.path("site"),
                "--wasm-cache", folder.path("cache"),
            ] + DiaryTool.templatesAndPublic
        var environment = ProcessInfo.processInfo.environment
        environment["DIARY_SWIFTC"] = swiftc
        process.environment = environment
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let line = try waitFor("Serving ")
        port = try ServedDiary.port(in: line)
    }

    deinit {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    /// The log's lines that contain `needle`, after reading what has come so far.
    func lines(containing needle: String) -> [String] {
        read(waiting: 0)
        return log.split(separator: "\n").filter { $0.contains(needle) }.map(String.init)
    }

    /// Waits for a line containing `needle` after the lines earlier waits read, then, with `then`,
    /// for a later line containing that; returns the last line found.
    @discardableResult
    func waitFor(_ needle: String, then next: String? = nil, timeout: TimeInterval = 900) throws -> String {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var found = ""
        for wanted in [needle] + (next.map { [$0] } ?? []) {
            while true {
                let lines = log.split(separator: "\n", omittingEmptySubsequences: false)
                // The last piece is a line still being written.
                if let index = lines.dropLast().indices.first(where: { $0 >= consumed && lines[$0].contains(wanted) }) {
                    consumed = index + 1
                    found = String(lines[index])
                    break
                }
                guard Date() < deadline, process.isRunning else {
                    throw HTTPProbe.Failure(description: "no line with '\(wanted)'; 'diary serve' printed:\n\(log)")
                }
                read(waiting: 100)
            }
        }
        return found
    }

    /// Reads what the server printed, waiting up to `milliseconds` for something.
    private func read(waiting milliseconds: Int32) {
        var descriptor = pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, milliseconds) > 0 {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { return }
            log += String(decoding: chunk, as: UTF8.self)
            if milliseconds > 0 { return }
        }
    }

    func get(_ path: String) throws -> HTTPResponse {
        try HTTPProbe.send("GET", "/" + path, port: port)
    }

    /// Whether `path` answers `status` within `timeout` seconds, asking every 100 ms.
    func waitForStatus(_ status: Int, of path: String, timeout: TimeInterval = 900) throws -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if try get(path).status == status { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }

    /// A page as written in the site folder (without the reload script the server adds).
    func sitePage(_ path: String) throws -> String {
        try String(contentsOfFile: folder.path("site/" + path), encoding: .utf8)
    }
}

extension HTTPResponse {
    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }
}
