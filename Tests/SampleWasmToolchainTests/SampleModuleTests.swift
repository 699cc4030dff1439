import Foundation
import SampleExtraction
import TestSupport
import Testing

@testable import SampleWasm

/// The articles' own sample modules, compiled from `Content/` to WebAssembly and run.
@Suite(
    "Sample modules as WebAssembly",
    .tags(.toolchain),
    .enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
struct SampleModuleTests {
    /// The sample modules that build for Embedded Swift: every one, so every page's Run buttons work.
    static let embeddable = [
        "Buttons", "ParentalGate", "PixelDensity", "PreviewTour", "Puzzles", "StoryTimer", "SwipeCards",
        "ToolbarLayout",
    ]

    static func plan(_ module: String) throws -> SampleWasmPlan {
        let diaryUI = try WasmTestEnvironment.diaryUI.get()
        return try #require(
            SampleWasmPlan(module: module, extractions: WasmTestEnvironment.samples.modules, diaryUI: diaryUI))
    }

    @Test(arguments: embeddable)
    func doctestsPrintTheirArticlesOutput(module: String) throws {
        let plan = try Self.plan(module)
        let build = try #require(WasmTestEnvironment.compiler).build(plan)
        #expect(!build.doctests.isEmpty, "\(module) runs at least one doctest")
        #expect(build.doctests.count + build.excluded.count == plan.doctests.count)
        for excluded in build.excluded {
            #expect(!excluded.errors.isEmpty && excluded.errors.allSatisfy(excluded.doctest.contains))
        }
        let runs = try runUnderNode(build.artifact.path, exports: build.doctests.map(\.exportName))
        #expect(runs.count == build.doctests.count)
        for (doctest, run) in zip(build.doctests, runs) {
            let example = doctest.example
            #expect(run.trap == nil, "\(example.articleName):\(example.line) trapped")
            #expect(
                run.output == example.expected,
                "\(example.articleName):\(example.line) printed something else",
                sourceLocation: SourceLocation(
                    fileID: "SampleWasmTests/index.md", filePath: example.articlePath, line: example.expectedLine,
                    column: 1))
        }
        // A doctest with inputs, run with the values the article wrote, prints the recorded output too.
        let withInputs = build.doctests.filter { $0.inputsExportName != nil }
        let calls = withInputs.map {
            "\($0.inputsExportName!)=\($0.inputs.map { String($0.defaultValue) }.joined(separator: ","))"
        }
        for (doctest, run) in zip(withInputs, try runUnderNode(build.artifact.path, exports: calls)) {
            #expect(run.output == doctest.example.expected, "\(doctest.example.articleName):\(doctest.example.line)")
        }
    }

    /// Runs the doctest of `module` whose inputs are labelled `labels` with `values`.
    static func runWithInputs(_ module: String, labels: [String], values: [Int32]) throws -> String? {
        let build = try #require(WasmTestEnvironment.compiler).build(try plan(module))
        let doctest = try #require(build.doctests.first { $0.inputs.map(\.label) == labels }, "\(module): \(labels)")
        let call = "\(doctest.inputsExportName!)=" + values.map(String.init).joined(separator: ",")
        return try runUnderNode(build.artifact.path, exports: [call]).first?.output
    }

    @Test func changedInputsAreComputedByTheCompiledSwift() throws {
        // Back from the first of n pictures is picture n - 1, whatever n the reader picks.
        #expect(try Self.runWithInputs("StoryTimer", labels: ["Картинок"], values: [5]) == "ours: 4 tutorial: 0\n")
        // Looked at 500 ms, before the return one second after the last scroll: hidden both times.
        #expect(
            try Self.runWithInputs(
                "Buttons",
                labels: ["Вторая прокрутка, мс", "Третья прокрутка, мс", "Посмотреть на кнопки в момент, мс"],
                values: [300, 700, 500]) == "true\ntrue\n")
        // A swipe short of half the width stays on the first card.
        #expect(
            try Self.runWithInputs(
                "SwipeCards", labels: ["Свайп влево до предсказанной остановки, pt", "Лёгкое касание влево, pt"],
                values: [100, 30]) == "0 0.0\n0 -30.0\n")
    }

    @Test func parentalGateTakesPuzzlesAlong() throws {
        let plan = try Self.plan("ParentalGate")
        #expect(plan.request.dependencies.map(\.name) == ["DiaryUI", "Puzzles", "WasmWireFormat"])
    }

    @Test func everyArticleModuleIsPlanned() {
        let named = ["Buttons", "ParentalGate", "PixelDensity", "PreviewTour", "Puzzles", "StoryTimer", "SwipeCards"]
        #expect(Set(named).isSubset(of: WasmTestEnvironment.samples.modules.keys))
        #expect(!WasmTestEnvironment.samples.diagnostics.contains { $0.severity == .error })
    }

    @Test func everyModuleEitherBuildsOrSaysWhereInTheArticle() throws {
        let compiler = try #require(WasmTestEnvironment.compiler)
        let modules = WasmTestEnvironment.samples.modules
        let results = compiler.buildSamples(modules, diaryUI: try WasmTestEnvironment.diaryUI.get())
        #expect(results.keys.sorted() == modules.keys.sorted())
        if ProcessInfo.processInfo.environment["SAMPLE_WASM_REPORT"] != nil { Self.printReport(results) }
        for (module, result) in results {
            switch result {
            case .success(let build):
                #expect(build.doctests.count + build.excluded.count == modules[module]?.examples.count)
            case .failure(let failure):
                #expect(!Self.embeddable.contains(module), "\(failure)")
                let located = failure.errors.filter { $0.file != nil && $0.line != nil }
                #expect(!located.isEmpty, "\(module) failed without a located error: \(failure)")
                #expect(located.allSatisfy { FileManager.default.fileExists(atPath: $0.file!) })
            }
        }
    }

    /// With `SAMPLE_WASM_REPORT=1`: one line per module (size, build time, doctests, first error).
    static func printReport(_ results: [String: Result<SampleWasmBuild, WasmBuildFailure>]) {
        for (module, result) in results.sorted(by: { $0.key < $1.key }) {
            switch result {
            case .success(let build):
                let seconds = build.artifact.buildSeconds.map { "\($0) s" } ?? "cached"
                print(
                    "\(module): \(build.artifact.byteCount) bytes, \(seconds), \(build.doctests.count) doctests run, "
                        + "\(build.excluded.count) left out \(build.excluded.map { $0.errors[0].description })")
            case .failure(let failure):
                print("\(module): fails (\(failure.errors.count) errors), first: \(failure.errors[0])")
            }
        }
    }
}
