import Foundation
import SampleExtraction

/// What one `wasmkit run` of a built sample module gave: its drawn previews and what each of its
/// doctests printed.
public struct ModuleRun: Sendable {
    /// The drawings of the plan's fences, or why none could be drawn; `nil` without fences.
    public var previews: Result<[FenceDrawing], PreviewDrawingFailure>?
    /// Each exported doctest's outcome by export name, or why the module could not run; `nil`
    /// without doctests.
    public var doctests: Result<[String: DoctestOutcome], PreviewDrawingFailure>?
    /// Whether `wasmkit` ran (`false` when both came from the cache beside the `.wasm`).
    public var ran = false
}

extension WasmCompiler {
    /// The file in a build folder that keeps a kept run's standard output (the doctests' text).
    static let savedDoctestOutput = "doctests.output"

    /// Runs a built module once in the toolchain's WebAssembly runtime: `_start` draws every
    /// preview fence (``PreviewGlue``), then runs every doctest (``DoctestGlue/runAll``), within
    /// ``limits``' run budget; or, when the module ran before, gives that run again
    /// (``savedRun(_:fences:)``).
    /// - Parameters:
    ///   - build: The module's build.
    ///   - fences: The plan's preview fences, in the glue's order.
    public func run(_ build: SampleWasmBuild, fences: [PreviewFence]) -> ModuleRun {
        savedRun(build, fences: fences) ?? freshRun(build, fences: fences)
    }

    /// The module's earlier run, kept beside its `.wasm`, or `nil` when there is none to trust.
    ///
    /// A run depends on the `.wasm` alone, so its preview records, its standard output and, when
    /// it did not finish, how it stopped (``SavedEnding``) are kept, and an unchanged module runs
    /// nothing: a doctest that traps warns again from the cache.
    public func savedRun(_ build: SampleWasmBuild, fences: [PreviewFence]) -> ModuleRun? {
        let folder = URL(fileURLWithPath: build.artifact.path).deletingLastPathComponent()
        var ending = PreviewRun.Ending.finished
        if let data = try? Data(contentsOf: folder.appending(path: SavedEnding.fileName)) {
            guard let saved = SavedEnding.read(String(decoding: data, as: UTF8.self), runSeconds: limits.runSeconds)
            else { return nil }
            ending = saved
        }
        var drawings: [FenceDrawing] = []
        if !fences.isEmpty {
            guard let data = try? Data(contentsOf: folder.appending(path: Self.savedRecords)) else { return nil }
            let previewRun = PreviewRun(fences: fences, module: build.artifact.module)
            drawings = previewRun.check(PreviewRecords.read([UInt8](data)), ending: ending)
            // Records kept by a finished run are those of a clean one only.
            if ending == .finished, !drawings.allSatisfy({ (try? $0.result.get()) != nil }) { return nil }
        }
        var output = ""
        if !build.doctests.isEmpty {
            guard let data = try? Data(contentsOf: folder.appending(path: Self.savedDoctestOutput)) else { return nil }
            output = String(decoding: data, as: UTF8.self)
        }
        return result(build, fences: fences, drawings: drawings, output: output, ending: ending, ran: false)
    }

    /// Runs the module in `wasmkit`, and keeps the run beside the `.wasm` when ``SavedEnding``
    /// says it may be trusted later (not when it was killed by a signal, or could not start).
    public func freshRun(_ build: SampleWasmBuild, fences: [PreviewFence]) -> ModuleRun {
        let artifact = build.artifact
        func failed(_ message: String) -> ModuleRun {
            let failure = PreviewDrawingFailure(module: artifact.module, message: message)
            return ModuleRun(
                previews: fences.isEmpty ? nil : .failure(failure),
                doctests: build.doctests.isEmpty ? nil : .failure(failure), ran: false)
        }
        guard let runtime = toolchain.runtime else {
            return failed("the toolchain has no wasmkit beside \(toolchain.swiftc) to run its WebAssembly")
        }
        let output: ToolOutput
        do {
            output = try ToolRunner.run(runtime, ["run", artifact.path], limits: limits.run)
        } catch {
            return failed(error.message)
        }
        let reading = PreviewRecords.read(output.standardErrorBytes)
        let ending = ending(of: output, rest: reading.rest)
        let drawings = PreviewRun(fences: fences, module: artifact.module).check(reading, ending: ending)
        let clean = ending == .finished && drawings.allSatisfy { (try? $0.result.get()) != nil }
        if SavedEnding.isKept(ending, signal: output.signal), ending != .finished || clean {
            keep(output, ending: ending, beside: artifact, fences: fences, doctests: !build.doctests.isEmpty)
        }
        return result(
            build, fences: fences, drawings: drawings, output: output.standardOutput, ending: ending, ran: true)
    }

    /// Writes a run's records, output and ending beside the `.wasm` (the files the old code kept,
    /// plus ``SavedEnding/fileName`` for a run that did not finish). Two builds that run the same
    /// module at once write the same run, as far as its `.wasm` decides it.
    private func keep(
        _ output: ToolOutput, ending: PreviewRun.Ending, beside artifact: WasmArtifact, fences: [PreviewFence],
        doctests: Bool
    ) {
        let folder = URL(fileURLWithPath: artifact.path).deletingLastPathComponent()
        let endingFile = folder.appending(path: SavedEnding.fileName)
        try? FileManager.default.removeItem(at: endingFile)
        if !fences.isEmpty {
            try? Data(output.standardErrorBytes).write(to: folder.appending(path: Self.savedRecords), options: .atomic)
        }
        if doctests {
            try? Data(output.standardOutput.utf8).write(
                to: folder.appending(path: Self.savedDoctestOutput), options: .atomic)
        }
        if let text = SavedEnding.text(ending) {
            try? Data(text.utf8).write(to: endingFile, options: .atomic)
        }
    }

    private func result(
        _ build: SampleWasmBuild, fences: [PreviewFence], drawings: [FenceDrawing], output: String,
        ending: PreviewRun.Ending, ran: Bool
    ) -> ModuleRun {
        let stopped = ending == .finished ? nil : PreviewRun.reason(ending)
        let doctestRun = DoctestRun(exportNames: build.doctests.map(\.exportName))
        return ModuleRun(
            previews: fences.isEmpty ? nil : .success(drawings),
            doctests: build.doctests.isEmpty ? nil : .success(doctestRun.outcomes(of: output, stopped: stopped)),
            ran: ran)
    }
}
