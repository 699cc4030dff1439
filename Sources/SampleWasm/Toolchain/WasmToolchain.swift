import Foundation

/// The programs that turn Swift into Embedded WebAssembly: `swiftc`, and the `clang` and `wasm-ld`
/// shipped beside it in the same toolchain, and `wasmkit`, the runtime that draws previews.
public struct WasmToolchain: Sendable, Hashable {
    /// The environment variable that names the `swiftc` to use instead of the one on `PATH`.
    public static let swiftcVariable = "DIARY_SWIFTC"

    /// The Swift compiler.
    public var swiftc: String
    /// The C compiler, used for the runtime shim.
    public var clang: String
    /// The WebAssembly linker.
    public var linker: String
    /// The first line of `swiftc --version`; part of every cache key.
    public var compilerVersion: String
    /// The WebAssembly runtime `wasmkit`, or `nil` when the toolchain has none (previews cannot
    /// then be drawn; doctests still run in the browser).
    public var runtime: String?
    /// Binaryen's `wasm-opt`, run after linking when present (see ``WasmOptimizer``).
    public var optimizer: WasmOptimizer?

    /// Creates a toolchain from known paths.
    public init(
        swiftc: String, clang: String, linker: String, compilerVersion: String, runtime: String? = nil,
        optimizer: WasmOptimizer? = nil
    ) {
        self.swiftc = swiftc
        self.clang = clang
        self.linker = linker
        self.compilerVersion = compilerVersion
        self.runtime = runtime
        self.optimizer = optimizer
    }

    /// The folder with the Embedded standard library's archives for wasm32.
    var embeddedLibraryDirectory: String {
        let bin = URL(fileURLWithPath: swiftc).deletingLastPathComponent()
        return bin.deletingLastPathComponent().appending(path: "lib/swift/embedded/wasm32-unknown-none-wasm").path
    }

    /// Finds the toolchain: `swiftc` from ``swiftcVariable`` when set, else the first on `PATH`
    /// (symbolic links resolved, so `clang` and `wasm-ld` are looked up in the real toolchain), and
    /// `wasm-opt` when there is one (``WasmOptimizer/discover(environment:)``).
    /// - Parameters:
    ///   - environment: The process environment, e.g. `ProcessInfo.processInfo.environment`.
    ///   - cacheDirectory: The wasm cache folder, where the programs' versions are remembered
    ///     (``ToolVersions``) so that they are not started only to ask; `nil` asks every time.
    /// - Returns: The toolchain, or a sentence saying which program is missing.
    public static func discover(environment: [String: String], cacheDirectory: String? = nil)
        -> Result<WasmToolchain, WasmSetupProblem>
    {
        let fileManager = FileManager.default
        let named = environment[swiftcVariable].flatMap { $0.isEmpty ? nil : $0 }
        let found =
            named
            ?? (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }.first {
                fileManager.isExecutableFile(atPath: $0)
            }
        guard let found else {
            return .failure(WasmSetupProblem("no swiftc on PATH; set \(swiftcVariable) to the compiler to use"))
        }
        guard fileManager.isExecutableFile(atPath: found) else {
            return .failure(WasmSetupProblem("\(found) (from \(swiftcVariable)) is not an executable swiftc"))
        }
        // `swiftc` is usually a link to `swift-driver`, which picks its mode by the name it is run
        // under: the real toolchain folder is the link target's, the program keeps its name.
        let bin = URL(fileURLWithPath: found).resolvingSymlinksInPath().deletingLastPathComponent()
        let besideTools = bin.appending(path: "swiftc")
        let swiftc = fileManager.isExecutableFile(atPath: besideTools.path) ? besideTools : URL(fileURLWithPath: found)
        let clang = bin.appending(path: "clang").path
        let linker = bin.appending(path: "wasm-ld").path
        for tool in [clang, linker] where !fileManager.isExecutableFile(atPath: tool) {
            return .failure(
                WasmSetupProblem("\(tool) is missing: the toolchain of \(swiftc.path) cannot link WebAssembly"))
        }
        let versions = ToolVersions(cacheDirectory: cacheDirectory)
        let frontend = bin.appending(path: "swift-frontend").path
        var launchError: ToolLaunchError?
        let version = versions.version(of: [swiftc.path] + (fileManager.fileExists(atPath: frontend) ? [frontend] : []))
        {
            do throws(ToolLaunchError) {
                let output = try ToolRunner.run(swiftc.path, ["--version"])
                let firstLine = (output.standardOutput + output.standardError).split(separator: "\n").first
                return firstLine.map(String.init) ?? "unknown"
            } catch {
                launchError = error
                return nil
            }
        }
        if let launchError {
            return .failure(WasmSetupProblem("cannot run \(swiftc.path): \(launchError.message)"))
        }
        let runtime = bin.appending(path: "wasmkit").path
        return .success(
            WasmToolchain(
                swiftc: swiftc.path, clang: clang, linker: linker, compilerVersion: version ?? "unknown",
                runtime: fileManager.isExecutableFile(atPath: runtime) ? runtime : nil,
                optimizer: WasmOptimizer.discover(environment: environment, versions: versions)))
    }
}

/// Why the site cannot have runnable samples on this machine: one sentence for a single warning.
public struct WasmSetupProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is missing or broken, and where possible what to do.
    public var message: String

    /// Creates a problem.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, prefixed so a reader knows which feature is off.
    public var description: String { "runnable samples are off: \(message)" }
}
