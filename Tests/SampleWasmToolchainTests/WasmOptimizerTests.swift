import Foundation
import TestSupport
import Testing

@testable import SampleWasm

@Suite("Shrinking modules with wasm-opt", .tags(.toolchain))
struct WasmOptimizerTests {
    /// The real `wasm-opt` on `PATH` (Debian's `binaryen`), when installed.
    static let installed = WasmOptimizer.discover(environment: ProcessInfo.processInfo.environment)
    static let skipMessage = "wasm-opt (binaryen) or the Embedded WebAssembly toolchain is missing: skipped"

    @Test func anEmptyVariableTurnsItOff() {
        #expect(WasmOptimizer.discover(environment: ["DIARY_WASM_OPT": "", "PATH": "/usr/bin:/bin"]) == nil)
    }

    @Test func aMissingProgramIsNoOptimizer() {
        #expect(WasmOptimizer.discover(environment: ["DIARY_WASM_OPT": "/nonexistent/wasm-opt"]) == nil)
        #expect(WasmOptimizer.discover(environment: ["PATH": "/nonexistent"]) == nil)
    }

    @Test func theVersionIsTheFirstLineItPrints() throws {
        try withTemporaryDirectory { folder in
            let fake = try Self.script(in: folder, "echo 'wasm-opt version 999 (test)'; echo more")
            let found = try #require(WasmOptimizer.discover(environment: ["PATH": "/nonexistent:\(folder)"]))
            #expect(found.path == fake && found.version == "wasm-opt version 999 (test)")
        }
    }

    @Test(.enabled(if: installed != nil && WasmTestEnvironment.canRun, "\(skipMessage)"))
    func anOptimizedModuleIsSmallerAndPrintsTheSame() throws {
        try withTemporaryDirectory { cache in
            var plain = try #require(WasmTestEnvironment.compiler).toolchain
            var optimizing = plain
            let installed = try #require(Self.installed)
            optimizing.optimizer = installed
            plain.optimizer = nil
            let wanted = request("Workload", WasmCompilerTests.workload, exports: ["work"])
            let linked = try WasmCompiler(toolchain: plain, cacheDirectory: cache).build(wanted)
            let compiler = WasmCompiler(toolchain: optimizing, cacheDirectory: cache)
            let optimized = try compiler.build(wanted)
            #expect(linked.optimizedBy == nil && optimized.optimizedBy == installed.version)
            #expect(optimized.key != linked.key, "whether wasm-opt ran is part of the cache key")
            #expect(optimized.byteCount < linked.byteCount)
            let runs = try runUnderNode(optimized.path, exports: ["work"])
            #expect(runs.map(\.output) == [WasmCompilerTests.expectedWork])
            let reused = try compiler.build(wanted)
            #expect(reused.wasReused && reused.optimizedBy == optimized.optimizedBy)
        }
    }

    @Test(.enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
    func aFailingOptimizerLeavesTheLinkedModule() throws {
        try withTemporaryDirectory { folder in
            let broken = try Self.script(
                in: folder, "case \"$1\" in --version) echo 'wasm-opt version 0';; *) exit 3;; esac")
            var toolchain = try #require(WasmTestEnvironment.compiler).toolchain
            toolchain.optimizer = WasmOptimizer(path: broken, version: "wasm-opt version 0")
            let compiler = WasmCompiler(toolchain: toolchain, cacheDirectory: folder + "/cache")
            let artifact = try compiler.build(request("Workload", WasmCompilerTests.workload, exports: ["work"]))
            #expect(artifact.optimizedBy == nil)
            let runs = try runUnderNode(artifact.path, exports: ["work"])
            #expect(runs.map(\.output) == [WasmCompilerTests.expectedWork])
        }
    }

    /// An executable shell script `wasm-opt` in `folder` running `body`.
    private static func script(in folder: String, _ body: String) throws -> String {
        let path = folder + "/wasm-opt"
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }
}
