/// How a rebuild ended, as the open pages are told: a reload, or the failed build's diagnostics
/// over the page while the last good site is still served.
public enum RebuildOutcome: Sendable, Equatable {
    /// The site was built: open pages reload.
    case built
    /// The site was built with warnings, one per line: open pages reload and show them.
    case warned(problems: String)
    /// The diagnostics, one per line.
    case failed(problems: String)
}

extension ChangeWaiter {
    /// Waits for changes until the task is cancelled, and after each one builds the site again with
    /// `rebuild` (the generator, which `diary serve` injects: the server knows nothing of it) and
    /// tells the open pages how it went through `live`.
    public func rebuildOnChange(live: LiveReload, _ rebuild: () async -> RebuildOutcome) async {
        while !Task.isCancelled {
            await nextChange()
            if Task.isCancelled { return }
            switch await rebuild() {
            case .built: live.built()
            case .warned(let problems): live.built(warnings: problems)
            case .failed(let problems): live.failed(problems)
            }
        }
    }
}
