/// The files of a package in memory, by path relative to the package folder (`Package.swift`,
/// `Sources/Buttons/Buttons.swift`), ready to be written into an archive.
public struct FileTree: Sendable, Hashable {
    /// The file contents by relative path; paths use `/` and never start or end with one.
    public var files: [String: [UInt8]]

    /// Creates a tree.
    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    /// Adds or replaces a text file, written as UTF-8.
    public mutating func add(_ path: String, text: String) {
        files[path] = Array(text.utf8)
    }

    /// Every folder that holds a file, at any depth (`Sources`, `Sources/Buttons`), sorted.
    public var directories: [String] {
        var folders: Set<String> = []
        for path in files.keys {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components.removeLast()
            }
        }
        return folders.sorted(by: Self.byteOrder)
    }

    /// Folders (with a trailing `/`) and files under `root`, in byte order of their paths, so a
    /// folder comes before everything in it and the order never depends on a dictionary's hashing.
    /// - Parameter root: The top folder the archive unpacks into, e.g. `Buttons`.
    func archiveEntries(under root: String) -> [ArchiveItem] {
        let folders = ([root + "/"] + directories.map { "\(root)/\($0)/" }).map {
            ArchiveItem(path: $0, contents: nil)
        }
        let items = files.map { ArchiveItem(path: "\(root)/\($0.key)", contents: $0.value) }
        return (folders + items).sorted { Self.byteOrder($0.path, $1.path) }
    }

    /// Compares paths by their UTF-8 bytes: the same on every machine and locale.
    static func byteOrder(_ left: String, _ right: String) -> Bool {
        left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}

/// One entry of an archive: a folder (`contents == nil`, path ending in `/`) or a file.
struct ArchiveItem: Sendable, Hashable {
    var path: String
    var contents: [UInt8]?
}
