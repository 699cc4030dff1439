import DiaryContent
import Foundation

/// The folders a build makes beside its output folder, and their removal once the build that
/// made them is gone.
///
/// Each is named after the output, a marker that no one else uses and the building process's id
/// (`_site.diary-staging-4242`), so a later build knows it for ours even when a kill left it
/// without its stamp (half made, or half deleted), and knows whether its build still runs.
struct OutputLeftovers: Sendable {
    /// The output folder, e.g. `_site`.
    var destination: String

    /// The marker of the folder a build writes the new site into (and where the old one lands
    /// after the swap, until it is deleted).
    static let stagingMarker = ".diary-staging-"
    /// The marker of the old site moved aside where the system cannot swap two folders.
    static let retiredMarker = ".diary-retired-"
    /// Markers of earlier versions, whose folders are removed only when stamped.
    private static let formerMarkers = [".building-", ".old-"]

    /// This process's staging folder for `destination`.
    static func stagingPath(of destination: String) -> String {
        "\(destination)\(stagingMarker)\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// This process's folder for the old site moved aside.
    static func retiredPath(of destination: String) -> String {
        "\(destination)\(retiredMarker)\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Removes every folder of ours beside the output whose build no longer runs, stamped or
    /// not (and those of earlier versions that carry the stamp).
    /// - Returns: A warning naming each such folder that could not be removed.
    func removeDeadBuilds() -> [Diagnostic] {
        let folder = PathText.openableParent(of: destination)
        let name = PathText.lastComponent(of: destination)
        guard let names = try? FileSystem.contents(of: folder) else { return [] }
        var warnings: [Diagnostic] = []
        for entry in names where entry.hasPrefix(name) {
            let suffix = entry.dropFirst(name.count)
            let ours = [Self.stagingMarker, Self.retiredMarker]
            guard let marker = (ours + Self.formerMarkers).first(where: { suffix.hasPrefix($0) }),
                let pid = Int32(suffix.dropFirst(marker.count)), pid > 0, !Self.isRunning(pid)
            else { continue }
            let leftover = folder.appendingPathComponent(entry)
            guard FileSystem.kind(of: leftover) == .directory,
                ours.contains(marker) || OutputFolderPolicy.isStamped(leftover)
            else {
                continue
            }
            if let warning = Self.remove(leftover, what: "a folder an interrupted build left") {
                warnings.append(warning)
            }
        }
        return warnings
    }

    /// Removes a folder of ours, its stamp last; a warning naming it when it cannot go.
    /// - Parameter what: What the folder is, for the warning.
    static func remove(_ folder: String, what: String) -> Diagnostic? {
        do throws(FileSystem.Failure) {
            try FileSystem.removeTree(folder, keepingUntilLast: OutputFolderPolicy.stampName)
            return nil
        } catch {
            return Diagnostic(
                .warning, file: folder,
                message: "cannot remove \(what) (\(error.path): \(error.reason)); remove it yourself")
        }
    }

    private static func isRunning(_ pid: Int32) -> Bool {
        if pid == ProcessInfo.processInfo.processIdentifier { return true }
        return kill(pid, 0) == 0 || errno == EPERM
    }
}
