import Foundation

/// Lists the files below a folder, as sorted paths relative to it.
enum FileTree {
    static func files(in root: String, skipping skip: (String) -> Bool = { _ in false }) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || skip(relative) {
                if FileManagerProbe.directoryExists(root.appendingPathComponent(relative)) {
                    enumerator.skipDescendants()
                }
                continue
            }
            if FileManagerProbe.fileExists(root.appendingPathComponent(relative)) { files.append(relative) }
        }
        return files.sorted()
    }
}
