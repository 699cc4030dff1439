import Foundation

extension WasmCompiler {
    /// Records that a cache entry was just reused: its modification date becomes now, so
    /// ``pruneCache(unusedForSeconds:now:)`` keeps what builds still use.
    static func markUsed(_ entry: URL) {
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: entry.path)
    }

    /// Removes cache entries (build folders and failure records) that no build has made or reused
    /// for `unusedForSeconds`; every edit of an article leaves its previous build behind.
    ///
    /// Staging folders of builds still running are left alone unless they are as old.
    /// - Parameters:
    ///   - unusedForSeconds: How long an entry may go unused, e.g. a week.
    ///   - now: The present, for tests.
    /// - Returns: The names of the removed entries, sorted.
    @discardableResult
    public func pruneCache(unusedForSeconds: TimeInterval, now: Date = Date()) -> [String] {
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: cacheDirectory)) ?? []
        var removed: [String] = []
        for name in names.sorted() {
            let path = URL(fileURLWithPath: cacheDirectory).appending(path: name).path
            guard let modified = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) > unusedForSeconds
            else { continue }
            if (try? fileManager.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return removed
    }
}
