import Foundation
import TestSupport
import Testing

/// The Stemming sources must build for WebAssembly with Embedded Swift, on their own.
@Suite("Stemming for Embedded Swift", .tags(.toolchain))
struct EmbeddedBuildTests {
    static let command = ["-target", "wasm32-unknown-none-wasm", "-enable-experimental-feature", "Embedded", "-wmo"]

    /// Whether `swiftc` here can build Embedded Swift for wasm32: a one-line probe compiles.
    static let toolchainSupportsEmbeddedWasm: Bool = {
        let folder = FileManager.default.temporaryDirectory.appending(path: "embedded-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = folder.appending(path: "probe.swift")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("public func probe() -> Int { 1 }\n".utf8).write(to: probe)
            let run = try ProcessRun.run(
                named: "swiftc",
                command + ["-parse-as-library", "-c", probe.path, "-o", folder.appending(path: "probe.o").path],
                timeout: 120)
            return run.status == 0
        } catch {
            return false
        }
    }()

    /// The Swift files of `Sources/Stemming`, sorted (this file is three levels below the root).
    static func stemmingSourceFiles() throws -> [URL] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appending(path: "Sources/Stemming")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    @Test(
        "Sources/Stemming compiles with swiftc -target wasm32-unknown-none-wasm -enable-experimental-feature Embedded -wmo",
        .enabled(
            if: toolchainSupportsEmbeddedWasm,
            "this swiftc cannot build Embedded Swift for wasm32-unknown-none-wasm: skipped"))
    func compilesForEmbeddedWasm() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "embedded-stemming-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let object = folder.appending(path: "Stemming.o")
        let sources = try Self.stemmingSourceFiles().map(\.path)
        #expect(sources.count > 3)
        let run = try ProcessRun.run(
            named: "swiftc",
            Self.command + ["-parse-as-library", "-module-name", "Stemming", "-Osize", "-c"] + sources
                + ["-o", object.path],
            timeout: 600)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("warning:"), "\(run.stderr)")
        let size = (try? FileManager.default.attributesOfItem(atPath: object.path)[.size] as? Int) ?? 0
        #expect(size > 0)
        print("Stemming for Embedded wasm32: \(size) bytes of object code")
    }
}
