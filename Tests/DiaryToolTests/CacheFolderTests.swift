import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import SampleWasm

/// `--cache` and `--wasm-cache` are checked like `--output` before a build uses them, and only
/// what diary wrote in a cache folder is ever pruned, through the built binary.
@Suite("diary build: cache folders", .tags(.builtTool))
struct CacheFolderTests {
    /// A folder of the user's: files a month old, a subfolder holding a file named `output` (as
    /// each output's cache does) and names shaped like the caches' own entries.
    private static func userFolder(at url: URL) throws {
        let files = [
            "notes.txt": "my notes", "project/output": "/nowhere/at/all",
            "0123456789abcdef0123456789abcdef/output": "/nowhere/either",
            "Module-0123456789abcdef0123/Module.wasm": "not a build", "photos/2020.jpg": "jpeg",
        ]
        let monthAgo = Date(timeIntervalSinceNow: -30 * 24 * 3600)
        for (path, text) in files {
            let file = url.appending(path: path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
        for path in Self.paths(in: url) {
            try FileManager.default.setAttributes([.modificationDate: monthAgo], ofItemAtPath: url.path + "/" + path)
        }
    }

    /// Every path below `url`, folders included.
    private static func paths(in url: URL) -> [String] {
        (FileManager.default.enumerator(atPath: url.path)?.allObjects as? [String] ?? []).sorted()
    }

    /// What a folder holds: its paths, and every file's bytes.
    private static func snapshot(_ url: URL) -> [String] {
        paths(in: url) + FolderContents.files(in: url).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }

    private static func buildArguments(_ folder: TemporaryFolder, _ extra: [String]) throws -> [String] {
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        return ["build", "--content", content.path, "--output", folder.path("site")] + DiaryTool.templatesAndPublic
            + extra
    }

    @Test(
        "A cache option at a folder of the user's files is refused, and nothing in it is deleted",
        arguments: [
            ["--cache", "--no-wasm"], ["--wasm-cache"],
        ])
    func userFolderRefused(option: [String]) throws {
        let folder = try TemporaryFolder()
        let mine = folder.url.appending(path: "mine")
        try Self.userFolder(at: mine)
        let before = Self.snapshot(mine)
        let run = try DiaryTool.run(try Self.buildArguments(folder, [option[0], mine.path] + option.dropFirst()))
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr.contains("\(mine.path): error: refusing to use this as the cache folder (\(option[0])): "),
            "\(run)")
        #expect(run.stderr.contains("no .diary-cache stamp"), "\(run)")
        #expect(Self.snapshot(mine) == before, "nothing in the folder changed")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    @Test("--cache at the home folder or the content folder is refused", arguments: ["home", "content"])
    func protectedFoldersRefused(which: String) throws {
        let folder = try TemporaryFolder()
        let home = folder.url.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("export PATH".utf8).write(to: home.appending(path: ".profile"))
        let arguments = try Self.buildArguments(folder, ["--no-wasm", "--cache"])
        let cache = ["home": home.path, "content": folder.path("Content")][which]!
        let before = Self.snapshot(home)
        let run = try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["HOME=\(home.path)", try DiaryTool.executable().path] + arguments
                + [cache], timeout: DiaryTool.timeout)
        #expect(run.status == 1, "\(run)")
        let reason = ["home": "it is your home folder", "content": "it is or lies inside the content folder"][which]!
        #expect(
            run.stderr.contains("\(cache): error: refusing to use this as the cache folder (--cache): \(reason)"),
            "\(run)")
        #expect(Self.snapshot(home) == before)
    }

    @Test("A stamped cache is still pruned: the cache of an output folder gone long ago goes, other files stay")
    func stampedCachePruned() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appending(path: "cache")
        let arguments = try Self.buildArguments(folder, ["--no-wasm", "--cache", cache.path])
        try #require(try DiaryTool.run(arguments).status == 0)
        #expect(FolderContents.isFile(cache.appending(path: ".diary-cache")))
        let gone = cache.appending(path: "0123456789abcdef0123456789abcdef")
        let notOurs = cache.appending(path: "notes")
        for folder in [gone, notOurs] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("/nowhere/at/all".utf8).write(to: folder.appending(path: "output"))
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)],
                ofItemAtPath: folder.appending(path: "output").path)
        }
        let run = try DiaryTool.run(arguments)
        #expect(run.status == 0, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: gone.path), "the gone output's cache is pruned")
        #expect(FolderContents.isFile(notOurs.appending(path: "output")), "a folder not named by us stays")
    }

    @Test("A cache an earlier version made (no stamp, only its own entries) is used and stamped")
    func earlierCacheAdopted() throws {
        let folder = try TemporaryFolder()
        let cache = folder.url.appending(path: "cache")
        let old = cache.appending(path: "0123456789abcdef0123456789abcdef")
        try FileManager.default.createDirectory(at: old, withIntermediateDirectories: true)
        try Data(folder.path("elsewhere").utf8).write(to: old.appending(path: "output"))
        let run = try DiaryTool.run(try Self.buildArguments(folder, ["--no-wasm", "--cache", cache.path]))
        #expect(run.status == 0, "\(run)")
        #expect(FolderContents.isFile(cache.appending(path: ".diary-cache")))
        #expect(
            WasmCompiler.holdsOnlyCacheNames([".locks", "tool-versions", "Puzzles-a9b61986c3955b9b7994"]),
            "a wasm cache of an earlier version")
        #expect(!WasmCompiler.holdsOnlyCacheNames(["Puzzles-a9b61986c3955b9b7994", "notes.txt"]))
    }

    @Test("The wasm cache prunes only a stamped folder, and in it only the entries it names")
    func wasmPruning() throws {
        let folder = try TemporaryFolder()
        try Self.userFolder(at: folder.url)
        let entries = [
            "Puzzles-0123456789abcdef0123", "Puzzles-0123456789abcdef0123.failure.json", ".staging-Puzzles-1",
        ]
        let monthAgo = Date(timeIntervalSinceNow: -30 * 24 * 3600)
        for name in entries {
            try Data().write(to: folder.url.appending(path: name))
            try FileManager.default.setAttributes([.modificationDate: monthAgo], ofItemAtPath: folder.path(name))
        }
        let toolchain = WasmToolchain(swiftc: "swiftc", clang: "clang", linker: "wasm-ld", compilerVersion: "test")
        let compiler = WasmCompiler(toolchain: toolchain, cacheDirectory: folder.url.path)
        let unstamped = Self.snapshot(folder.url)
        #expect(compiler.pruneCache(unusedForSeconds: 14 * 24 * 3600).isEmpty)
        #expect(Self.snapshot(folder.url) == unstamped, "an unstamped folder is left alone")
        try CacheStamp.stamp(folder.url.path)
        // A folder named as a build is one in a stamped cache, whoever made it.
        let removed = compiler.pruneCache(unusedForSeconds: 14 * 24 * 3600)
        #expect(removed == (entries + ["Module-0123456789abcdef0123"]).sorted())
        #expect(FolderContents.isFile(folder.url.appending(path: "notes.txt")))
        #expect(FolderContents.isFile(folder.url.appending(path: "project/output")))
    }
}
