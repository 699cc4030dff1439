import BuildCache
import DiaryContent
import Foundation

/// Compiles Swift sources to Embedded WebAssembly, caching each `.wasm` under a hash of every input.
///
/// A build folder `<cache>/<Module>-<hash>/` holds the `.wasm` and what it was made from. The hash
/// covers the sources of the module and its dependencies, the exports, every flag, the runtime
/// shim, the compiler's version and which `wasm-opt` ran (or that none did), so an unchanged module is never recompiled and a changed one
/// never reuses a stale file. A compiler or linker failure is recorded beside them
/// (`<Module>-<hash>.failure.json`) and reported again without compiling. A build is written into
/// a staging folder and renamed into place whole, so an interrupted or failed build leaves nothing
/// that looks finished; a lock per entry (`<cache>/.locks/`) makes a second process that needs the
/// same module wait for the first instead of compiling it again. Reusing an entry refreshes its date; ``pruneCache(unusedForSeconds:now:)``
/// removes the entries that old edits left behind.
public struct WasmCompiler: Sendable {
    /// The toolchain that compiles.
    public var toolchain: WasmToolchain
    /// The cache folder; created when missing.
    public var cacheDirectory: String
    /// The time, memory and output budgets of every program it runs (`--sample-timeout`).
    public var limits = SampleLimits()
    /// Whether a sample module is compiled, without optimisation, against DiaryUI and
    /// WasmWireFormat compiled once (``PrebuiltLibraries``) instead of with them as one optimised
    /// module: seconds instead of half a minute per edit, for `diary serve`. The `.wasm` draws the
    /// same previews and prints the same doctest output; it is larger, as `wasm-opt` does not run.
    public var splitsLibraries = false

    /// Bumped when the build recipe changes in a way the flags below do not show.
    static let recipeVersion = "1"

    /// `swiftc` flags for an Embedded wasm32 object; `Extern` lets the preview glue declare the
    /// runtime shim's record function (``RuntimeShim/recordFunction``).
    static let swiftFlags = [
        "-target", "wasm32-unknown-none-wasm", "-enable-experimental-feature", "Embedded",
        "-enable-experimental-feature", "Extern", "-wmo", "-Osize",
        "-parse-as-library", "-Xfrontend", "-disable-stack-protector", "-diagnostic-style", "llvm",
        "-no-color-diagnostics",
    ]
    /// `clang` flags for the runtime shim: freestanding, no libc, no stack protector.
    static let clangFlags = [
        "--target=wasm32-unknown-unknown", "-Os", "-nostdlib", "-ffreestanding", "-fno-builtin",
        "-fno-stack-protector",
    ]
    /// `wasm-ld` flags: a library with no entry point, a 1 MiB stack placed first (so an overflow
    /// traps instead of overwriting data), unused code dropped, names stripped.
    static let linkFlags = ["--no-entry", "--gc-sections", "--strip-all", "--stack-first", "-z", "stack-size=1048576"]

    /// Creates a compiler.
    public init(toolchain: WasmToolchain, cacheDirectory: String) {
        self.toolchain = toolchain
        self.cacheDirectory = cacheDirectory
    }

