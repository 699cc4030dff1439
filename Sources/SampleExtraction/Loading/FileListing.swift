import Foundation

/// Lists the files of a folder the way every reader of article and source folders needs them.
public enum FileListing {
    /// Every file under `directory` (at any depth, hidden ones skipped) whose name ends with
    /// `.pathExtension`, as canonical paths (symbolic links resolved, as `#sourceLocation`
    /// needs), sorted.
    public static func files(under directory: String, extension pathExtension: String) -> [String] {
        // Resolved first: an enumerator does not descend into a folder reached through a symlink.
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath()
        let entries = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
        return (entries?.allObjects ?? []).compactMap { $0 as? URL }
            .filter { $0.pathExtension == pathExtension }
            .map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
            .sorted()
    }
}
