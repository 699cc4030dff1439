import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SampleWasm

@Suite(
    "Compiling Swift to Embedded WebAssembly",
    .tags(.toolchain),
    .enabled(if: WasmTestEnvironment.canCompile, "\(WasmTestEnvironment.compileSkipMessage)"))
struct WasmCompilerTests {
    static let workload = """
        @_cdecl("work")
        public func work() {
            var total = 0
            var kept: [[Int]] = []
            for round in 0..<300 {
                let values = Array(0..<(round % 40 + 1)).map { $0 * round }
                total &+= values.reduce(0, +)
                if round % 7 == 0 { kept.append(values) }
            }
            print("total \\(total) kept \\(kept.count) last \\(kept.last?.count ?? 0)")
            print(String(repeating: "ab", count: 3000))
            print(0.1 + 0.2, terminator: " ")
            print(1.0 / 3.0)
            print("Кнопка ✓")
            var counts: [String: Int] = [:]
            for word in "b a c a b a".split(separator: " ") { counts[String(word), default: 0] += 1 }
            print(counts.keys.sorted().map { "\\($0)=\\(counts[$0]!)" }.joined(separator: ","))
            let set: Set<Int> = [3, 1, 2, 3]
            print("\\(set.count) \\(Int.random(in: 5..<6))")
        }

        @_cdecl("trap")
        public func trap() {
            let values = [1, 2, 3]
            print(values[values.count])
        }

        """

    /// What `work` prints, computed natively.
    static var expectedWork: String {
        var total = 0
        var kept: [[Int]] = []
        for round in 0..<300 {
            let values = Array(0..<(round % 40 + 1)).map { $0 * round }
            total &+= values.reduce(0, +)
            if round % 7 == 0 { kept.append(values) }
        }
        return "total \(total) kept \(kept.count) last \(kept.last?.count ?? 0)\n"
            + String(repeating: "ab", count: 3000) + "\n0.30000000000000004 0.3333333333333333\nКнопка ✓\n"
            + "a=3,b=2,c=1\n3 5\n"
    }

