import DiaryContent
import Foundation

/// One uncached build in its staging folder: write the inputs, compile the shim and the Swift
/// module, link, and shrink the result with `wasm-opt` when the toolchain has it. Each step's
/// failure carries the tool's diagnostics.
struct BuildSteps {
    /// What a finished build reports.
    struct Outcome {
        /// The warnings of the Swift compiler.
        var warnings: [Diagnostic]
        /// The `wasm-opt` version that shrank the file, or `nil`.
        var optimizedBy: String?
    }

    /// The file in a build folder that names the `wasm-opt` which shrank its `.wasm`.
    static let optimizerRecord = "wasm-opt.txt"

    let toolchain: WasmToolchain
    let folder: URL
    let request: WasmBuildRequest
    /// The budget of each tool run.
    let limits: ToolLimits
    /// DiaryUI and WasmWireFormat compiled already: the module is compiled against them without
    /// optimisation and linked with their objects, and `wasm-opt` does not run (the fast build);
    /// `nil` compiles them into the module (the optimised build).
    var libraries: PrebuiltLibraries? = nil

    /// The dependencies whose sources are compiled into the module.
    private var compiledDependencies: [WasmModuleSources] {
        libraries == nil ? request.dependencies : request.dependencies.filter { !PrebuiltLibraries.isLibrary($0) }
    }

    private var name: String { request.module.name }
    private var stubs: URL { folder.appending(path: "stubs") }

    /// Runs every step.
    /// - Returns: The warnings of the Swift compiler, and whether `wasm-opt` ran.
    func run() throws(WasmBuildFailure) -> Outcome {
        let sources = try writeInputs()
        try compileStubs()
        try compileShim()
        let warnings = try compileSwift(sources)
        try link()
        let optimizedBy = libraries == nil ? optimize() : nil
        // The objects and stubs are large and never read again; the sources stay, to reproduce a build.
        for leftover in ["\(name).o", "shim.o", "stubs", "\(name).linked.wasm"] {
            try? FileManager.default.removeItem(at: folder.appending(path: leftover))
        }
        return Outcome(warnings: warnings, optimizedBy: optimizedBy)
    }

    /// The `wasm-opt` version recorded in a finished build `folder`, or `nil`.
    static func recordedOptimizer(in folder: URL) -> String? {
        (try? String(contentsOf: folder.appending(path: optimizerRecord), encoding: .utf8))
            .map { $0.trimmingCharacters(in: .newlines) }
    }

