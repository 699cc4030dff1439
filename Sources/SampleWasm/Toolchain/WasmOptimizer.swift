import Foundation

/// Binaryen's `wasm-opt`, which shrinks a linked module further (`-Oz`): optional.
///
/// Without it (not installed, or switched off with ``variable``) modules are built exactly as the
/// linker writes them; a `wasm-opt` that fails leaves the linked file in place. Which `wasm-opt`
/// ran, or that none did, is part of every cache key, so installing or removing it rebuilds.
public struct WasmOptimizer: Sendable, Hashable {
    /// The environment variable that names the `wasm-opt` to use; empty turns the step off.
    public static let variable = "DIARY_WASM_OPT"

    /// The program.
    public var path: String
    /// What `wasm-opt --version` printed, e.g. `wasm-opt version 108`.
    public var version: String

    /// Optimise for size, with the WebAssembly features the Swift toolchain's `wasm-ld` emits
    /// (a stripped module carries no `target_features` section to detect them from). No flag
    /// trades exactness for speed or size, so the module computes exactly what the linked one does.
    static let flags = [
        "-Oz", "--enable-bulk-memory", "--enable-sign-ext", "--enable-mutable-globals",
        "--enable-nontrapping-float-to-int", "--enable-multivalue", "--enable-reference-types",
    ]

    /// Creates an optimizer from a known program.
    public init(path: String, version: String) {
        self.path = path
        self.version = version
    }

    /// Finds `wasm-opt`: the program named by ``variable`` when it is set (none when it is empty),
    /// else the first `wasm-opt` on `PATH`.
    /// - Parameter environment: The process environment.
    /// - Returns: The optimizer, or `nil` when there is none or it does not run.
    public static func discover(environment: [String: String]) -> WasmOptimizer? {
        discover(environment: environment, versions: ToolVersions(cacheDirectory: nil))
    }

    /// ``discover(environment:)``, with the version remembered in `versions`.
    static func discover(environment: [String: String], versions: ToolVersions) -> WasmOptimizer? {
        let named = environment[variable]
        if named?.isEmpty == true { return nil }
        let candidates =
            named.map { [$0] } ?? (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/wasm-opt" }
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
            let version = versions.version(
                of: [path],
                ask: {
                    guard let output = try? ToolRunner.run(path, ["--version"]), output.exitCode == 0 else {
                        return nil
                    }
                    let firstLine = output.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
                    return firstLine.isEmpty ? "wasm-opt" : firstLine
                })
        else { return nil }
        return WasmOptimizer(path: path, version: version)
    }

    /// What goes into the cache key: the version and the flags.
    var cacheKeyField: String {
        ([version] + Self.flags).joined(separator: " ")
    }

    /// The arguments that optimise `input` into `output`.
    func arguments(input: String, output: String) -> [String] {
        Self.flags + [input, "-o", output]
    }
}
