import SampleWasm

extension RunnableSamples {
    /// Splits `plans` into those left to `queue` (not in the cache, and the queue takes them: see
    /// ``SampleQueue/defers(_:)``) and those this build compiles or takes from the cache. Without a
    /// queue (`diary build`, `check`, `serve --no-watch`) every plan is built here.
    static func leaveToQueue(_ plans: [SampleWasmPlan], _ queue: SampleQueue?, compiler: WasmCompiler)
        -> (deferred: [SampleWasmPlan], built: [SampleWasmPlan])
    {
        guard let queue else { return ([], plans) }
        queue.keepOnly(plans)
        var deferred: [SampleWasmPlan] = []
        var built: [SampleWasmPlan] = []
        for plan in plans {
            if queue.defers(plan.module), !compiler.isCached(plan) {
                deferred.append(plan)
            } else {
                built.append(plan)
            }
        }
        return (deferred, built)
    }

    /// `plans` in the order their first article comes in `order` (the site's lists, newest
    /// first); modules of no listed article (drafts, planned parts) last, by name.
    static func newestFirst(_ plans: [SampleWasmPlan], order: [String]) -> [SampleWasmPlan] {
        let rank = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        func first(_ plan: SampleWasmPlan) -> Int {
            let paths = plan.previews.map(\.articlePath) + plan.doctests.map(\.example.articlePath)
            return paths.compactMap { rank[$0] }.min() ?? Int.max
        }
        return plans.enumerated().sorted { (first($0.element), $0.offset) < (first($1.element), $1.offset) }.map(
            \.element)
    }
}

extension SiteBuilder {
    /// The canonical paths of the written articles that name sample modules, newest first: the
    /// order `diary serve` builds their modules in (empty without a ``SampleQueue``).
    func samplesOrder(_ model: SiteModel) -> [String] {
        guard options.sampleQueue != nil else { return [] }
        return model.published.filter { !$0.modules.isEmpty }.map { RunnableSamples.canonical($0.sourcePath) }
    }
}