    @Test(.enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
    func runsAnExportWithTheShimsAllocatorAndOutput() throws {
        try withTemporaryDirectory { cache in
            let compiler = WasmCompiler(
                toolchain: try #require(WasmTestEnvironment.compiler).toolchain, cacheDirectory: cache)
            let artifact = try compiler.build(request("Workload", Self.workload, exports: ["work", "trap"]))
            #expect(!artifact.wasReused)
            let runs = try runUnderNode(artifact.path, exports: ["work", "trap", "work"])
            #expect(runs.map(\.output) == [Self.expectedWork, nil, Self.expectedWork])
            #expect(runs[1].trap != nil, "an out-of-range index traps instead of printing")
        }
    }

    @Test func reusesAnUnchangedModuleWithoutCompiling() throws {
        try withTemporaryDirectory { cache in
            let compiler = WasmCompiler(
                toolchain: try #require(WasmTestEnvironment.compiler).toolchain, cacheDirectory: cache)
            let first = try compiler.build(request("Workload", Self.workload, exports: ["work"]))
            let before = try FileManager.default.attributesOfItem(atPath: first.path)
            let second = try compiler.build(request("Workload", Self.workload, exports: ["work"]))
            let after = try FileManager.default.attributesOfItem(atPath: second.path)
            #expect(!first.wasReused && first.buildSeconds != nil)
            #expect(second.wasReused && second.buildSeconds == nil)
            #expect(second.path == first.path && second.key == first.key)
            #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int)
            #expect(after[.modificationDate] as? Date == before[.modificationDate] as? Date)
        }
    }

    @Test func twoBuildsOfTheSameModuleAtOnceCompileItOnce() throws {
        try withTemporaryDirectory { cache in
            let compiler = WasmCompiler(
                toolchain: try #require(WasmTestEnvironment.compiler).toolchain, cacheDirectory: cache)
            let wanted = request("Workload", Self.workload, exports: ["work"])
            let results = Mutex<[Result<WasmArtifact, WasmBuildFailure>]>([])
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                let result = Result { () throws(WasmBuildFailure) in try compiler.build(wanted) }
                results.withLock { $0.append(result) }
            }
            let both = try results.withLock { $0 }.map { try $0.get() }
            #expect(both.filter { !$0.wasReused }.count == 1, "one compiled, the other waited and reused it")
            #expect(both.count == 2 && both[0].path == both[1].path)
        }
    }

    @Test func rebuildsWhenASourceOrTheExportsChange() throws {
        try withTemporaryDirectory { cache in
            let compiler = WasmCompiler(
                toolchain: try #require(WasmTestEnvironment.compiler).toolchain, cacheDirectory: cache)
            let original = try compiler.build(request("Workload", Self.workload, exports: ["work"]))
            let edited = try compiler.build(request("Workload", Self.workload + "\n// edited\n", exports: ["work"]))
            let moreExports = compiler.cacheKey(for: request("Workload", Self.workload, exports: ["work", "trap"]))
            #expect(!edited.wasReused)
            #expect(edited.key != original.key && edited.path != original.path)
            #expect(moreExports != original.key)
        }
    }

    @Test func pruningRemovesEntriesNoBuildReusedLately() throws {
        try withTemporaryDirectory { cache in
            let toolchain = try #require(WasmTestEnvironment.compiler).toolchain
            let compiler = WasmCompiler(toolchain: toolchain, cacheDirectory: cache)
            // Only a folder stamped as a cache is pruned.
            try CacheStamp.stamp(cache)
            let source = "@_cdecl(\"f\")\npublic func f() { print(\"f\") }\n"
            let old = try compiler.build(request("Small", source + "// old\n", exports: ["f"]))
            let kept = try compiler.build(request("Small", source, exports: ["f"]))
            let tenDaysAgo = Date().addingTimeInterval(-10 * 24 * 3600)
            for artifact in [old, kept] {
                let folder = URL(fileURLWithPath: artifact.path).deletingLastPathComponent().path
                try FileManager.default.setAttributes([.modificationDate: tenDaysAgo], ofItemAtPath: folder)
            }
            #expect(try compiler.build(request("Small", source, exports: ["f"])).wasReused)
            let removed = compiler.pruneCache(unusedForSeconds: 7 * 24 * 3600)
            let oldFolder = URL(fileURLWithPath: old.path).deletingLastPathComponent().lastPathComponent
            #expect(removed == [oldFolder])
            #expect(FileManager.default.fileExists(atPath: kept.path))
            #expect(!FileManager.default.fileExists(atPath: old.path))
        }
    }

    @Test func reportsABrokenSampleAtItsArticleLine() throws {
        let broken = """
            #sourceLocation(file: "/site/Content/demo/index.md", line: 40)
            let fine = 1
            let broken: Int = "text"
            #sourceLocation()

            """
        try withTemporaryDirectory { cache in
            let compiler = WasmCompiler(
                toolchain: try #require(WasmTestEnvironment.compiler).toolchain, cacheDirectory: cache)
            let failure = try #require(throws: WasmBuildFailure.self) {
                try compiler.build(request("Broken", broken, exports: []))
            }
            #expect(failure.step == .compileSwift)
            let error = try #require(failure.errors.first)
            #expect(error.file == "/site/Content/demo/index.md")
            #expect(error.line == 41)
            #expect(error.column == 19)
            #expect(error.message.contains("String"))
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache).filter { !$0.hasPrefix(".") }
            #expect(leftovers.count == 1 && leftovers[0].hasSuffix(".failure.json"), "only the failure is recorded")
            let again = try #require(throws: WasmBuildFailure.self) {
                try compiler.build(request("Broken", broken, exports: []))
            }
            #expect(!failure.wasReused && again.wasReused)
            #expect(again.diagnostics == failure.diagnostics)
        }
    }

    @Test func aMissingExportIsALinkError() throws {
        try withTemporaryDirectory { cache in
            let compiler = WasmCompiler(
                toolchain: try #require(WasmTestEnvironment.compiler).toolchain, cacheDirectory: cache)
            let failure = try #require(throws: WasmBuildFailure.self) {
                try compiler.build(request("Workload", Self.workload, exports: ["doctest_9"]))
            }
            #expect(failure.step == .link)
            #expect(failure.errors.contains { $0.message.contains("doctest_9") })
        }
    }
}

@Suite("Finding the toolchain", .tags(.toolchain))
struct WasmToolchainTests {
    @Test func aMissingCompilerIsOneClearWarning() {
        let support = WasmSupport.probe(
            cacheDirectory: "/nonexistent",
            environment: ["DIARY_SWIFTC": "/nonexistent/bin/swiftc", "PATH": "/usr/bin"])
        #expect(support.compiler == nil)
        #expect(
            support.warning
                == "runnable samples are off: /nonexistent/bin/swiftc (from DIARY_SWIFTC) is not an executable swiftc")
    }

    @Test func noSwiftcOnPathSaysWhatToSet() {
        let support = WasmSupport.probe(cacheDirectory: "/nonexistent", environment: ["PATH": "/nonexistent"])
        #expect(
            support.warning == "runnable samples are off: no swiftc on PATH; set DIARY_SWIFTC to the compiler to use")
    }

    @Test func aCompilerWithoutWasmLinkerIsRefused() throws {
        try withTemporaryDirectory { folder in
            let fake = folder + "/swiftc"
            try Data("#!/bin/sh\necho 'Swift version 0'\n".utf8).write(to: URL(fileURLWithPath: fake))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
            let result = WasmToolchain.discover(environment: ["DIARY_SWIFTC": fake])
            guard case .failure(let problem) = result else {
                Issue.record("a toolchain without clang and wasm-ld was accepted")
                return
            }
            #expect(problem.message.contains("/clang is missing"))
        }
    }

    @Test(.enabled(if: WasmTestEnvironment.canCompile, "\(WasmTestEnvironment.compileSkipMessage)"))
    func findsClangAndTheLinkerBesideSwiftc() throws {
        let toolchain = try #require(WasmTestEnvironment.compiler).toolchain
        let folder = URL(fileURLWithPath: toolchain.swiftc).deletingLastPathComponent().path
        #expect(toolchain.clang == folder + "/clang")
        #expect(toolchain.linker == folder + "/wasm-ld")
        #expect(toolchain.compilerVersion.contains("Swift version"))
    }
}
