import Foundation

/// A build's output folder, written beside the real one and swapped in only
/// when the build succeeded, so a failed build leaves the previous site intact.
///
/// The swap is one atomic exchange of the two folders where the system offers
/// it, so there is no moment without a site. Staging folders left by builds
/// that were killed are removed by the next build.
struct StagingDirectory: Sendable {
    /// The folder the user asked for, e.g. `_site`.
    var destination: String
    /// Where this build writes, next to `destination` (same file system, so
    /// the final swap is atomic).
    var path: String

    private static let stagingMarker = ".building-"
    private static let retiredMarker = ".old-"

    init(destination: String) {
        var trimmed = destination
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.destination = trimmed
        self.path = "\(trimmed)\(Self.stagingMarker)\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Checks the destination against `policy`, clears what dead builds left
    /// and creates the empty, stamped staging folder.
    func create(checkedBy policy: OutputFolderPolicy) throws(DiaryError) {
        try policy.validate(destination)
        removeLeftoversOfDeadBuilds()
        FileSystem.remove(path)
        do {
            try FileSystem.createDirectories(path)
            try FileSystem.write(Array(OutputFolderPolicy.stampText.utf8), to: stampPath(in: path))
        } catch {
            throw DiaryError(file: destination, "cannot create the output folder: \(error.reason)")
        }
    }

    private func stampPath(in folder: String) -> String {
        folder.appendingPathComponent(OutputFolderPolicy.stampName)
    }

    /// Writes `contents` at `relativePath`, creating folders as needed.
    func write(_ contents: String, to relativePath: String) throws(DiaryError) {
        try write(Array(contents.utf8), to: relativePath)
    }

    func write<Bytes: Collection<UInt8>>(_ bytes: Bytes, to relativePath: String) throws(DiaryError) {
        let target = path.appendingPathComponent(relativePath)
        do {
            try FileSystem.createDirectories((target as NSString).deletingLastPathComponent)
            try FileSystem.write(bytes, to: target)
        } catch {
            throw DiaryError(file: target, "cannot write the file: \(error.reason)")
        }
    }

    /// Copies a file's bytes into the staged site; the site never holds a link.
    func copy(_ source: String, to relativePath: String) throws(DiaryError) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(source)
        } catch {
            throw DiaryError(file: source, "cannot copy into the site: \(error.reason)")
        }
        try write(bytes, to: relativePath)
    }

    /// Puts the staged site in place of the old one.
    func commit() throws(DiaryError) {
        do throws(FileSystem.Failure) {
            guard FileSystem.kind(of: destination) != nil else {
                try FileSystem.rename(path, to: destination)
                return
            }
            if try FileSystem.exchange(path, destination) {
                FileSystem.remove(path)
                return
            }
            // No atomic exchange here: two renames, restoring the old site if the second fails.
            let retired = "\(destination)\(Self.retiredMarker)\(ProcessInfo.processInfo.processIdentifier)"
            try FileSystem.rename(destination, to: retired)
            do throws(FileSystem.Failure) {
                try FileSystem.rename(path, to: destination)
            } catch {
                try? FileSystem.rename(retired, to: destination)
                throw error
            }
            FileSystem.remove(retired)
        } catch {
            throw DiaryError(file: destination, "cannot put the new site in place: \(error.reason)")
        }
    }

    /// Removes the staged files after a failed build.
    func discard() {
        FileSystem.remove(path)
    }

    /// Removes `<destination>.building-PID` and `<destination>.old-PID`
    /// folders whose build process no longer runs and that carry our stamp.
    private func removeLeftoversOfDeadBuilds() {
        let parent = (destination as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        let name = (destination as NSString).lastPathComponent
        guard let names = try? FileSystem.contents(of: folder) else { return }
        for entry in names {
            for marker in [Self.stagingMarker, Self.retiredMarker] where entry.hasPrefix(name + marker) {
                guard let pid = Int32(entry.dropFirst(name.count + marker.count)), !Self.isRunning(pid) else {
                    continue
                }
                let leftover = folder.appendingPathComponent(entry)
                if FileSystem.kind(of: leftover) == .directory, OutputFolderPolicy.isStamped(leftover) {
                    FileSystem.remove(leftover)
                }
            }
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        if pid == ProcessInfo.processInfo.processIdentifier { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
