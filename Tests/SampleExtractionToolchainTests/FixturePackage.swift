import Foundation

/// A throwaway package whose sample module applies SampleExtractorPlugin from this package, built
/// with the real `swift` so the whole mechanism (plugin, tool, `#sourceLocation`, Swift Testing)
/// is exercised the way an author meets it.
struct FixturePackage {
    /// The root of the package under test: this file is `Tests/SampleExtractionToolchainTests/<file>`.
    static let pluginPackage = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Shared by every fixture and kept between runs, so the plugin's tool and its libraries are
    /// compiled once rather than once per test. Named after the package under test so two
    /// checkouts never share it.
    static let workArea = FileManager.default.temporaryDirectory
        .appending(path: "diary-extract-fixtures")
        .appending(path: String(pluginPackage.path.map { $0.isLetter || $0.isNumber ? $0 : "-" }))

    /// The fixture's root folder.
    let root: URL

    /// Writes a package with library target `module`, test target `<module>Tests` and the article
    /// `Content/<slug>/index.md`, replacing any previous fixture of that name.
    init(module: String, slug: String, article: String) throws {
        root = Self.workArea.appending(path: module)
        let files = FileManager.default
        try? files.removeItem(at: root)
        let pluginPackageName = Self.pluginPackage.lastPathComponent
        try write(
            "Package.swift",
            """
            // swift-tools-version: 6.1
            import PackageDescription

            let extractor = Target.PluginUsage.plugin(name: "SampleExtractorPlugin", package: "\(pluginPackageName)")

            let package = Package(
                name: "\(module)Fixture",
                dependencies: [.package(path: "\(Self.pluginPackage.path)")],
                targets: [
                    // Every generated library imports DiaryUI for its preview registry.
                    .target(
                        name: "\(module)", dependencies: [.product(name: "DiaryUI", package: "\(pluginPackageName)")],
                        plugins: [extractor]),
                    .testTarget(name: "\(module)Tests", dependencies: ["\(module)"], plugins: [extractor]),
                ],
                swiftLanguageModes: [.v6]
            )

            """)
        try write("Sources/\(module)/\(module).swift", "// The sources live in Content/\(slug)/index.md.\n")
        try write("Tests/\(module)Tests/\(module)Tests.swift", "// The examples live in Content/\(slug)/index.md.\n")
        try write("Content/\(slug)/index.md", article)
    }

    /// Runs `swift <arguments>` on the fixture and returns its exit status and combined output.
    func swift(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swift"] + arguments + [
                "--package-path", root.path, "--scratch-path", Self.workArea.appending(path: "scratch").path,
            ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private func write(_ relativePath: String, _ contents: String) throws {
        let url = root.appending(path: relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }
}
