import Foundation

extension WasmCompiler {
    /// Whether `plan`'s `.wasm`, or its recorded failure, is already in the cache, so that
    /// building it runs no compiler (the build's progress lines leave such a module out).
    public func isCached(_ plan: SampleWasmPlan) -> Bool {
        let request = plan.request
        if splits(request) {
            var optimised = self
            optimised.splitsLibraries = false
            if optimised.isCached(plan) { return true }
        }
        return isCached(request)
    }

    /// Whether `request`'s `.wasm`, or its recorded failure, is already in the cache (as this
    /// compiler builds it).
    public func isCached(_ request: WasmBuildRequest) -> Bool {
        let name = request.module.name
        let folder = URL(fileURLWithPath: cacheDirectory).appending(
            path: "\(name)-\(cacheKey(for: request).prefix(20))")
        return FileManager.default.fileExists(atPath: folder.appending(path: "\(name).wasm").path)
            || FileManager.default.fileExists(atPath: folder.appendingPathExtension("failure.json").path)
    }
}

extension WasmCompiler {
    /// The same compiler building whole optimised modules, as `diary build` does (the cache
    /// entries `diary build` and `diary serve` share).
    public var optimised: WasmCompiler {
        var compiler = self
        compiler.splitsLibraries = false
        return compiler
    }

    /// Whether building `plan` gives the unoptimised split `.wasm` (``splitsLibraries``) because the
    /// cache has no optimised build of it yet: `diary serve` then builds that in the background.
    public func servesUnoptimised(_ plan: SampleWasmPlan) -> Bool {
        splits(plan.request) && !optimised.isCached(plan)
    }
}
