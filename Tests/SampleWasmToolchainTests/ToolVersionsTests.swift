import Foundation
import TestSupport
import Testing

@testable import SampleWasm

@Suite("Remembering the toolchain's versions", .tags(.toolchain))
struct ToolVersionsTests {
    /// A program that prints its version and counts how often it ran.
    private static func counting(in folder: String) throws -> (program: String, runs: () -> Int) {
        let program = folder + "/wasm-opt"
        let runs = folder + "/runs"
        try Data("#!/bin/sh\necho x >> '\(runs)'\necho 'wasm-opt version 7 (test)'\n".utf8)
            .write(to: URL(fileURLWithPath: program))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program)
        return (program, { (try? String(contentsOfFile: runs, encoding: .utf8))?.count(where: { $0 == "x" }) ?? 0 })
    }

    @Test func aSettledProgramIsAskedOnceThenAgainWhenItChanges() throws {
        try withTemporaryDirectory { folder in
            let (program, runs) = try Self.counting(in: folder)
            let cache = ToolVersions(cacheDirectory: folder + "/cache")
            // Not remembered while the program is younger than a second: it could still be changing.
            #expect(
                WasmOptimizer.discover(environment: ["DIARY_WASM_OPT": program], versions: cache)?.version
                    == "wasm-opt version 7 (test)")
            #expect(WasmOptimizer.discover(environment: ["DIARY_WASM_OPT": program], versions: cache) != nil)
            #expect(runs() == 2)
            Thread.sleep(forTimeInterval: 1.1)
            for _ in 0..<3 {
                #expect(
                    WasmOptimizer.discover(environment: ["DIARY_WASM_OPT": program], versions: cache)?.version
                        == "wasm-opt version 7 (test)")
            }
            #expect(runs() == 3)
            // A new program in its place is a new identity.
            try Data("#!/bin/sh\necho 'wasm-opt version 8 (test)'\n".utf8).write(to: URL(fileURLWithPath: program))
            #expect(
                WasmOptimizer.discover(environment: ["DIARY_WASM_OPT": program], versions: cache)?.version
                    == "wasm-opt version 8 (test)")
        }
    }

    @Test func aFailedAnswerIsNotRemembered() throws {
        try withTemporaryDirectory { folder in
            let cache = ToolVersions(cacheDirectory: folder)
            let file = folder + "/tool"
            try Data("x".utf8).write(to: URL(fileURLWithPath: file))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: file)
            Thread.sleep(forTimeInterval: 1.1)
            #expect(cache.version(of: [file]) { nil } == nil)
            #expect(cache.version(of: [file]) { "tool 1" } == "tool 1")
            #expect(cache.version(of: [file]) { "tool 2" } == "tool 1")
            #expect(cache.version(of: [folder + "/missing"]) { "asked" } == "asked")
        }
    }
}
