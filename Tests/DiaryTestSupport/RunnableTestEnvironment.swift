import SampleWasm

/// Whether this machine compiles Embedded WebAssembly, found once.
package enum RunnableTestEnvironment {
    /// The cache `diary build` uses by default for the bundled content, shared with `make preview`.
    package static let cache = TestPaths.repository.appending(path: ".build/diary-wasm").path
    package static let support = WasmSupport.probe(cacheDirectory: cache)
    package static let skipMessage =
        "Embedded WebAssembly toolchain unavailable (\(support.warning ?? "")): Run button tests skipped"
}
