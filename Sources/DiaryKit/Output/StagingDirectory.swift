import Foundation

/// A build's output folder, written beside the real one and swapped in only
/// when the build succeeded, so a failed build leaves the previous site intact.
struct StagingDirectory: Sendable {
    /// The folder the user asked for, e.g. `_site`.
    var destination: String
    /// Where this build writes, next to `destination` (same file system, so
    /// the final rename is atomic).
    var path: String

    init(destination: String) {
        let trimmed = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
        self.destination = trimmed
        self.path = "\(trimmed).building-\(ProcessInfo.processInfo.processIdentifier)"
    }

    func create() throws(DiaryError) {
        let manager = FileManager.default
        try? manager.removeItem(atPath: path)
        do {
            try manager.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw DiaryError(file: destination, "cannot create the output folder: \(error.localizedDescription)")
        }
    }

    /// Writes `contents` at `relativePath`, creating folders as needed.
    func write(_ contents: String, to relativePath: String) throws(DiaryError) {
        try write(Data(contents.utf8), to: relativePath)
    }

    func write(_ data: Data, to relativePath: String) throws(DiaryError) {
        let target = path.appendingPathComponent(relativePath)
        do {
            let folder = (target as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try data.write(to: URL(fileURLWithPath: target))
        } catch {
            throw DiaryError(file: target, "cannot write the file: \(error.localizedDescription)")
        }
    }

    /// Copies a file into the staged site.
    func copy(_ source: String, to relativePath: String) throws(DiaryError) {
        let target = path.appendingPathComponent(relativePath)
        do {
            let folder = (target as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: source, toPath: target)
        } catch {
            throw DiaryError(file: source, "cannot copy into the site: \(error.localizedDescription)")
        }
    }

    /// Puts the staged site in place of the old one.
    func commit() throws(DiaryError) {
        let manager = FileManager.default
        let retired = "\(destination).old-\(ProcessInfo.processInfo.processIdentifier)"
        let hadPrevious = manager.fileExists(atPath: destination)
        do {
            if hadPrevious { try manager.moveItem(atPath: destination, toPath: retired) }
            try manager.moveItem(atPath: path, toPath: destination)
        } catch {
            if hadPrevious, !manager.fileExists(atPath: destination) {
                try? manager.moveItem(atPath: retired, toPath: destination)
            }
            throw DiaryError(file: destination, "cannot put the new site in place: \(error.localizedDescription)")
        }
        try? manager.removeItem(atPath: retired)
    }

    /// Removes the staged files after a failed build.
    func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
