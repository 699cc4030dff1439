import BuildCache
import DiaryContent
import Foundation

/// DiaryUI and WasmWireFormat compiled once, as Embedded wasm modules and objects, for the fast
/// builds that compile only a sample module's own code against them
/// (``WasmCompiler/splitsLibraries``).
///
/// A folder `<cache>/Libraries-<hash>/` holds `<Name>.swiftmodule` and `<Name>.o` for each
/// library. The hash covers the toolchain, the flags and every library source, so an edit of
/// DiaryUI builds a new folder and an edit of an article reuses the old one. The folder is
/// built in a staging folder under the same lock scheme as a module's build, and pruned like one.
struct PrebuiltLibraries {
    /// The modules compiled once, in the order they are compiled (a later one may import an
    /// earlier one).
    static let names = ["WasmWireFormat", "DiaryUI"]

    /// The folder holding the modules and objects: the `-I` path of a client compile.
    let folder: URL
    /// The libraries in it, in ``names`` order.
    let modules: [String]

    /// The object files to link, one per library.
    var objects: [String] { modules.map { folder.appending(path: "\($0).o").path } }

    /// Whether a request's dependency is one that is compiled once.
    static func isLibrary(_ module: WasmModuleSources) -> Bool { names.contains(module.name) }
}

extension WasmCompiler {
    /// The prebuilt libraries among `dependencies`, built now when the cache has no folder for
    /// their sources yet.
    /// - Throws: ``WasmBuildFailure`` (module `DiaryUI` or `WasmWireFormat`) with the compiler's
    ///   diagnostics.
    func prebuiltLibraries(_ dependencies: [WasmModuleSources]) throws(WasmBuildFailure) -> PrebuiltLibraries {
        let libraries = PrebuiltLibraries.names.compactMap { name in dependencies.first { $0.name == name } }
        var hash = ContentHash()
        for field in [Self.recipeVersion, "libraries", toolchain.compilerVersion] + Self.swiftFlags {
            hash.combine(field)
        }
        for module in libraries {
            hash.combine(module.name)
            hash.combine(String(module.files.count))
            for file in module.files {
                hash.combine(file.name)
                hash.combine(file.text)
            }
        }
        let cache = URL(fileURLWithPath: cacheDirectory)
        let folder = cache.appending(path: "Libraries-\(hash.digest.hex.prefix(20))")
        let result = PrebuiltLibraries(folder: folder, modules: libraries.map(\.name))
        let fileManager = FileManager.default
        func isFinished() -> Bool {
            result.objects.allSatisfy { fileManager.fileExists(atPath: $0) }
        }
        if isFinished() {
            Self.markUsed(folder)
            return result
        }
        let locks = cache.appending(path: ".locks")
        try? fileManager.createDirectory(at: locks, withIntermediateDirectories: true)
        let lock = ExclusiveFileLock(path: locks.appending(path: folder.lastPathComponent).path)
        if isFinished() { return result }
        let staging = cache.appending(path: ".staging-Libraries-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: staging) }
        for module in libraries {
            // Each library's steps carry its own name, so a failure names the library that failed.
            let steps = BuildSteps(
                toolchain: toolchain, folder: staging,
                request: WasmBuildRequest(module: module, dependencies: [], exports: []), limits: limits.compile)
            try steps.compileLibrary(module)
        }
        do {
            try fileManager.moveItem(at: staging, to: folder)
        } catch  where isFinished() {
            // Another build of the same sources finished first; its files are the same.
        } catch {
            throw WasmBuildFailure(
                module: "DiaryUI", step: .prepare,
                diagnostics: [Diagnostic(.error, file: folder.path, message: error.localizedDescription)])
        }
        _ = consume lock
        return result
    }
}
