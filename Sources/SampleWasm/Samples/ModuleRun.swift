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
    /// The file in a build folder that keeps a clean run's standard output (the doctests' text).
    static let savedDoctestOutput = "doctests.output"

    /// Runs a built module once in the toolchain's WebAssembly runtime: `_start` draws every
    /// preview fence (``PreviewGlue``), then runs every doctest (``DoctestGlue/runAll``), within
    /// ``limits``' run budget.
    ///
    /// A clean run depends on the `.wasm` alone, so its preview records and its standard output
    /// are kept beside the file in the cache, and an unchanged module runs nothing; a run that
    /// failed is not kept (it may have been out of time only on a busy machine).
    /// - Parameters:
    ///   - build: The module's build.
    ///   - fences: The plan's preview fences, in the glue's order.
    public func run(_ build: SampleWasmBuild, fences: [PreviewFence]) -> ModuleRun {
        let artifact = build.artifact
        let folder = URL(fileURLWithPath: artifact.path).deletingLastPathComponent()
        let previewRun = PreviewRun(fences: fences, module: artifact.module)
        let doctestRun = DoctestRun(exportNames: build.doctests.map(\.exportName))
        let savedRecords = folder.appending(path: Self.savedRecords)
        let savedOutput = folder.appending(path: Self.savedDoctestOutput)
        var cachedDrawings: [FenceDrawing]? = fences.isEmpty ? [] : nil
        if cachedDrawings == nil, let data = try? Data(contentsOf: savedRecords) {
            let drawings = previewRun.check(PreviewRecords.read([UInt8](data)), ending: .finished)
            if drawings.allSatisfy({ (try? $0.result.get()) != nil }) { cachedDrawings = drawings }
        }
        var cachedOutput: String? = build.doctests.isEmpty ? "" : nil
        if cachedOutput == nil, let data = try? Data(contentsOf: savedOutput) {
            cachedOutput = String(decoding: data, as: UTF8.self)
        }
        func result(_ drawings: [FenceDrawing], _ output: String, stopped: String?, ran: Bool) -> ModuleRun {
            ModuleRun(
                previews: fences.isEmpty ? nil : .success(drawings),
                doctests: build.doctests.isEmpty ? nil : .success(doctestRun.outcomes(of: output, stopped: stopped)),
                ran: ran)
        }
        if let cachedDrawings, let cachedOutput {
            return result(cachedDrawings, cachedOutput, stopped: nil, ran: false)
        }
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
        let drawings = previewRun.check(reading, ending: ending)
        if output.exitCode == 0, !fences.isEmpty, drawings.allSatisfy({ (try? $0.result.get()) != nil }) {
            try? Data(output.standardErrorBytes).write(to: savedRecords, options: .atomic)
        }
        if output.exitCode == 0, !build.doctests.isEmpty {
            try? Data(output.standardOutput.utf8).write(to: savedOutput, options: .atomic)
        }
        let stopped = ending == .finished ? nil : PreviewRun.reason(ending)
        return result(drawings, output.standardOutput, stopped: stopped, ran: true)
    }
}
