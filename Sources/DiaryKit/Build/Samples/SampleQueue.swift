import Foundation
import SampleWasm
import Synchronization

/// `diary serve`'s sample modules built behind the served site, so that no page waits for them.
///
/// The first build of a serve session leaves every module that is not in the wasm cache to the
/// queue: its pages are written at once, each preview saying that its module is being built
/// (``DrawnPreviews/Missing/pending(module:)``). The queue then compiles those modules fast
/// (unoptimised, against the prebuilt libraries), on up to `concurrency` threads, the modules of
/// the newest articles first (the site's own order of its lists: there is no read count), runs
/// each in `wasmkit`, and asks for a rebuild (`ready`) as each is done; the rebuild finds the
/// module in the cache and its pages get their pictures. After every fast build, with no fast
/// build left, the optimised whole module that `diary build` makes is built in the background,
/// one at a time and at a lower priority (`nice`); a rebuild then serves it instead of the
/// unoptimised one. A job whose module is edited or removed is cancelled (its compiler is
/// stopped) and its newer plan queued.
public final class SampleQueue: Sendable {
    /// One build to do.
    struct Job: Sendable {
        var plan: SampleWasmPlan
        /// Whether this is the optimised build (`diary build`'s) of a module served unoptimised.
        var optimises: Bool
        var compiler: WasmCompiler
        var progress: SampleProgress?
    }

    /// A job on its thread.
    struct Running: Sendable {
        var job: Job
        var cancellation: ToolCancellation
    }

    struct State: Sendable {
        /// Whether the next build is the session's first, which leaves every uncached module here.
        var first = true
        /// The jobs not started, fast ones first, each kind in priority order.
        var waiting: [Job] = []
        /// The jobs running, by module (a module has one job at a time).
        var running: [String: Running] = [:]
        /// Whether the search page's stemmer is being built here.
        var buildsStemmer = false
    }

    private let state = Mutex(State())
    private let concurrency: Int
    private let print: @Sendable (String) -> Void
    private let ready: @Sendable () -> Void

    /// - Parameters:
    ///   - concurrency: How many fast builds may run at once (the number of cores by default).
    ///   - print: Where progress lines go (the terminal's diagnostics stream).
    ///   - ready: Called when a module is built, so that the site is built again with it.
    public init(
        concurrency: Int, print: @escaping @Sendable (String) -> Void, ready: @escaping @Sendable () -> Void
    ) {
        self.concurrency = max(1, concurrency)
        self.print = print
        self.ready = ready
    }

    /// Whether the samples stage leaves `module`, which is not in the cache, to the queue instead
    /// of compiling it while the build waits: on the session's first build, and while a fast
    /// build of it waits or runs here.
    func defers(_ module: String) -> Bool {
        state.withLock { state in
            state.first || state.waiting.contains { $0.plan.module == module && !$0.optimises }
                || state.running[module].map { !$0.job.optimises } == true
        }
    }

    /// Whether the site is built without the search page's stemmer (`request`, not in the cache)
    /// while the queue builds it: on the session's first build, which then starts that build, and
    /// while it runs. Search matches word beginnings meanwhile.
    func leavesStemmer(_ request: WasmBuildRequest, compiler: WasmCompiler) -> Bool {
        let starts = state.withLock { state -> Bool? in
            guard state.first || state.buildsStemmer else { return nil }
            guard !state.buildsStemmer else { return false }
            state.buildsStemmer = true
            return true
        }
        guard let starts else { return false }
        guard starts else { return true }
        guard !compiler.isCached(request) else {
            state.withLock { $0.buildsStemmer = false }
            return false
        }
        Thread.detachNewThread { [self] in
            // Built or failed (a failure is recorded in the cache), the next build says which.
            _ = try? compiler.build(request)
            state.withLock { $0.buildsStemmer = false }
            ready()
        }
        return true
    }

    /// Whether `module` is built here now or soon (fast or optimised).
    public func isBusy(with module: String) -> Bool {
        state.withLock { state in state.running[module] != nil || state.waiting.contains { $0.plan.module == module } }
    }

    /// Drops the jobs whose module is no longer planned as in `plans` (edited or gone), stopping
    /// the running ones: a build calls it before compiling anything.
    func keepOnly(_ plans: [SampleWasmPlan]) {
        let current = Dictionary(plans.map { ($0.module, $0) }, uniquingKeysWith: { first, _ in first })
        state.withLock { state in
            state.waiting.removeAll { current[$0.plan.module] != $0.plan }
            for (module, running) in state.running where current[module] != running.job.plan {
                running.cancellation.cancel()
            }
        }
    }

