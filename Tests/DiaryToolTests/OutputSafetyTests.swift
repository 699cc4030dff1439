import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// What `diary build` does to the folders around its output, through the built binary.
@Suite("diary build: output safety", .tags(.builtTool))
struct OutputSafetyTests {
    private func build(in folder: TemporaryFolder, content: URL? = nil, output: String = "site") throws -> ToolRun {
        let existing = folder.url.appending(path: "Content")
        let content =
            try content
            ?? (FileManager.default.fileExists(atPath: existing.path)
                ? existing : folder.copy(TestPaths.miniDiary, to: "Content"))
        return try DiaryTool.run(
            ["build", "--content", content.path, "--output", folder.path(output)] + DiaryTool.siteFiles)
    }

    @Test("A rebuild swaps the site in place: the same folder, new contents, nothing left beside it")
    func atomicSwap() throws {
        let folder = try TemporaryFolder()
        try #require(try build(in: folder).status == 0)
        let site = folder.url.appending(path: "site")
        #expect(FolderContents.isFile(site.appending(path: ".diary-site")))
        try Data("old".utf8).write(to: site.appending(path: "old.html"))
        let run = try build(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "old.html").path))
        #expect(try folder.listing() == ["Content", "site"])
    }

    @Test("Staging folders of killed builds are removed by the next build; other folders stay")
    func deadBuildsAreCleared() throws {
        let folder = try TemporaryFolder()
        // No process has this number: pid_max is at most 2^22 on Linux.
        let dead = folder.url.appending(path: "site.building-99999999")
        try FileManager.default.createDirectory(at: dead, withIntermediateDirectories: true)
        try Data().write(to: dead.appending(path: ".diary-site"))
        try Data("half a page".utf8).write(to: dead.appending(path: "index.html"))
        // A folder with a similar name that is not ours must survive.
        let foreign = folder.url.appending(path: "site.building-99999998")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appending(path: "notes.txt"))

        let run = try build(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(try folder.listing() == ["Content", "site", "site.building-99999998"])
    }

    @Test("Folders a killed build left, stamped or not, are removed once their build is gone; a live one's stay")
    func unstampedLeftoversAreCleared() throws {
        let folder = try TemporaryFolder()
        // A kill while the folder was made (before its stamp) or deleted (after its stamp went).
        for name in ["site.diary-staging-99999999", "site.diary-retired-99999997"] {
            let leftover = folder.url.appending(path: name + "/posts")
            try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
            try Data("half a page".utf8).write(to: leftover.appending(path: "index.html"))
        }
        // This test's own process is alive: its folder is a build still running.
        let running = "site.diary-staging-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: running), withIntermediateDirectories: true)
        let run = try build(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(try folder.listing() == ["Content", "site", running])
    }

    @Test(
        "A leftover folder that cannot be removed is a warning naming it; the build still succeeds",
        .enabled(if: ImmutableFile.isSupported, "chattr +i is not available here"))
    func leftoverThatStays() throws {
        let folder = try TemporaryFolder()
        let leftover = folder.url.appending(path: "site.diary-staging-99999999")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        let stuck = leftover.appending(path: "index.html")
        try Data("half a page".utf8).write(to: stuck)
        try ImmutableFile.set(stuck.path, true)
        defer {
            // Before the temporary folder goes, or it could not.
            try? ImmutableFile.set(stuck.path, false)
            withExtendedLifetime(folder) {}
        }
        let run = try build(in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("\(leftover.path): warning: cannot remove a folder an interrupted build left"),
            "\(run)")
    }

    @Test("A failed build leaves a folder this tool did not write untouched")
    func foreignFolderStays() throws {
        let folder = try TemporaryFolder()
        let precious = folder.url.appending(path: "photos")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try Data([1, 2, 3]).write(to: precious.appending(path: "2024.jpg"))
        let run = try build(in: folder, output: "photos")
        #expect(run.status == 1)
        #expect(FolderContents.files(in: precious) == ["2024.jpg": Data([1, 2, 3])])
    }

    @Test("An empty folder is accepted as the output")
    func emptyFolder() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "site"), withIntermediateDirectories: true)
        let run = try build(in: folder)
        #expect(run.status == 0, "\(run)")
    }

    @Test("The site never holds a symbolic link; links inside the folder become copies")
    func noLinksInTheSite() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        let intro = content.appending(path: "intro")
        try FileManager.default.createSymbolicLink(
            atPath: intro.appending(path: "copy.png").path, withDestinationPath: "shutter.png")
        try FileManager.default.createSymbolicLink(
            atPath: intro.appending(path: "passwd.txt").path, withDestinationPath: "/etc/passwd")
        let run = try build(in: folder, content: content)
        #expect(run.status == 0, "\(run)")
        #expect(run.stderr.contains("intro/passwd.txt: warning: symbolic link leads outside its folder"), "\(run)")
        let site = folder.url.appending(path: "site")
        var links: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: site.path)
        while let relative = enumerator?.nextObject() as? String {
            let attributes = try FileManager.default.attributesOfItem(atPath: site.appending(path: relative).path)
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink { links.append(relative) }
        }
        #expect(links.isEmpty, "\(links)")
        #expect(
            FileManager.default.contents(atPath: site.appending(path: "intro/copy.png").path)
                == FileManager.default.contents(atPath: intro.appending(path: "shutter.png").path))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "intro/passwd.txt").path))
    }
}

/// Files marked immutable (`chattr +i`), which not even root can delete: a folder that will not go.
enum ImmutableFile {
    /// Whether this machine lets the tests mark a file so.
    static let isSupported: Bool = {
        let probe = FileManager.default.temporaryDirectory.appending(path: "immutable-probe-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        defer { try? FileManager.default.removeItem(at: probe) }
        guard (try? set(probe.path, true)) != nil else { return false }
        try? set(probe.path, false)
        return true
    }()

    /// Marks `path` immutable, or not.
    static func set(_ path: String, _ immutable: Bool) throws {
        let run = try ProcessRun.run(named: "chattr", [immutable ? "+i" : "-i", path], timeout: 10)
        if run.status != 0 { throw Failed() }
    }

    struct Failed: Error {}
}
