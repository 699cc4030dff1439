import BuildCache
import Foundation
import SampleWasm

/// The folders a build keeps its caches in (`--cache`, `--wasm-cache`), checked before the build
/// uses them as the output folder is: a cache is pruned, so it must be a folder of its own,
/// stamped as ours (``CacheStamp``), never the home folder, `/`, the content, templates, public or
/// output folder, nor a folder of someone else's files.
struct CacheFolders: Sendable {
    var options: BuildOptions

    /// Checks the cache folders the options name and stamps them (creating them if missing);
    /// stamps the default folders too, which are ours by their place.
    /// - Throws: A diagnostic naming the folder as given, saying what to do instead.
    func prepare() throws(DiaryError) {
        if options.outputDirectory != nil, options.usesBuildCache {
            if let folder = options.buildCacheDirectory {
                try claim(folder, option: "--cache", checked: true)
            } else {
                let root = RunnableSamples.packageRoot(of: options.contentDirectory)
                try claim(ArticleCache.defaultRoot(packageRoot: root), option: "--cache", checked: false)
            }
        }
        if options.runnableSamples {
            if let folder = options.wasmCacheDirectory {
                try claim(folder, option: "--wasm-cache", checked: true)
            } else {
                let root = RunnableSamples.packageRoot(of: options.contentDirectory)
                try claim(RunnableSamples.defaultCache(packageRoot: root), option: "--wasm-cache", checked: false)
            }
        }
    }

    /// Stamps `folder` after checking it (`checked`, for a folder the user named); a default
    /// folder is stamped only when it exists (the cache creates it on first use).
    private func claim(_ folder: String, option: String, checked: Bool) throws(DiaryError) {
        if checked {
            try policy.validateCache(folder, option: option, isOurs: Self.holdsOnlyCacheEntries(folder, option: option))
        } else if FileSystem.kind(of: folder) != .directory {
            return
        }
        do {
            try CacheStamp.stamp(folder)
        } catch {
            throw DiaryError(
                file: folder, "cannot use this as the cache folder (\(option)): \(error.localizedDescription)")
        }
    }

    /// Whether the unstamped folder holds nothing but what the cache `option` names writes: a
    /// cache an earlier version of diary made, which is stamped and kept rather than refused.
    private static func holdsOnlyCacheEntries(_ folder: String, option: String) -> Bool {
        guard FileSystem.kind(of: folder) == .directory, !CacheStamp.isStamped(folder),
            let names = try? FileSystem.contents(of: folder), !names.isEmpty
        else { return false }
        if option == "--wasm-cache" { return WasmCompiler.holdsOnlyCacheNames(names) }
        return names.allSatisfy { name in
            ContentHash.Digest(hex: name) != nil
                && FileSystem.kind(of: folder.appendingPathComponent(name).appendingPathComponent("output")) == .file
        }
    }

    /// The folders a cache must keep away from.
    private var policy: OutputFolderPolicy {
        var protected = [
            ("the content folder", options.contentDirectory), ("the templates folder", options.templatesDirectory),
            ("the public folder", options.publicDirectory),
        ]
        if let output = options.outputDirectory { protected.append(("the output folder", output)) }
        return OutputFolderPolicy(protectedFolders: protected)
    }
}
