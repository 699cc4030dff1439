import Foundation
import SampleExtraction

/// Why none of a module's previews could be drawn: no runtime, or it cannot be started.
public struct PreviewDrawingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sample module.
    public var module: String
    /// What went wrong, in one sentence.
    public var message: String

    public var description: String { "the previews of \(module) cannot be drawn: \(message)" }
}

extension WasmCompiler {
    /// The file in a build folder that keeps a clean run's records.
    static let savedRecords = "previews.records"

    /// Draws every preview of a built module by running its `.wasm` in the toolchain's WebAssembly
    /// runtime (`wasmkit run`, which calls the `_start` that ``PreviewGlue`` fills), within
    /// ``limits``' run budget, memory and output size.
    ///
    /// The records come on the run's standard error (``RuntimeShim/recordFunction``); standard
    /// output, where the article's `print`s go, is not read. A clean run depends on the `.wasm` alone,
    /// so its records are kept beside the file in the cache and an unchanged module runs nothing;
    /// a run that failed is not kept (it may have been out of time only on a busy machine).
    /// - Parameters:
    ///   - artifact: The module's `.wasm`, built from a plan with previews.
    ///   - fences: The plan's fences, in the glue's order.
    /// - Returns: Every fence with its variants or the reason it has none.
    public func drawPreviews(of artifact: WasmArtifact, fences: [PreviewFence]) throws(PreviewDrawingFailure)
        -> [FenceDrawing]
    {
        let run = PreviewRun(fences: fences, module: artifact.module)
        let saved = URL(fileURLWithPath: artifact.path).deletingLastPathComponent().appending(path: Self.savedRecords)
        if let data = try? Data(contentsOf: saved) {
            let drawings = run.check(PreviewRecords.read([UInt8](data)), ending: .finished)
            if drawings.allSatisfy({ (try? $0.result.get()) != nil }) { return drawings }
        }
        guard let runtime = toolchain.runtime else {
            throw PreviewDrawingFailure(
                module: artifact.module,
                message: "the toolchain has no wasmkit beside \(toolchain.swiftc) to run its WebAssembly")
        }
        let output: ToolOutput
        do {
            output = try ToolRunner.run(runtime, ["run", artifact.path], limits: limits.run)
        } catch {
            throw PreviewDrawingFailure(module: artifact.module, message: error.message)
        }
        let reading = PreviewRecords.read(output.standardErrorBytes)
        let drawings = run.check(reading, ending: ending(of: output, rest: reading.rest))
        if output.exitCode == 0, drawings.allSatisfy({ (try? $0.result.get()) != nil }) {
            try? Data(output.standardErrorBytes).write(to: saved, options: .atomic)
        }
        return drawings
    }

    /// How a `wasmkit` run ended; for a run that stopped, its message (what follows the records
    /// on standard error) or signal.
    func ending(of output: ToolOutput, rest: [UInt8]) -> PreviewRun.Ending {
        if output.timedOut { return .timedOut(seconds: limits.runSeconds) }
        if output.exitCode == 0 { return .finished }
        let message = String(decoding: rest, as: UTF8.self).split(separator: "\n").first.map {
            "wasmkit: " + $0.prefix(300)
        }
        if let signal = output.signal {
            return .stopped(
                (message.map { $0 + "; " } ?? "") + "wasmkit was killed by signal \(signal); "
                    + "it may have run out of its memory limit")
        }
        return .stopped(message ?? "wasmkit exited with status \(output.exitCode)")
    }
}
