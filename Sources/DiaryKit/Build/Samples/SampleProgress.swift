import Synchronization

/// The samples stage's progress lines: a module that is not in the cache says when it starts
/// compiling (with the articles that wait for it) and when it is done (seconds, and how many of
/// the build's modules are done), and a module that must run in `wasmkit` says so. Modules and runs
/// that come from the cache say nothing, so a build with nothing to compile or run stays quiet.
final class SampleProgress: Sendable {
    private let print: @Sendable (String) -> Void
    /// The modules that are not in the cache.
    let compiling: Set<String>
    private let articles: [String: [String]]
    private let done = Mutex(0)

    /// - Parameters:
    ///   - print: Where a line goes (the terminal's diagnostics stream).
    ///   - compiling: The modules that are not in the cache.
    ///   - articles: The articles of each module, by module name.
    init(print: @escaping @Sendable (String) -> Void, compiling: Set<String>, articles: [String: [String]]) {
        self.print = print
        self.compiling = compiling
        self.articles = articles
    }

    /// A module starts compiling.
    func started(_ module: String) {
        let waiting = articles[module] ?? []
        let shown =
            waiting.prefix(3).joined(separator: ", ") + (waiting.count > 3 ? " and \(waiting.count - 3) more" : "")
        print("compiling sample module \(module) to WebAssembly" + (shown.isEmpty ? "" : " (for \(shown))") + "…")
    }

    /// A built module runs in `wasmkit` (to draw its previews and check its doctests) because the
    /// cache keeps no run of it; a module whose run is kept says nothing.
    func running(_ module: String) {
        print("running sample module \(module) in wasmkit (previews and doctests)…")
    }

    /// A module is compiled (or failed to).
    func finished(_ module: String, since start: ContinuousClock.Instant, failed: Bool) {
        let count = done.withLock {
            $0 += 1
            return $0
        }
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rounded = (seconds * 10).rounded() / 10
        print(
            "\(failed ? "failed to compile" : "compiled") sample module \(module) in \(rounded) s "
                + "(\(count)/\(compiling.count) modules done)")
    }
}
