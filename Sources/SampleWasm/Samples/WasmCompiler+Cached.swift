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
        let name = request.module.name
        let folder = URL(fileURLWithPath: cacheDirectory).appending(
            path: "\(name)-\(cacheKey(for: request).prefix(20))")
        return FileManager.default.fileExists(atPath: folder.appending(path: "\(name).wasm").path)
            || FileManager.default.fileExists(atPath: folder.appendingPathExtension("failure.json").path)
    }
}
