import Foundation
import SampleExtraction
import Testing

@testable import SampleWasm

/// What the WebAssembly tests need from the machine, found once per test run.
enum WasmTestEnvironment {
    /// The package root (this file is `Tests/SampleWasmTests/WasmTestEnvironment.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A cache kept between runs under `.build`, for the sample modules (each takes DiaryUI with it,
    /// so a cold build takes a while). It is the one `diary build` and the browser tests use, so a
    /// module is compiled once for all of them; the cache key covers every input, so reuse is
    /// always sound, and concurrent builds of one module each finish with the same file.
    static let sharedCache = packageRoot.appending(path: ".build/diary-wasm").path

    /// The toolchain probe, run once.
    static let support = WasmSupport.probe(cacheDirectory: sharedCache)

    /// The compiler, when Embedded WebAssembly works here.
    static var compiler: WasmCompiler? { support.compiler }

    /// `node`, found on `PATH`.
    static let node: String? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { "\($0)/node" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether wasm tests can compile.
    static var canCompile: Bool { compiler != nil }
    /// Whether wasm tests can compile and run.
    static var canRun: Bool { compiler != nil && node != nil }

    static let compileSkipMessage =
        "Embedded WebAssembly toolchain unavailable (\(support.warning ?? "")): wasm compile tests skipped"
    static let runSkipMessage =
        "Embedded WebAssembly toolchain or node unavailable (\(support.warning ?? "node not on PATH")): "
        + "wasm run tests skipped"

    /// The articles' sample modules, extracted from `Content/` as the build-tool plugin does.
    static let samples = SampleSources.extractModules(contentDirectory: packageRoot.appending(path: "Content").path)

    /// DiaryUI's sources.
    static let diaryUI = Result { () throws(WasmSetupProblem) in
        try SampleSources.diaryUI(directory: packageRoot.appending(path: "Sources/DiaryUI").path)
    }

    /// The runner script.
    static let runner = packageRoot.appending(path: "Tests/SampleWasmTests/Runner/run-exports.mjs").path
}

/// One export's outcome under node.
struct ExportRun: Decodable, Equatable {
    var export: String
    var output: String?
    var trap: String?
}

/// Runs `exports` of the `.wasm` at `path` under node.
func runUnderNode(_ path: String, exports: [String]) throws -> [ExportRun] {
    let node = try #require(WasmTestEnvironment.node)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: node)
    process.arguments = [WasmTestEnvironment.runner, path] + exports
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "node could not load \(path)")
    return try data.split(separator: UInt8(ascii: "\n")).map { try JSONDecoder().decode(ExportRun.self, from: $0) }
}

/// A fresh directory under the system's temporary directory, removed after `body`.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let url = FileManager.default.temporaryDirectory.appending(path: "sample-wasm-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    return try body(url.path)
}

/// A one-module request whose single file is `source`, exporting `exports`.
func request(_ name: String, _ source: String, exports: [String]) -> WasmBuildRequest {
    WasmBuildRequest(
        module: WasmModuleSources(name: name, files: [WasmSourceFile(name: "\(name).swift", text: source)]),
        dependencies: [], exports: exports)
}
