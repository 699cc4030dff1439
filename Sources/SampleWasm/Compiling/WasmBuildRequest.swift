/// A Swift file handed to the compiler by its text, such as an extracted sample module whose
/// `#sourceLocation` directives name the article.
public struct WasmSourceFile: Sendable, Hashable {
    /// The file name inside the build folder, e.g. `Puzzles.extracted.swift`; unique in a request.
    public var name: String
    /// The Swift source.
    public var text: String

    /// Creates a source file.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// A Swift module's sources, under the name its clients `import`.
public struct WasmModuleSources: Sendable, Hashable {
    /// The module name, e.g. `DiaryUI` or `Puzzles`.
    public var name: String
    /// Its files.
    public var files: [WasmSourceFile]

    /// Creates a module's sources.
    public init(name: String, files: [WasmSourceFile]) {
        self.name = name
        self.files = files
    }
}

/// Everything one `.wasm` is built from.
///
/// The module and its dependencies compile as one whole-module Embedded Swift module named after
/// ``module``. Swift 6.3 cannot yet specialize, in a client module, a dependency's generic code
/// over the client's opaque `some View` types (an Embedded restriction fixed in later compilers),
/// so separately compiled modules fail wherever DiaryUI draws a sample's view. Each dependency's
/// `import` is satisfied by an empty stub module, so the sources compile unchanged; the price is
/// that the modules share one namespace: two top-level declarations of one name clash (reported
/// as the compiler's `invalid redeclaration` at the article line).
public struct WasmBuildRequest: Sendable, Hashable {
    /// The module whose `.wasm` is built.
    public var module: WasmModuleSources
    /// The modules it imports, directly or not (e.g. DiaryUI, Puzzles), in any order.
    public var dependencies: [WasmModuleSources]
    /// The C names of the functions the `.wasm` exports (declared with `@_cdecl` in the sources),
    /// besides the shim's ``RuntimeShim/flushExport``.
    public var exports: [String]

    /// Creates a request.
    public init(module: WasmModuleSources, dependencies: [WasmModuleSources], exports: [String]) {
        self.module = module
        self.dependencies = dependencies
        self.exports = exports
    }
}
