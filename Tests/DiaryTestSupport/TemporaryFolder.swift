import Foundation
import Testing

/// A fresh folder under the system's temporary directory, removed when the
/// test that made it is done.
package final class TemporaryFolder: Sendable {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appending(path: "diarykit-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// A path inside the folder, as a string for command-line arguments.
    package func path(_ relative: String) -> String {
        url.appending(path: relative).path
    }

    /// Copies `source` (a file or a folder) to `relative` inside this folder.
    @discardableResult
    package func copy(_ source: URL, to relative: String) throws -> URL {
        let target = url.appending(path: relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }

    /// Writes `bytes` to `relative` inside this folder, making the folders on the way.
    @discardableResult
    package func write(_ bytes: Data, to relative: String) throws -> URL {
        let target = url.appending(path: relative)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: target)
        return target
    }

    /// Writes each text of `files` (relative path → UTF-8 text) inside this folder.
    package func write(_ files: [String: String]) throws {
        for (path, text) in files { try write(Data(text.utf8), to: path) }
    }

    /// The names directly inside the folder, sorted.
    package func listing() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}

/// Every file below a folder, hidden ones included, by path relative to it.
package enum FolderContents {
    /// Each file's bytes; for a named pipe, a device or socket, and for a file over 16 MB (a
    /// sparse file of gigabytes), a line with its kind, size and modification time instead, so
    /// taking the picture neither blocks nor fills the memory.
    package static func files(in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            let url = folder.appending(path: relative)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { continue }
            let type = attributes[.type] as? FileAttributeType
            if type == .typeDirectory { continue }
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            if type == .typeSymbolicLink {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? ""
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                    files[relative] = Data("link to \(target)".utf8)
                    continue
                }
                if isDirectory.boolValue { continue }
            }
            if type == .typeRegular || type == .typeSymbolicLink, size <= 16 * 1024 * 1024 {
                files[relative] = FileManager.default.contents(atPath: url.path)
            } else {
                let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
                files[relative] = Data("\(type?.rawValue ?? "?") \(size) bytes, modified \(modified)".utf8)
            }
        }
        return files
    }

    /// Whether `url` is an existing file (not a folder).
    package static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The sorted relative paths of the files below `folder`.
    package static func paths(in folder: URL) -> [String] {
        files(in: folder).keys.sorted()
    }
}

extension String {
    /// The 1-based number of the first line containing `needle`, if any.
    package func lineNumber(of needle: String) -> Int? {
        split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}

extension TemporaryFolder {
    /// A copy of the mini diary as `Content/` in this folder, to edit while it is served.
    package func editableMiniDiary() throws -> URL {
        let content = url.appending(path: "Content")
        try FileManager.default.copyItem(at: TestPaths.miniDiary, to: content)
        return content
    }
}

/// Replaces `old` by `new` in a UTF-8 text file; the test fails when the file has no `old`.
package func replaceText(_ old: String, with new: String, in file: URL) throws {
    let text = try String(contentsOf: file, encoding: .utf8)
    try #require(text.contains(old), "\(file.path) has no \(old)")
    try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
}
