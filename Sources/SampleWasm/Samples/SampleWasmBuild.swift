import DiaryContent
import SampleExtraction

/// A sample module built to WebAssembly: its `.wasm`, the doctests it runs, and those left out.
public struct SampleWasmBuild: Sendable, Hashable {
    /// A doctest that does not compile for Embedded Swift, with the compiler's reasons.
    public struct ExcludedDoctest: Sendable, Hashable {
        /// The doctest.
        public var doctest: DoctestExport
        /// The errors inside its statements, at its article lines.
        public var errors: [Diagnostic]
    }

    /// The `.wasm`.
    public var artifact: WasmArtifact
    /// The doctests it exports; a page can run each by its ``DoctestExport/exportName``.
    public var doctests: [DoctestExport]
    /// The doctests left out, in article order.
    public var excluded: [ExcludedDoctest]
}

extension WasmCompiler {
    /// Builds a sample module, leaving out the doctests that Embedded Swift cannot compile.
    ///
    /// The module's own code must compile; a doctest whose statements hold every error of a
    /// failed compile (printing a value by reflection, say) is dropped, and the module is built
    /// again without it. Both builds are cached, the failed one included, so an unchanged module
    /// costs no compiler run next time.
    /// - Throws: ``WasmBuildFailure`` when the module fails for reasons outside its doctests.
    public func build(_ plan: SampleWasmPlan) throws(WasmBuildFailure) -> SampleWasmBuild {
        var plan = plan
        var excluded: [SampleWasmBuild.ExcludedDoctest] = []
        while true {
            do {
                let artifact = try build(plan.request)
                return SampleWasmBuild(artifact: artifact, doctests: plan.doctests, excluded: excluded)
            } catch {
                let blamed = Self.doctestsToBlame(for: error, in: plan.doctests)
                guard !blamed.isEmpty else { throw error }
                excluded += blamed
                excluded.sort { $0.doctest.example.line < $1.doctest.example.line }
                plan = plan.excluding(Set(blamed.map(\.doctest.exportName)))
            }
        }
    }

    /// The doctests that hold every error of a failed Swift compile, or none when some error
    /// lies elsewhere (then dropping doctests cannot help).
    static func doctestsToBlame(for failure: WasmBuildFailure, in doctests: [DoctestExport])
        -> [SampleWasmBuild.ExcludedDoctest]
    {
        guard failure.step == .compileSwift, !failure.errors.isEmpty else { return [] }
        var blamed: [SampleWasmBuild.ExcludedDoctest] = []
        for error in failure.errors {
            guard let doctest = doctests.first(where: { $0.contains(error) }) else { return [] }
            if let index = blamed.firstIndex(where: { $0.doctest == doctest }) {
                blamed[index].errors.append(error)
            } else {
                blamed.append(SampleWasmBuild.ExcludedDoctest(doctest: doctest, errors: [error]))
            }
        }
        return blamed
    }
}

extension WasmCompiler {
    /// Builds every sample module of `extractions`, one after another in name order.
    ///
    /// A module that fails does not stop the others; its failure is its entry.
    /// - Parameters:
    ///   - extractions: Every sample module's extraction, by name (``SampleSources/extractModules(contentDirectory:)``).
    ///   - diaryUI: DiaryUI's sources (``SampleSources/diaryUI(directory:)``).
    /// - Returns: Each module's build or failure, by module name.
    public func buildSamples(_ extractions: [String: ModuleExtraction], diaryUI: WasmModuleSources) -> [String:
        Result<SampleWasmBuild, WasmBuildFailure>]
    {
        var results: [String: Result<SampleWasmBuild, WasmBuildFailure>] = [:]
        for module in extractions.keys.sorted() {
            guard let plan = SampleWasmPlan(module: module, extractions: extractions, diaryUI: diaryUI) else {
                continue
            }
            results[module] = Result { () throws(WasmBuildFailure) in try build(plan) }
        }
        return results
    }
}