    /// Queues fast builds of `pending` (in that order, after the fast builds already waiting) and
    /// optimised builds of `unoptimised`, then starts what may start. Ends the first build.
    func submit(
        pending: [SampleWasmPlan], unoptimised: [SampleWasmPlan], compiler: WasmCompiler,
        articles: [String: [String]]
    ) {
        let progress =
            pending.isEmpty
            ? nil
            : SampleProgress(print: print, compiling: Set(pending.map(\.module)), articles: articles)
        state.withLock { state in
            state.first = false
            func queued(_ plan: SampleWasmPlan, optimises: Bool) -> Bool {
                state.waiting.contains { $0.plan == plan && $0.optimises == optimises }
                    || state.running[plan.module].map { $0.job.plan == plan && $0.job.optimises == optimises } == true
            }
            let fast = pending.filter { !queued($0, optimises: false) }.map {
                Job(plan: $0, optimises: false, compiler: compiler, progress: progress)
            }
            let slow = unoptimised.filter { !queued($0, optimises: true) }.map {
                Job(plan: $0, optimises: true, compiler: compiler, progress: nil)
            }
            let firstOptimised = state.waiting.firstIndex(where: \.optimises) ?? state.waiting.endIndex
            state.waiting.insert(contentsOf: fast, at: firstOptimised)
            state.waiting += slow
        }
        startJobs()
    }

    /// Starts the waiting jobs that may run now: fast ones up to ``concurrency``; an optimised one
    /// only when nothing else is built, and one at a time.
    private func startJobs() {
        let started = state.withLock { state -> [(Job, ToolCancellation)] in
            var started: [(Job, ToolCancellation)] = []
            while true {
                let fastRunning = state.running.values.count { !$0.job.optimises }
                let index = state.waiting.firstIndex { job in
                    guard state.running[job.plan.module] == nil else { return false }
                    if !job.optimises { return fastRunning < concurrency }
                    return state.running.isEmpty && !state.waiting.contains { !$0.optimises }
                }
                guard let index else { return started }
                let job = state.waiting.remove(at: index)
                let cancellation = ToolCancellation()
                state.running[job.plan.module] = Running(job: job, cancellation: cancellation)
                started.append((job, cancellation))
            }
        }
        for (job, cancellation) in started {
            // A thread of its own: a compile blocks for seconds or minutes, which the cooperative
            // pool (serving the rebuilds and the watcher) must not.
            Thread.detachNewThread { [self] in
                let built = run(job, cancellation: cancellation)
                state.withLock { state in
                    if state.running[job.plan.module]?.cancellation === cancellation {
                        state.running[job.plan.module] = nil
                    }
                }
                if built { ready() }
                startJobs()
            }
        }
    }

    /// Builds and runs one job's module; `true` when the cache now holds something new for it.
    private func run(_ job: Job, cancellation: ToolCancellation) -> Bool {
        var compiler = job.optimises ? job.compiler.optimised : job.compiler
        compiler.limits.compileCancellation = cancellation
        if job.optimises { compiler.limits.compileNiceness = 10 }
        let module = job.plan.module
        if job.optimises { print("optimising sample module \(module) in the background…") }
        job.progress?.started(module)
        let started = ContinuousClock.now
        let build = Result { () throws(WasmBuildFailure) in try compiler.build(job.plan) }
        guard !cancellation.isCancelled else {
            print("stopped building sample module \(module): it was edited")
            return false
        }
        job.progress?.finished(module, since: started, failed: (try? build.get()) == nil)
        guard case .success(let built) = build else { return !job.optimises }
        if !job.plan.previews.isEmpty || !built.doctests.isEmpty {
            if compiler.savedRun(built, fences: job.plan.previews) == nil {
                if !job.optimises { job.progress?.running(module) }
                _ = compiler.freshRun(built, fences: job.plan.previews)
            }
        }
        if job.optimises {
            let seconds = ((ContinuousClock.now - started) / .milliseconds(100)).rounded() / 10
            print(
                "optimised sample module \(module) in \(seconds) s (\(built.artifact.byteCount / 1024) KB .wasm); "
                    + "the site serves it from the next rebuild")
        }
        return true
    }
}
