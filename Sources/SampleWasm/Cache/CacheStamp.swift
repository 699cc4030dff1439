import Foundation

/// The file that marks a folder as one of diary's caches: only a stamped folder is ever
/// pruned, so a cache option pointed at a folder of the user's never deletes anything in it.
public enum CacheStamp {
    /// The stamp's file name.
    public static let name = ".diary-cache"
    /// What the stamp says to a person who finds it.
    static let text = "This folder is a cache of 'diary', which deletes entries it wrote and no longer uses.\n"

    /// Whether `folder` carries the stamp.
    public static func isStamped(_ folder: String) -> Bool {
        var isDirectory: ObjCBool = false
        let stamp = URL(fileURLWithPath: folder).appending(path: name).path
        return FileManager.default.fileExists(atPath: stamp, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Creates `folder` if needed and stamps it; the caller has checked that it may be ours.
    public static func stamp(_ folder: String) throws {
        guard !isStamped(folder) else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: folder).appending(path: name))
    }
}
