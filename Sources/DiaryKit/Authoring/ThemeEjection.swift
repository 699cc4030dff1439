import DiaryContent
import DiaryTheme

/// `diary theme eject`: writes the default theme built into `diary` out as `Templates/` and
/// `Public/` for a site to edit, each folder with a stamp of the defaults it got
/// (``ThemeOverrides``), so a later `diary` can tell the site when a default it replaced changed.
public struct ThemeEjection: Sendable {
    /// The folder that gets `Templates/` and `Public/`.
    public var destination: String

    public init(destination: String) {
        self.destination = destination
    }

    /// The theme's folders, as `DefaultTheme` names them and as they are written.
    static let folders = ["Templates", "Public"]

    /// Writes every file, or nothing when any of them (or a stamp) is already there.
    /// - Returns: The paths written, stamps included.
    public func run() throws(DiaryError) -> [String] {
        var writes: [(path: String, bytes: [UInt8])] = []
        for folder in Self.folders {
            let files = DefaultTheme.files(in: folder)
            let root = destination.appendingPathComponent(folder)
            for path in files.keys.sorted() { writes.append((root.appendingPathComponent(path), files[path]!)) }
            writes.append(
                (root.appendingPathComponent(ThemeOverrides.stampName), Array(ThemeOverrides.stamp(for: files).utf8)))
        }
        let existing = writes.map(\.path).filter { FileSystem.kind(of: $0) != nil }
        if !existing.isEmpty {
            throw DiaryError(
                existing.map {
                    Diagnostic(
                        file: $0,
                        message: "already exists; nothing was ejected (eject into another folder with --to "
                            + "and compare, or move this file away)")
                })
        }
        for write in writes {
            do {
                try FileSystem.createDirectories(PathText.parent(of: write.path))
                try FileSystem.write(write.bytes, to: write.path)
            } catch {
                throw DiaryError(file: write.path, "cannot write the theme: \(error.reason)")
            }
        }
        return writes.map(\.path)
    }
}
