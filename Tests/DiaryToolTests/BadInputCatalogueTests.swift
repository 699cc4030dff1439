import DiaryTestSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every case of ``BadInput/all`` through the built `diary` binary: the exact
/// diagnostics, the exit status, and that nothing outside the output folder
/// changed (and, when the run fails, that no site or staging folder appeared).
@Suite("Bad input catalogue", .tags(.builtTool))
struct BadInputCatalogueTests {
    @Test("The catalogue covers at least 40 kinds of bad input, each named once")
    func size() {
        #expect(BadInput.all.count >= 40)
        #expect(Set(BadInput.all.map(\.name)).count == BadInput.all.count)
    }

    @Test("Each bad input gets exactly its diagnostic", arguments: BadInput.all)
    func diagnostic(input: BadInput) throws {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.templates, to: "Templates")
        try folder.copy(TestPaths.publicFiles, to: "Public")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Content"), withIntermediateDirectories: true)
        for (path, file) in input.files.sorted(by: { $0.key < $1.key }) {
            try write(file, at: folder.url.appending(path: path))
        }
        // A build into `_site` finds a previous site there, which a failing build must leave as it is.
        let writesSite = input.command == "build" && !input.extraArguments.contains("--output")
        if writesSite {
            try write(.text(Self.stamp), at: folder.url.appending(path: "_site/.diary-site"))
            try write(.text("<p>the previous site</p>\n"), at: folder.url.appending(path: "_site/index.html"))
        }
        let before = FolderContents.files(in: folder.url)
        var arguments = [input.command]
        let folders = input.command == "new" ? [("--content", "Content")] : BadInput.defaultFolders
        for (option, value) in folders where !input.extraArguments.contains(option) { arguments += [option, value] }
        if input.command == "build", !input.extraArguments.contains("--output") { arguments += ["--output", "_site"] }
        // A published address, so the localhost warning (LocalhostURLTests) stays out of these.
        if input.command == "build", !input.extraArguments.contains("--base-url") {
            arguments += ["--base-url", "https://example.org/"]
        }
        let run = try DiaryTool.run(arguments + input.extraArguments, in: folder.url)

        #expect(run.status == input.status, "\(run)")
        let root = folder.url.resolvingSymlinksInPath().path
        let expected = input.stderr.replacingOccurrences(of: "ROOT", with: root)
        if input.status == 64 {
            #expect(run.stderr.split(separator: "\n").first.map(String.init) == expected, "\(run)")
        } else {
            #expect(run.stderr == expected, "\(run)")
        }
        let afterAll = FolderContents.files(in: folder.url)
        let after = afterAll.filter { !$0.key.hasPrefix("_site/") }
        #expect(after == before.filter { !$0.key.hasPrefix("_site/") }, "files outside the output folder changed")
        if run.status != 0 {
            #expect(afterAll == before, "a failed build changed the previous site")
            #expect(try folder.listing() == Set(before.keys.map { String($0.split(separator: "/")[0]) }).sorted())
        }
    }

    /// What `diary build` writes in its stamp file (OutputFolderPolicy).
    static let stamp =
        "This folder was written by 'diary build', which replaces or updates it on every build; do not edit it.\n"

    private func write(_ file: BadInput.File, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: url)
        switch file {
        case .text(let text): try Data(text.utf8).write(to: url)
        case .bytes(let bytes): try Data(bytes).write(to: url)
        case .link(let target):
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        case .fifo:
            #expect(mkfifo(url.path, 0o644) == 0)
        case .sparse(let size):
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            #expect(truncate(url.path, off_t(size)) == 0)
        }
    }
}
