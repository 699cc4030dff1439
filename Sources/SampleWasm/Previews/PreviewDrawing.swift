import Foundation

/// Why a module's previews could not be drawn.
public struct PreviewDrawingFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sample module.
    public var module: String
    /// What went wrong, in one sentence.
    public var message: String

    public var description: String { "the previews of \(module) cannot be drawn: \(message)" }
}

extension WasmCompiler {
    /// Draws every preview of a built module by running its `.wasm` in the toolchain's WebAssembly
    /// runtime (`wasmkit run`, which calls the `_start` that ``PreviewGlue`` fills).
    ///
    /// The module's output depends on its `.wasm` alone, so it is kept beside the file in the cache
    /// (`previews.out`) and an unchanged module runs nothing.
    /// - Parameter artifact: The module's `.wasm`, built from a plan with previews.
    /// - Returns: Every fence's variants, in the module's order.
    public func drawPreviews(of artifact: WasmArtifact) throws(PreviewDrawingFailure) -> [DrawnFence] {
        let saved = URL(fileURLWithPath: artifact.path).deletingLastPathComponent().appending(path: "previews.out")
        let output: [UInt8]
        if let data = try? Data(contentsOf: saved) {
            output = [UInt8](data)
        } else {
            guard let runtime = toolchain.runtime else {
                throw PreviewDrawingFailure(
                    module: artifact.module,
                    message: "the toolchain has no wasmkit beside \(toolchain.swiftc) to run its WebAssembly")
            }
            let run: ToolOutput
            do {
                run = try ToolRunner.run(runtime, ["run", artifact.path])
            } catch {
                throw PreviewDrawingFailure(module: artifact.module, message: error.message)
            }
            guard run.exitCode == 0 else {
                let reason = run.standardError.split(separator: "\n").first.map(String.init) ?? "no message"
                throw PreviewDrawingFailure(
                    module: artifact.module, message: "wasmkit exited with status \(run.exitCode): \(reason)")
            }
            output = Array(run.standardOutput.utf8)
            try? Data(output).write(to: saved, options: .atomic)
        }
        do {
            return try PreviewRecords.parse(output)
        } catch {
            throw PreviewDrawingFailure(module: artifact.module, message: error.description)
        }
    }
}
