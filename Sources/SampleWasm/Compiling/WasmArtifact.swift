import DiaryContent

/// A built `.wasm` in the cache.
public struct WasmArtifact: Sendable, Hashable {
    /// The module name.
    public var module: String
    /// The absolute path of the `.wasm` file. It stays valid while the cache folder is kept; copy
    /// it into the site rather than linking to it.
    public var path: String
    /// The content hash of every input; the cache folder's name ends with its first characters.
    public var key: String
    /// The size of the file in bytes.
    public var byteCount: Int
    /// Whether the file came from the cache unchanged, with no compiler run.
    public var wasReused: Bool
    /// The seconds spent compiling and linking, or `nil` when the file was reused.
    public var buildSeconds: Double?
    /// Warnings from the compiler (empty when reused).
    public var warnings: [Diagnostic]
    /// The version of the `wasm-opt` that shrank the file, or `nil` when the file is the linker's.
    public var optimizedBy: String?

    /// Creates an artifact.
    public init(
        module: String, path: String, key: String, byteCount: Int, wasReused: Bool, buildSeconds: Double?,
        warnings: [Diagnostic] = [], optimizedBy: String? = nil
    ) {
        self.module = module
        self.path = path
        self.key = key
        self.byteCount = byteCount
        self.wasReused = wasReused
        self.buildSeconds = buildSeconds
        self.warnings = warnings
        self.optimizedBy = optimizedBy
    }
}

/// A module that did not build, with the diagnostics that say why.
public struct WasmBuildFailure: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The step that failed.
    public enum Step: String, Sendable, Hashable, Codable {
        /// Writing the build folder.
        case prepare
        /// Compiling the C runtime shim.
        case compileShim = "compile the runtime shim"
        /// Compiling the Swift module.
        case compileSwift = "compile Swift"
        /// Linking the `.wasm`.
        case link
    }

    /// The module.
    public var module: String
    /// Where it failed.
    public var step: Step
    /// The tool's diagnostics; Swift errors name the article lines.
    public var diagnostics: [Diagnostic]
    /// Whether this is the recorded failure of an earlier build of the same inputs: compiling
    /// and linking are deterministic, so an unchanged module that failed is not compiled again.
    public var wasReused: Bool
    /// Whether a tool ran out of time: the same inputs may well build next time, so the failure
    /// is not recorded.
    public var timedOut = false

    /// Creates a failure.
    public init(module: String, step: Step, diagnostics: [Diagnostic], wasReused: Bool = false) {
        self.module = module
        self.step = step
        self.diagnostics = diagnostics
        self.wasReused = wasReused
    }

    /// Whether the same inputs would fail again (a compiler or linker error, not a file system
    /// or launch problem), so the failure may be cached.
    var isDeterministic: Bool {
        (step == .compileSwift || step == .link) && !diagnostics.isEmpty && !timedOut
    }

    /// The errors only, without warnings and notes.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One line naming the module and step, then each error.
    public var description: String {
        (["\(module): cannot \(step.rawValue) for WebAssembly"] + errors.map(\.description)).joined(separator: "\n")
    }
}
