import Foundation

/// Whether this machine can build runnable samples: a compiler ready to use, or one sentence to
/// print as a single warning (the site then builds without runnable samples).
public enum WasmSupport: Sendable {
    /// Embedded WebAssembly works; compile with this.
    case available(WasmCompiler)
    /// It does not; the problem says why.
    case unavailable(WasmSetupProblem)

    /// The compiler, when available.
    public var compiler: WasmCompiler? {
        if case .available(let compiler) = self { compiler } else { nil }
    }

    /// The warning to print once, when unavailable.
    public var warning: String? {
        if case .unavailable(let problem) = self { problem.description } else { nil }
    }

    /// Finds the toolchain and builds a one-line Embedded Swift program with the runtime shim, the
    /// cheapest proof that the whole chain works (the result is cached like any build, so later
    /// probes with the same toolchain cost a hash).
    /// - Parameters:
    ///   - cacheDirectory: Where builds are cached.
    ///   - environment: The process environment (for `PATH` and ``WasmToolchain/swiftcVariable``).
    public static func probe(
        cacheDirectory: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> WasmSupport {
        let toolchain: WasmToolchain
        switch WasmToolchain.discover(environment: environment, cacheDirectory: cacheDirectory) {
        case .success(let found): toolchain = found
        case .failure(let problem): return .unavailable(problem)
        }
        let compiler = WasmCompiler(toolchain: toolchain, cacheDirectory: cacheDirectory)
        let program = WasmSourceFile(
            name: "Probe.swift", text: "@_cdecl(\"diary_probe\")\npublic func diaryProbe() {\n    print(\"ok\")\n}\n")
        let request = WasmBuildRequest(
            module: WasmModuleSources(name: "DiaryProbe", files: [program]), dependencies: [], exports: ["diary_probe"])
        do {
            _ = try compiler.build(request)
            return .available(compiler)
        } catch {
            let reason = error.errors.first.map(\.description) ?? "the compiler failed without a message"
            return .unavailable(
                WasmSetupProblem("\(toolchain.swiftc) cannot build Embedded Swift for WebAssembly (\(reason))"))
        }
    }
}
