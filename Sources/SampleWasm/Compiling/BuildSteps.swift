import Foundation

/// One uncached build in its staging folder: write the inputs, compile the shim and the Swift
/// module, link. Each step's failure carries the tool's diagnostics.
struct BuildSteps {
    let toolchain: WasmToolchain
    let folder: URL
    let request: WasmBuildRequest

    private var name: String { request.module.name }
    private var stubs: URL { folder.appending(path: "stubs") }

    /// Runs every step.
    /// - Returns: The warnings of the Swift compiler.
    func run() throws(WasmBuildFailure) -> [CompilerDiagnostic] {
        let sources = try writeInputs()
        try compileStubs()
        try compileShim()
        let warnings = try compileSwift(sources)
        try link()
        // The objects and stubs are large and never read again; the sources stay, to reproduce a build.
        for leftover in ["\(name).o", "shim.o", "stubs"] {
            try? FileManager.default.removeItem(at: folder.appending(path: leftover))
        }
        return warnings
    }

    /// Writes every module's files as `<module>/<module>-<file>` (one module may not hold two files
    /// of one name) and the shim; returns the Swift paths in order: dependencies, then the module.
    private func writeInputs() throws(WasmBuildFailure) -> [String] {
        var paths: [String] = []
        do {
            for module in request.dependencies.sorted(by: { $0.name < $1.name }) + [request.module] {
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
        for dependency in request.dependencies {
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

    private func compileSwift(_ sources: [String]) throws(WasmBuildFailure) -> [CompilerDiagnostic] {
        let arguments =
            WasmCompiler.swiftFlags + ["-module-name", name, "-I", stubs.path, "-c"] + sources + [
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
            ] + libraries + ["-o", folder.appending(path: "\(name).wasm").path]
        _ = try runTool(toolchain.linker, arguments, step: .link)
    }

    /// Runs a tool in the build folder; its diagnostics, or a failure holding them.
    private func runTool(_ tool: String, _ arguments: [String], step: WasmBuildFailure.Step) throws(WasmBuildFailure)
        -> [CompilerDiagnostic]
    {
        let output: ToolOutput
        do {
            output = try ToolRunner.run(tool, arguments, in: folder.path)
        } catch {
            throw failure(step, error.message)
        }
        let diagnostics = CompilerDiagnostic.parse(output.combined, failed: output.exitCode != 0)
        guard output.exitCode == 0 else {
            throw WasmBuildFailure(module: name, step: step, diagnostics: diagnostics)
        }
        return diagnostics
    }

    private func failure(_ step: WasmBuildFailure.Step, _ message: String) -> WasmBuildFailure {
        WasmBuildFailure(
            module: name, step: step, diagnostics: [.init(.error, path: nil, line: nil, column: nil, message)])
    }
}
