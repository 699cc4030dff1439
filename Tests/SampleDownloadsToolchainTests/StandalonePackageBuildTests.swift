import Foundation
import SampleDownloads
import TestSupport
import Testing

/// The promise of «Скачать пример»: a reader unpacks the archive, and `swift build`, `swift test`
/// and `swift run` work there. Each module is its own package, so each test builds one from
/// scratch (DiaryUI included): minutes each, one after the other.
@Suite("Standalone package builds (slow: builds downloaded packages with SwiftPM)", .serialized, .tags(.nestedBuild))
struct StandalonePackageBuildTests {
    @Test(
        "Unpacked .tar.gz builds a package: swift build, swift test and swift run pass, the demo prints the article's outputs",
        .serialized, .timeLimit(.minutes(30)), arguments: ["Puzzles", "Buttons"])
    func downloadedPackageBuildsAndTests(module: String) throws {
        let catalog = try TestRepository.catalog()
        let archives = try SampleDownloads.archives(
            module: module, catalog: catalog, repository: try TestRepository.repository())
        let folder = FileManager.default.temporaryDirectory.appending(path: "sample-download-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Unpacker.unpack(archives.tarGz, into: folder)
        let package = folder.appending(path: module)

        let build = try SwiftCommand.run(["build"], in: package)
        try #require(build.status == 0, "swift build failed:\n\(build.output)")
        let test = try SwiftCommand.run(["test"], in: package)
        #expect(test.status == 0, "swift test failed:\n\(test.output)")
        #expect(test.output.contains("prints what the article shows"), "the article's examples did not run")
        let run = try SwiftCommand.run(["run", "--quiet", "\(module)-demo"], in: package, mergingErrors: false)
        #expect(run.status == 0, "swift run failed:\n\(run.output)")
        let expected = try catalog.extraction(of: module).examples.map(\.expected).joined()
        #expect(!expected.isEmpty)
        #expect(run.output == expected)
    }
}

/// Writes an archive's entries into a folder, refusing paths that would leave it.
enum Unpacker {
    struct UnsafePath: Error, CustomStringConvertible {
        var description: String
    }

    static func unpack(_ archive: [UInt8], into folder: URL) throws {
        for entry in try ArchiveReader.entries(of: archive) {
            let components = entry.path.split(separator: "/")
            guard !entry.path.hasPrefix("/"), !components.contains("..") else {
                throw UnsafePath(description: "archive entry \(entry.path) leaves the folder")
            }
            let url = folder.appending(path: entry.path)
            if entry.isDirectory {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(entry.contents).write(to: url)
            }
        }
    }
}

/// Runs `swift` with arguments in a folder and collects what it prints.
enum SwiftCommand {
    /// The exit status and standard output; standard error is appended after the output unless
    /// `mergingErrors` is false, when it goes to a file beside the package and is left out.
    static func run(_ arguments: [String], in folder: URL, mergingErrors: Bool = true) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        // SwiftPM keeps lock files in the temporary folder; this keeps them inside the test's own.
        let temporary = folder.deletingLastPathComponent().appending(path: "tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        if mergingErrors {
            process.standardError = output
        } else {
            let log = folder.deletingLastPathComponent().appending(path: "stderr-\(UUID().uuidString).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: log)
        }
        try process.run()
        // Read to the end before waiting, so a full pipe cannot stall the child.
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
