/// What one run of a toolchain program may spend before ``ToolRunner`` kills it.
///
/// Every child the generator starts has a deadline: a compiler that hangs, or a preview whose
/// `body` never returns, must not hang `build`, `check` or a `serve` rebuild.
public struct ToolLimits: Sendable, Hashable {
    /// Wall-clock seconds before the program's whole process group gets `SIGKILL`.
    public var seconds: Double
    /// The most address space the program may map (`RLIMIT_AS`), or `nil` for no limit.
    public var memoryBytes: Int?
    /// The largest file the program may write (`RLIMIT_FSIZE`; its standard output and error are
    /// files), or `nil` for no limit.
    public var fileBytes: Int?
    /// How much lower than `diary`'s the program's scheduling priority is (`nice -n`), or `nil` to
    /// keep it: `diary serve`'s background builds yield the cores to the builds a page waits for.
    public var niceness: Int32?
    /// Stops the program when set, as if its time were up.
    public var cancellation: ToolCancellation?

    /// Creates limits.
    public init(
        seconds: Double, memoryBytes: Int? = nil, fileBytes: Int? = nil, niceness: Int32? = nil,
        cancellation: ToolCancellation? = nil
    ) {
        self.seconds = seconds
        self.memoryBytes = memoryBytes
        self.fileBytes = fileBytes
        self.niceness = niceness
        self.cancellation = cancellation
    }

    /// For asking a program its version: it answers at once or not at all.
    static let versionQuery = ToolLimits(seconds: 60)
}

/// The budgets of the sample toolchain's runs, set by `--sample-timeout`.
///
/// A run of a module's `.wasm` (drawing its previews) gets ``runSeconds``; compiling takes far longer
/// than running (DiaryUI comes with every module, and a loaded two-core machine takes minutes), so
/// `swiftc`, `clang`, `wasm-ld` and `wasm-opt` get ``compileFactor`` times as much, and never less
/// than ``minimumCompileSeconds``.
public struct SampleLimits: Sendable, Hashable {
    /// The default budget of one `.wasm` run, in seconds.
    public static let defaultRunSeconds = 30.0
    /// How many run budgets one compile or link step gets.
    public static let compileFactor = 20.0
    /// The least a compile or link step gets, however short the run budget.
    public static let minimumCompileSeconds = 900.0
    /// The address space of a `wasmkit` run: the interpreter, and the module's linear memory (at most
    /// 4 GiB for wasm32, far more than any preview needs).
    public static let runMemoryBytes = 2 << 30
    /// The most a `wasmkit` run may print, per stream.
    public static let runOutputBytes = 64 << 20

    /// Seconds one `.wasm` run may take.
    public var runSeconds: Double
    /// The compile steps' ``ToolLimits/niceness``: `nil`, except for `diary serve`'s background builds.
    public var compileNiceness: Int32?
    /// The compile steps' ``ToolLimits/cancellation``.
    public var compileCancellation: ToolCancellation?

    /// Limits with a run budget of `runSeconds`.
    public init(runSeconds: Double = Self.defaultRunSeconds) {
        self.runSeconds = runSeconds
    }

    /// The limits of one `wasmkit` run.
    public var run: ToolLimits {
        ToolLimits(seconds: runSeconds, memoryBytes: Self.runMemoryBytes, fileBytes: Self.runOutputBytes)
    }

    /// The limits of one compile, link or optimise step.
    public var compile: ToolLimits {
        ToolLimits(
            seconds: max(Self.minimumCompileSeconds, runSeconds * Self.compileFactor), niceness: compileNiceness,
            cancellation: compileCancellation)
    }
}
