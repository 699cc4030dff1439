import Foundation

/// Where the tests find the repository, their fixtures and the built `diary` tool.
package enum TestPaths {
    /// The package root, holding `Content/`, `Templates/` and `Public/`: found from this file's own
    /// path, `Tests/DiaryTestSupport/TestPaths.swift` (symbolic links resolved, so a scratch package
    /// that links the folder works too).
    package static let repository = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/DiaryKitTests`, which holds the fixtures and golden files every diary test target reads.
    package static let testsFolder = repository.appending(path: "Tests/DiaryKitTests")

    /// The small diary the CLI tests build.
    package static let miniDiary = testsFolder.appending(path: "Fixtures/MiniDiary")
    package static let snapshots = testsFolder.appending(path: "Snapshots")

    package static let bundledContent = repository.appending(path: "Content")
    package static let templates = repository.appending(path: "Templates")
    package static let publicFiles = repository.appending(path: "Public")

    /// The `diary` executable that `swift build --build-tests` puts next to the
    /// test bundle, or nil when it was not built.
    package static var diaryExecutable: URL? {
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
