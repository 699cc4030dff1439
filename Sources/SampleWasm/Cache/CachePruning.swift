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
    /// Only a folder stamped as a cache (``CacheStamp``) is pruned, and in it only the entries
    /// named as this compiler names them (``isEntryName(_:)``): whatever else the folder holds
    /// stays. Staging folders of builds still running are left alone unless they are as old.
    /// - Parameters:
    ///   - unusedForSeconds: How long an entry may go unused, e.g. a week.
    ///   - now: The present, for tests.
    /// - Returns: The names of the removed entries, sorted.
    @discardableResult
    public func pruneCache(unusedForSeconds: TimeInterval, now: Date = Date()) -> [String] {
        guard CacheStamp.isStamped(cacheDirectory) else { return [] }
        let fileManager = FileManager.default
        let names = (try? fileManager.contentsOfDirectory(atPath: cacheDirectory)) ?? []
        var removed: [String] = []
        for name in names.sorted() where Self.isEntryName(name) {
            let path = URL(fileURLWithPath: cacheDirectory).appending(path: name).path
            guard let modified = (try? fileManager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                now.timeIntervalSince(modified) > unusedForSeconds
            else { continue }
            if (try? fileManager.removeItem(atPath: path)) != nil { removed.append(name) }
        }
        return removed
    }

    /// Whether `name` is one this compiler gives its cache entries: `<Module>-<20 hex digits>`
    /// (a build), the same with `.failure.json` (a recorded failure), or `.staging-<Module>-…`.
    public static func isEntryName(_ name: String) -> Bool {
        if name.hasPrefix(".staging-") { return name.count > ".staging-".count }
        let entry = name.hasSuffix(".failure.json") ? String(name.dropLast(".failure.json".count)) : name
        guard let dash = entry.lastIndex(of: "-"), dash != entry.startIndex else { return false }
        let key = entry[entry.index(after: dash)...]
        let module = entry[..<dash]
        return key.count == 20 && key.allSatisfy { $0.isHexDigit && !$0.isUppercase }
            && module.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Whether every name in a folder is one a wasm cache holds (entries, the lock folder, the
    /// tools' versions): a cache an earlier version of diary made, before caches were stamped.
    public static func holdsOnlyCacheNames(_ names: [String]) -> Bool {
        names.allSatisfy { isEntryName($0) || [".locks", "tool-versions", CacheStamp.name].contains($0) }
    }
}
