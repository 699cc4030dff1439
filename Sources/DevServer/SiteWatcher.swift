import Foundation

/// Notices changes to the files a site is built from by comparing snapshots of their paths,
/// sizes and modification times.
///
/// Polling works on every platform and file system (inotify and FSEvents miss changes on some
/// network and container mounts); a snapshot of the bundled diary's few hundred files costs well
/// under a millisecond.
struct SiteWatcher: Sendable {
    /// One file's observable state.
    struct Stamp: Sendable, Hashable {
        var size: Int
        var modified: Double
    }

    /// The folders (content, templates, public) watched, at any depth.
    var folders: [String]

    /// Every regular file under ``folders``, by path.
    func snapshot() -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let fileManager = FileManager.default
        for folder in folders {
            guard let walker = fileManager.enumerator(atPath: folder) else { continue }
            while let relative = walker.nextObject() as? String {
                let path = folder + "/" + relative
                guard let attributes = try? fileManager.attributesOfItem(atPath: path),
                    attributes[.type] as? FileAttributeType == .typeRegular
                else { continue }
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                stamps[path] = Stamp(size: (attributes[.size] as? Int) ?? 0, modified: modified)
            }
        }
        return stamps
    }
}
