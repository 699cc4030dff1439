import BuildCache
import DiaryContent

/// The site's theme files that replace a default one which changed since the site took its copy.
///
/// `diary theme eject` writes, beside the files, a stamp `.diary-theme` in each folder: one line per
/// file, the digest of the default file it wrote, then the path. When a later `diary` builds the
/// site, a file that differs from today's default and whose stamped digest is not today's
/// default's gets a warning: the default was changed (fixed, restyled) after the site forked it.
/// A file without a line in the stamp (written by hand) is the site's own and never warned about.
struct ThemeOverrides {
    /// The stamp's name inside each theme folder (names starting with `.` are not published).
    static let stampName = ".diary-theme"

    /// The site's folder (`Templates` or `Public`).
    var folder: String
    /// The default theme's files of that folder, by path inside it.
    var defaults: [String: [UInt8]]

    /// Warnings for the site's `files` (paths inside ``folder``) that override a changed default.
    func warnings(for files: [String]) -> [Diagnostic] {
        let stampPath = folder.appendingPathComponent(Self.stampName)
        guard let stampBytes = try? FileSystem.read(stampPath) else { return [] }
        let stamp = Self.parse(String(decoding: stampBytes, as: UTF8.self))
        return files.compactMap { file -> Diagnostic? in
            guard let stamped = stamp[file], let current = defaults[file] else { return nil }
            let currentDigest = Self.digest(current)
            guard stamped != currentDigest.hex else { return nil }
            let path = folder.appendingPathComponent(file)
            guard let own = try? FileSystem.read(path), own != current else { return nil }
            return Diagnostic(
                .warning, file: path, line: 1,
                message: "overrides the default theme's \(file), which has changed since it was ejected; "
                    + "see the new one with 'diary theme eject --to NEW-FOLDER', carry its changes over, then set "
                    + "this file's digest in \(stampPath) to \(currentDigest.hex) (or delete this file to use the "
                    + "default)")
        }
    }

    /// The digest a stamp records for a file's bytes.
    static func digest(_ bytes: [UInt8]) -> ContentHash.Digest {
        var hash = ContentHash()
        bytes.withUnsafeBytes { hash.combine(bytes: $0) }
        return hash.digest
    }

    /// The stamp's text for `files` (paths inside the folder and their default bytes).
    static func stamp(for files: [String: [UInt8]]) -> String {
        var text =
            "# Written by 'diary theme eject': the digest of each default file as it was ejected, then its path.\n"
            + "# 'diary build' warns when a file here was edited and the default one has changed since.\n"
        for path in files.keys.sorted() { text += "\(digest(files[path]!).hex) \(path)\n" }
        return text
    }

    /// The stamp's lines as digest by path; comments and malformed lines are skipped.
    static func parse(_ text: String) -> [String: String] {
        var stamp: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let space = line.firstIndex(of: " ") else { continue }
            stamp[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return stamp
    }
}
