import Foundation
import TestSupport
import Testing

@testable import SampleWasm

/// The fast build `diary serve` uses: a sample module compiled without optimisation against
/// DiaryUI and WasmWireFormat compiled once, then linked.
@Suite(
    "Sample modules built against prebuilt DiaryUI",
    .tags(.toolchain),
    .enabled(if: WasmTestEnvironment.canCompile, "\(WasmTestEnvironment.compileSkipMessage)"))
struct SplitBuildTests {
    /// A cache of its own for the fast builds (kept under `.build`, so DiaryUI compiles once per
    /// edit of its sources), apart from the shared one where `diary build` keeps optimised files.
    static let fastCache = WasmTestEnvironment.packageRoot.appending(path: ".build/diary-wasm-split-tests").path

    /// The fast compiler, on `cache`.
    static func fastCompiler(cache: String = fastCache) throws -> WasmCompiler {
        var compiler = try #require(WasmTestEnvironment.compiler)
        compiler.cacheDirectory = cache
        compiler.splitsLibraries = true
        return compiler
    }

    /// The names of the prebuilt library folders in the fast cache.
    static func libraryFolders() -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fastCache)) ?? []
        return Set(names.filter { $0.hasPrefix("Libraries-") })
    }

    // Buttons uses DiaryUI alone; ParentalGate imports the sample module Puzzles as well.
    @Test(arguments: ["Buttons", "ParentalGate"])
    func drawsTheSamePreviewsAndDoctestOutputAsTheOptimisedBuild(module: String) throws {
        let plan = try SampleModuleTests.plan(module)
        let optimised = try #require(WasmTestEnvironment.compiler)
        let fast = try Self.fastCompiler()
        #expect(optimised.cacheKey(for: plan.request) != fast.cacheKey(for: plan.request))

        let fastBuild = try fast.build(plan)
        #expect(fastBuild.artifact.optimizedBy == nil)
        #expect(!Self.libraryFolders().isEmpty)
        let optimisedBuild = try optimised.build(plan)
        #expect(optimisedBuild.artifact.path != fastBuild.artifact.path)
        // Where the optimised `.wasm` is cached already, the fast compiler takes it.
        let sharing = try Self.fastCompiler(cache: WasmTestEnvironment.sharedCache)
        #expect(try sharing.build(plan).artifact.path == optimisedBuild.artifact.path)

        let slowRun = optimised.run(optimisedBuild, fences: plan.previews)
        let fastRun = fast.run(fastBuild, fences: plan.previews)
        let slowDrawings = try #require(try slowRun.previews?.get())
        #expect(!slowDrawings.isEmpty)
        #expect(try fastRun.previews?.get() == slowDrawings)
        let slowDoctests = try #require(try slowRun.doctests?.get())
        #expect(!slowDoctests.isEmpty)
        #expect(try fastRun.doctests?.get() == slowDoctests)
    }

    @Test func anEditedModuleReusesTheLibrariesBuiltOnce() throws {
        let fast = try Self.fastCompiler()
        let plan = try SampleModuleTests.plan("Buttons")
        _ = try fast.build(plan)
        let before = Self.libraryFolders()
        // A doctest left out changes the module's sources, not DiaryUI's.
        let edited = plan.excluding([try #require(plan.doctests.first).exportName])
        let build = try fast.build(edited)
        #expect(Self.libraryFolders() == before)
        #expect(build.doctests.count == plan.doctests.count - 1)
    }

    @Test func aLibraryThatDoesNotCompileIsNamed() throws {
        let cache = FileManager.default.temporaryDirectory.appending(path: "split-library-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let fast = try Self.fastCompiler(cache: cache.path)
        let brokenUI = WasmModuleSources(
            name: "DiaryUI", files: [WasmSourceFile(name: "DiaryUI.swift", text: "public struct {}\n")])
        let request = WasmBuildRequest(
            module: WasmModuleSources(
                name: "Client", files: [WasmSourceFile(name: "Client.swift", text: "import DiaryUI\n")]),
            dependencies: [brokenUI, SampleWasmPlan.wireFormat], exports: [])
        // WasmWireFormat compiles first and builds; DiaryUI is the library that fails.
        let failure = try #require(throws: WasmBuildFailure.self) { try fast.build(request) }
        #expect(failure.module == "DiaryUI", "\(failure)")
        #expect(failure.step == .compileSwift)
    }
}
