import Foundation
import SampleExtraction
import Testing

@testable import SampleWasm

/// The articles' own sample modules, compiled from `Content/` to WebAssembly and run.
@Suite(
    "Sample modules as WebAssembly",
    .enabled(if: WasmTestEnvironment.canRun, "\(WasmTestEnvironment.runSkipMessage)"))
struct SampleModuleTests {
    /// The sample modules that build for Embedded Swift today (see the report for the others).
    static let embeddable = ["Puzzles", "Buttons", "PreviewTour"]

    static func plan(_ module: String) throws -> SampleWasmPlan {
        let diaryUI = try WasmTestEnvironment.diaryUI.get()
        return try #require(
            SampleWasmPlan(module: module, extractions: WasmTestEnvironment.samples.modules, diaryUI: diaryUI))
    }

    static func build(_ plan: SampleWasmPlan) throws -> WasmArtifact {
        let compiler = try #require(WasmTestEnvironment.compiler)
        do {
            return try compiler.build(plan.request)
        } catch {
            Issue.record("\(error)")
            throw error
        }
    }

    @Test(arguments: embeddable)
    func doctestsPrintTheirArticlesOutput(module: String) throws {
        let plan = try Self.plan(module)
        #expect(!plan.doctests.isEmpty, "\(module)'s article has doctests")
        let artifact = try Self.build(plan)
        let runs = try runUnderNode(artifact.path, exports: plan.doctests.map(\.exportName))
        #expect(runs.count == plan.doctests.count)
        for (doctest, run) in zip(plan.doctests, runs) {
            let example = doctest.example
            #expect(run.trap == nil, "\(example.articleName):\(example.line) trapped")
            #expect(
                run.output == example.expected,
                "\(example.articleName):\(example.line) printed something else",
                sourceLocation: SourceLocation(
                    fileID: "SampleWasmTests/index.md", filePath: example.articlePath, line: example.expectedLine,
                    column: 1))
        }
    }

    @Test func parentalGateTakesPuzzlesAlong() throws {
        let plan = try Self.plan("ParentalGate")
        #expect(plan.request.dependencies.map(\.name) == ["DiaryUI", "Puzzles"])
    }

    @Test func everyModuleEitherBuildsOrSaysWhereInTheArticle() throws {
        let compiler = try #require(WasmTestEnvironment.compiler)
        for module in WasmTestEnvironment.samples.modules.keys.sorted() where !Self.embeddable.contains(module) {
            let plan = try Self.plan(module)
            do {
                _ = try compiler.build(plan.request)
            } catch let failure {
                let located = failure.errors.filter { $0.path != nil && $0.line != nil }
                #expect(!located.isEmpty, "\(module) failed without a located error: \(failure)")
                #expect(located.allSatisfy { FileManager.default.fileExists(atPath: $0.path!) })
            }
        }
    }
}
