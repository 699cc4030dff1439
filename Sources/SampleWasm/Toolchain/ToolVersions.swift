import Foundation

/// What the toolchain's programs printed for `--version`, remembered in the wasm cache folder by
/// the identity of the program files, so a build does not start `swiftc` and `wasm-opt` only to
/// ask (about 0.2 s, more than the rest of a small incremental build).
///
/// A version is trusted while every file it was asked of keeps its device, inode, size and
/// modification and change times, and only if none of them had changed for a second before it
/// was asked (Git's rule for "racily clean" files): replacing or upgrading a program changes its
/// identity, so it is asked again.
struct ToolVersions: Sendable {
    /// The file the versions are kept in, or `nil` to ask every time.
    let path: String?

    /// Versions kept in `cacheDirectory`, or none when it is `nil`.
    init(cacheDirectory: String?) {
        path = cacheDirectory.map { URL(fileURLWithPath: $0).appending(path: "tool-versions").path }
    }

    /// The version of the program whose behaviour `files` decide: remembered, or `ask()`ed and
    /// then remembered. `ask` returning `nil` (the program failed) is not remembered.
    func version(of files: [String], ask: () -> String?) -> String? {
        let asked = Date()
        guard let key = Self.key(of: files), !key.text.contains("\t"), !key.text.contains("\n") else { return ask() }
        if let path, let known = Self.entries(at: path)[key.text] { return known }
        guard let answer = ask(), !answer.contains("\n") else { return nil }
        if let path, key.settled(before: asked) { Self.remember(answer, as: key.text, at: path) }
        return answer
    }

    /// The files' identities, one field each; `nil` when one cannot be read.
    private static func key(of files: [String]) -> Key? {
        var fields: [String] = []
        var newest = 0.0
        for file in files {
            var status = stat()
            guard stat(file, &status) == 0 else { return nil }
            let modified = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
            let changed = Double(status.st_ctim.tv_sec) + Double(status.st_ctim.tv_nsec) / 1e9
            newest = max(newest, modified, changed)
            fields.append(
                "\(file) \(status.st_dev) \(status.st_ino) \(status.st_size) "
                    + "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec) \(status.st_ctim.tv_sec).\(status.st_ctim.tv_nsec)"
            )
        }
        return Key(text: fields.joined(separator: " | "), newestChange: newest)
    }

    private struct Key {
        var text: String
        /// The latest modification or change time of the files, in seconds since 1970.
        var newestChange: Double

        /// Whether the files had not changed for a second before `moment`.
        func settled(before moment: Date) -> Bool {
            newestChange < moment.timeIntervalSince1970 - 1
        }
    }

    /// The remembered versions: one `key<TAB>version` per line.
    private static func entries(at path: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8)
        else { return [:] }
        var entries: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            if parts.count == 2 { entries[String(parts[0])] = String(parts[1]) }
        }
        return entries
    }

    /// Adds a version to the file (written beside it, then renamed in); a failure only means it
    /// is asked again next time.
    private static func remember(_ version: String, as key: String, at path: String) {
        var entries = entries(at: path)
        entries[key] = version
        let text = entries.sorted { $0.key < $1.key }.map { "\($0.key)\t\($0.value)\n" }.joined()
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let scratch = folder.appending(path: ".tool-versions-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: scratch)
            if rename(scratch.path, path) != 0 { try? FileManager.default.removeItem(at: scratch) }
        } catch {
            try? FileManager.default.removeItem(at: scratch)
        }
    }
}
