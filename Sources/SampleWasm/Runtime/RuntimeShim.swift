import EmbeddedSources
import WasmWireFormat

/// The few C functions an Embedded Swift module needs from its host on bare WebAssembly, where
/// there is no libc: memory allocation, the `mem*` family, `putchar`, `arc4random_buf` (for
/// hashing seeds and random numbers; deterministic here, so every run prints the same), the two
/// libm functions DiaryUI's drawing uses (`round`, `fmod`), and the one compiler-rt builtin the
/// standard library's number printing uses.
///
/// The source is `Sources/SampleWasmGlue/Runtime/diary_runtime.c`, embedded as text at build time
/// (`SourceEmbedderPlugin`); it is compiled with the toolchain's `clang` for wasm32 into every
/// build's cache folder (it is part of the cache key). Standard output is buffered and handed to
/// the host through WASI's one output call, so `wasmkit run` (the build drawing previews), node
/// and the browser capture it alike (``WireFormat/Import``, ``WireFormat/Runtime``).
public enum RuntimeShim {
    /// The export that flushes buffered standard output to ``writeImport``.
    public static let flushExport = WireFormat.Runtime.flush
    /// The WASI command entry point, exported by modules with previews: `wasmkit run` calls it,
    /// and it prints every preview (``PreviewGlue``), then flushes.
    public static let commandExport = WireFormat.Runtime.command

    /// The C source.
    public static var source: String { WasmRuntimeSources.files[0].text }
}
