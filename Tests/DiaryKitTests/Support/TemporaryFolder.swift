import Foundation

/// A fresh folder under the system's temporary directory, removed when the
/// test that made it is done.
final class TemporaryFolder: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "diarykit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder, as a string for command-line arguments.
    func path(_ relative: String) -> String {
        url.appending(path: relative).path
    }

    /// Copies `source` (a file or a folder) to `relative` inside this folder.
    @discardableResult
    func copy(_ source: URL, to relative: String) throws -> URL {
        let target = url.appending(path: relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    /// The names directly inside the folder, sorted.
    func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

/// Every file below a folder, hidden ones included, by path relative to it.
enum FolderContents {
    static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appending(path: relative)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: url.path)
            }
        }
        return files
    }

    /// Whether `url` is an existing file (not a folder).
    static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The sorted relative paths of the files below `folder`.
    static func paths(in folder: URL) -> [String] {
        files(in: folder).keys.sorted()
    }
}

extension String {
    /// The 1-based number of the first line containing `needle`, if any.
    func lineNumber(of needle: String) -> Int? {
        split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}