    /// Writes every module's files as `<module>/<module>-<file>` (one module may not hold two files
    /// of one name) and the shim; returns the Swift paths in order: dependencies, then the module.
    private func writeInputs() throws(WasmBuildFailure) -> [String] {
        var paths: [String] = []
        do {
            for module in compiledDependencies.sorted(by: { $0.name < $1.name }) + [request.module] {
                let directory = folder.appending(path: "sources/\(module.name)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                for file in module.files {
                    let url = directory.appending(path: "\(module.name)-\(file.name)")
                    try Data(file.text.utf8).write(to: url)
                    paths.append(url.path)
                }
            }
            try FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)
            try Data("".utf8).write(to: stubs.appending(path: "empty.swift"))
            try Data(RuntimeShim.source.utf8).write(to: folder.appending(path: "shim.c"))
        } catch {
            throw failure(.prepare, "cannot write the build folder \(folder.path): \(error.localizedDescription)")
        }
        return paths
    }

    /// Empty modules named like each dependency, so the sources' `import DiaryUI` or
    /// `import Puzzles` resolve while the code itself is compiled into this module.
    private func compileStubs() throws(WasmBuildFailure) {
        for dependency in compiledDependencies {
            let arguments =
                WasmCompiler.swiftFlags + [
                    "-module-name", dependency.name, "-emit-module", "-emit-module-path",
                    stubs.appending(path: "\(dependency.name).swiftmodule").path,
                    stubs.appending(path: "empty.swift").path,
                ]
            _ = try runTool(toolchain.swiftc, arguments, step: .compileSwift)
        }
    }

    private func compileShim() throws(WasmBuildFailure) {
        let arguments =
            WasmCompiler.clangFlags + [
                "-c", folder.appending(path: "shim.c").path, "-o", folder.appending(path: "shim.o").path,
            ]
        _ = try runTool(toolchain.clang, arguments, step: .compileShim)
    }

    private func compileSwift(_ sources: [String]) throws(WasmBuildFailure) -> [Diagnostic] {
        var flags = WasmCompiler.swiftFlags
        if let libraries {
            flags = flags.map { $0 == "-Osize" ? "-Onone" : $0 } + ["-I", libraries.folder.path]
        }
        let arguments =
            flags + ["-module-name", name, "-I", stubs.path, "-c"] + sources + [
                "-o", folder.appending(path: "\(name).o").path,
            ]
        return try runTool(toolchain.swiftc, arguments, step: .compileSwift).filter { $0.severity == .warning }
    }

    private func link() throws(WasmBuildFailure) {
        let exports = ([RuntimeShim.flushExport] + request.exports).map { "--export=\($0)" }
        // The Unicode tables serve String comparison and normalisation; an archive only adds the
        // members something refers to.
        let unicode = URL(fileURLWithPath: toolchain.embeddedLibraryDirectory)
            .appending(path: "libswiftUnicodeDataTables.a").path
        let libraries = FileManager.default.fileExists(atPath: unicode) ? [unicode] : []
        let arguments =
            WasmCompiler.linkFlags + exports + [
                folder.appending(path: "\(name).o").path, folder.appending(path: "shim.o").path,
            ] + (self.libraries?.objects ?? []) + libraries + ["-o", folder.appending(path: "\(name).wasm").path]
        _ = try runTool(toolchain.linker, arguments, step: .link)
    }

    /// Compiles a library module once into this folder as `<Name>.swiftmodule` and `<Name>.o`
    /// (``PrebuiltLibraries``); the libraries compiled before it are importable.
    func compileLibrary(_ module: WasmModuleSources) throws(WasmBuildFailure) {
        var paths: [String] = []
        do {
            let directory = folder.appending(path: "sources/\(module.name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for file in module.files {
                let url = directory.appending(path: "\(module.name)-\(file.name)")
                try Data(file.text.utf8).write(to: url)
                paths.append(url.path)
            }
        } catch {
            throw failure(.prepare, "cannot write the build folder \(folder.path): \(error.localizedDescription)")
        }
        let arguments =
            WasmCompiler.swiftFlags + [
                "-module-name", module.name, "-emit-module", "-emit-module-path",
                folder.appending(path: "\(module.name).swiftmodule").path, "-I", folder.path, "-c",
            ] + paths + ["-o", folder.appending(path: "\(module.name).o").path]
        _ = try runTool(toolchain.swiftc, arguments, step: .compileSwift)
    }

    /// Shrinks the linked `.wasm` with the toolchain's `wasm-opt`; when there is none, or it fails
    /// or writes nothing, the linked file stays as it is (the build is still good, only larger).
    /// - Returns: The version of the `wasm-opt` that replaced the file, or `nil`.
    private func optimize() -> String? {
        guard let optimizer = toolchain.optimizer else { return nil }
        let product = folder.appending(path: "\(name).wasm")
        let linked = folder.appending(path: "\(name).linked.wasm")
        let fileManager = FileManager.default
        guard (try? fileManager.moveItem(at: product, to: linked)) != nil else { return nil }
        do {
            let output = try ToolRunner.run(
                optimizer.path, optimizer.arguments(input: linked.path, output: product.path), in: folder.path,
                limits: limits)
            guard output.exitCode == 0, fileManager.fileExists(atPath: product.path) else {
                throw ToolLaunchError(message: output.combined)
            }
            try Data((optimizer.version + "\n").utf8).write(to: folder.appending(path: Self.optimizerRecord))
            return optimizer.version
        } catch {
            try? fileManager.removeItem(at: product)
            try? fileManager.moveItem(at: linked, to: product)
            return nil
        }
    }

    /// Runs a tool in the build folder; its diagnostics, or a failure holding them.
    private func runTool(_ tool: String, _ arguments: [String], step: WasmBuildFailure.Step) throws(WasmBuildFailure)
        -> [Diagnostic]
    {
        let output: ToolOutput
        do {
            output = try ToolRunner.run(tool, arguments, in: folder.path, limits: limits)
        } catch {
            throw failure(step, error.message)
        }
        if output.timedOut {
            var timeout = failure(
                step,
                "\(URL(fileURLWithPath: tool).lastPathComponent) did not finish within "
                    + "\(PreviewRun.seconds(limits.seconds)) s (--sample-timeout sets the budget)")
            timeout.timedOut = true
            throw timeout
        }
        let diagnostics = CompilerOutput.parse(output.combined, failed: output.exitCode != 0)
        guard output.exitCode == 0 else {
            throw WasmBuildFailure(module: name, step: step, diagnostics: diagnostics)
        }
        return diagnostics
    }

    private func failure(_ step: WasmBuildFailure.Step, _ message: String) -> WasmBuildFailure {
        WasmBuildFailure(
            module: name, step: step, diagnostics: [Diagnostic(.error, file: nil, message: message)])
    }
}
