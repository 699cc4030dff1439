import Foundation

/// Where the tests find the repository, their fixtures and the built `diary` tool.
enum TestPaths {
    /// `Tests/DiaryKitTests`, found from this file's own path (symbolic links
    /// resolved, so a scratch package that links the folder works too).
    static let testsFolder = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The package root, holding `Content/`, `Templates/` and `Public/`.
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// The small diary the CLI tests build.
    static let miniDiary = testsFolder.appending(path: "Fixtures/MiniDiary")
    static let snapshots = testsFolder.appending(path: "Snapshots")

    static let bundledContent = repository.appending(path: "Content")
    static let templates = repository.appending(path: "Templates")
    static let publicFiles = repository.appending(path: "Public")

    /// The `diary` executable that `swift build --build-tests` puts next to the
    /// test bundle, or nil when it was not built.
    static var diaryExecutable: URL? {
        folderCandidates.map { $0.appending(path: "diary") }.first {
            FileManager.default.isExecutableFile(atPath: $0.path)
        }
    }

    /// Folders that may hold the build products: the one of the test bundle
    /// (macOS loads it into `xctest`) and the one of the running executable
    /// (Linux runs the `.xctest` file itself).
    private static var folderCandidates: [URL] {
        var folders = Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
            .map { $0.bundleURL.deletingLastPathComponent() }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folders.append(executable.deletingLastPathComponent())
        }
        folders.append(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent())
        return folders
    }
}
