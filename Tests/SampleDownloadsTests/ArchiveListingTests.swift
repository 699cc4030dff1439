import SampleDownloads
import Testing

/// Read back with libarchive, both archives list the package's files in byte order of their
/// paths, inside one top folder, with the fixed owner, permissions and time.
@Suite("Archive listing")
struct ArchiveListingTests {
    @Test(
        "Both formats hold exactly the package's files and folders, sorted, under the module's folder",
        arguments: ArchiveFormat.allCases)
    func sortedFilesUnderOneFolder(format: ArchiveFormat) throws {
        let tree = try TestRepository.tree(of: "Buttons")
        let entries = try ArchiveReader.entries(of: try ArchiveWriter.archive(tree, root: "Buttons", format: format))
        let paths = entries.map(\.path)
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(paths.first == "Buttons/")
        #expect(paths.allSatisfy { $0.hasPrefix("Buttons/") })
        let files = entries.filter { !$0.isDirectory }
        #expect(Set(files.map(\.path)) == Set(tree.files.keys.map { "Buttons/" + $0 }))
        for file in files {
            #expect(file.contents == tree.files[String(file.path.dropFirst("Buttons/".count))], "\(file.path)")
        }
        let folders = entries.filter(\.isDirectory).map(\.path)
        #expect(Set(folders) == Set(["Buttons/"] + tree.directories.map { "Buttons/\($0)/" }))
        #expect(folders.contains("Buttons/Sources/DiaryUI/Core/"))
    }

    @Test(
        "Every entry has the fixed owner and permissions; tar entries the fixed time and no other",
        arguments: ArchiveFormat.allCases)
    func fixedMetadata(format: ArchiveFormat) throws {
        let archive = try ArchiveWriter.archive(try TestRepository.tree(of: "Puzzles"), root: "Puzzles", format: format)
        let entries = try ArchiveReader.entries(of: archive)
        try #require(!entries.isEmpty)
        for entry in entries {
            #expect(entry.permissions == (entry.isDirectory ? 0o755 : 0o644), "\(entry.path)")
            #expect(entry.userID == 0 && entry.groupID == 0, "\(entry.path)")
            // libarchive's zip reader reports times of its own; the zip's raw headers are
            // checked in ArchiveReproducibilityTests.
            if format == .tarGz {
                #expect(!entry.hasAccessTime && !entry.hasChangeTime, "\(entry.path)")
                #expect(entry.modificationTime == ArchiveMetadata.modificationTime, "\(entry.path)")
                #expect(entry.userName == "root" && entry.groupName == "root", "\(entry.path)")
            }
        }
    }

    @Test("A path that is not plain ASCII is refused with the path in the message")
    func nonASCIIPathIsRefused() throws {
        let tree = FileTree(files: ["Sources/Кнопки.swift": Array("let a = 1\n".utf8)])
        #expect {
            try ArchiveWriter.archive(tree, root: "Buttons", format: .zip)
        } throws: { error in
            (error as? ArchiveError)?.message.contains("Buttons/Sources/Кнопки.swift") == true
        }
    }

    @Test("Bytes that are no archive give an error, not a crash")
    func garbageIsAnError() {
        #expect(throws: ArchiveError.self) {
            try ArchiveReader.entries(of: Array("not an archive at all".utf8))
        }
    }

    @Test("A tree's folders are every ancestor of its files, in byte order")
    func directoriesOfTree() {
        let tree = FileTree(files: ["b/c/d.txt": [], "a.txt": [], "b/e.txt": [], "b-x/f.txt": []])
        #expect(tree.directories == ["b", "b-x", "b/c"])
    }
}