    /// Builds the `.wasm` for `request`, or returns the cached one when no input changed.
    /// - Returns: The artifact; ``WasmArtifact/wasReused`` tells whether the compiler ran.
    /// - Throws: ``WasmBuildFailure`` with the compiler's diagnostics.
    public func build(_ request: WasmBuildRequest) throws(WasmBuildFailure) -> WasmArtifact {
        let name = request.module.name
        if splits(request) {
            // The optimised build of the same sources (`diary build`'s) serves as well, when there is one.
            var optimised = self
            optimised.splitsLibraries = false
            let key = optimised.cacheKey(for: request)
            let folder = URL(fileURLWithPath: cacheDirectory).appending(path: "\(name)-\(key.prefix(20))")
            if let artifact = try Self.finished(
                name: name, key: key, folder: folder, product: folder.appending(path: "\(name).wasm"))
            {
                return artifact
            }
        }
        let key = cacheKey(for: request)
        let folder = URL(fileURLWithPath: cacheDirectory).appending(path: "\(name)-\(key.prefix(20))")
        let product = folder.appending(path: "\(name).wasm")
        if let artifact = try Self.finished(name: name, key: key, folder: folder, product: product) {
            return artifact
        }
        let locks = URL(fileURLWithPath: cacheDirectory).appending(path: ".locks")
        try? FileManager.default.createDirectory(at: locks, withIntermediateDirectories: true)
        let lock = ExclusiveFileLock(path: locks.appending(path: folder.lastPathComponent).path)
        // Whoever held the lock may have just built it.
        if let artifact = try Self.finished(name: name, key: key, folder: folder, product: product) {
            return artifact
        }
        let started = ContinuousClock.now
        let staging = URL(fileURLWithPath: cacheDirectory).appending(path: ".staging-\(name)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        let outcome: BuildSteps.Outcome
        do {
            var steps = BuildSteps(toolchain: toolchain, folder: staging, request: request, limits: limits.compile)
            if splits(request) { steps.libraries = try prebuiltLibraries(request.dependencies) }
            outcome = try steps.run()
        } catch  where error.isDeterministic {
            try? JSONEncoder().encode(error).write(to: folder.appendingPathExtension("failure.json"), options: .atomic)
            throw error
        }
        do {
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch  where Self.fileSize(product) != nil {
            // Another build of the same inputs finished first; its file is the same.
        } catch {
            throw WasmBuildFailure(
                module: name, step: .prepare,
                diagnostics: [Diagnostic(.error, file: folder.path, message: error.localizedDescription)]
            )
        }
        _ = consume lock
        let elapsed = ContinuousClock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return WasmArtifact(
            module: name, path: product.path, key: key, byteCount: Self.fileSize(product) ?? 0, wasReused: false,
            buildSeconds: seconds, warnings: outcome.warnings, optimizedBy: outcome.optimizedBy)
    }

    /// The finished build in `folder`, or its recorded failure thrown again; `nil` when neither
    /// exists yet.
    private static func finished(name: String, key: String, folder: URL, product: URL) throws(WasmBuildFailure)
        -> WasmArtifact?
    {
        if let size = Self.fileSize(product) {
            Self.markUsed(folder)
            return WasmArtifact(
                module: name, path: product.path, key: key, byteCount: size, wasReused: true, buildSeconds: nil,
                optimizedBy: BuildSteps.recordedOptimizer(in: folder))
        }
        let failureRecord = folder.appendingPathExtension("failure.json")
        if let data = try? Data(contentsOf: failureRecord),
            var failure = try? JSONDecoder().decode(WasmBuildFailure.self, from: data)
        {
            failure.wasReused = true
            Self.markUsed(failureRecord)
            throw failure
        }
        return nil
    }

    /// The content hash of every input of `request`.
    public func cacheKey(for request: WasmBuildRequest) -> String {
        var hash = ContentHash()
        for field in [Self.recipeVersion, toolchain.compilerVersion] + Self.swiftFlags + Self.clangFlags
            + Self.linkFlags + [RuntimeShim.source, toolchain.optimizer?.cacheKeyField ?? "no wasm-opt"]
        {
            hash.combine(field)
        }
        for module in [request.module] + request.dependencies.sorted(by: { $0.name < $1.name }) {
            hash.combine(module.name)
            hash.combine(String(module.files.count))
            for file in module.files {
                hash.combine(file.name)
                hash.combine(file.text)
            }
        }
        hash.combine(request.exports.sorted().joined(separator: ","))
        if splits(request) { hash.combine("against prebuilt libraries, -Onone, no wasm-opt") }
        return hash.digest.hex
    }

    /// Whether `request` is built against ``PrebuiltLibraries`` (``splitsLibraries``, and it
    /// imports DiaryUI or WasmWireFormat; the stemmer and the probe build as before).
    func splits(_ request: WasmBuildRequest) -> Bool {
        splitsLibraries && request.dependencies.contains(where: PrebuiltLibraries.isLibrary)
    }

    private static func fileSize(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int
    }
}
