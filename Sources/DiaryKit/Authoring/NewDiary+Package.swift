import DiaryContent
import Foundation

/// The new diary's manifest, sample placeholders, `.gitignore` and Pages workflow.
extension NewDiary {
    /// The identity SwiftPM gives the DevDiary dependency: the URL's or folder's last name.
    var dependencyIdentity: String {
        let location: String
        switch dependency {
        case .url(let url, _): location = url
        case .path(let path): location = path
        }
        var name = PathText.lastComponent(of: location)
        if name.hasSuffix(".git") { name = String(name.dropLast(4)) }
        return name
    }

    /// The manifest: one library and one test target per sample module, both extracted from the
    /// articles by DevDiary's plugin.
    var manifest: String {
        let dependencyLine: String
        switch dependency {
        case .url(let url, let branch):
            dependencyLine = ".package(url: \(Self.swiftString(url)), branch: \(Self.swiftString(branch)))"
        case .path(let path): dependencyLine = ".package(path: \(Self.swiftString(path)))"
        }
        let modules = samples ? "[\"\(Self.moduleName)\"]" : "[]"
        let package = Self.swiftString(dependencyIdentity)
        return """
            // swift-tools-version: 6.3
            import PackageDescription

            /// The sample modules the articles carry. An article with `module: Name` in its front matter
            /// gets its ```swift blocks compiled into the module `Name` (by DevDiary's plugin, at build
            /// time) and its doctests run by `swift test`. Each module has a folder
            /// `Tests/Samples/<Name>Tests/` for its tests, with `Library/<Name>.swift`, a placeholder
            /// (SwiftPM ignores a target without a source file). `diary build`, `serve` and `check` keep
            /// this list and those folders in step with the articles: they add a module an article names
            /// and remove one no article names (deleting only the placeholders diary wrote).
            let sampleModules: [String] = \(modules)

            let package = Package(
                name: "Diary",
                dependencies: [
                    \(dependencyLine)
                ],
                targets: sampleModules.flatMap { name -> [Target] in
                    [
                        .target(
                            name: name,
                            dependencies: [.product(name: "DiaryUI", package: \(package))],
                            path: "Tests/Samples/\\(name)Tests/Library",
                            // Without Foundation nothing links libm, which `Double.rounded()` and friends need.
                            linkerSettings: [.linkedLibrary("m")],
                            plugins: [.plugin(name: "SampleExtractorPlugin", package: \(package))]
                        ),
                        .testTarget(
                            name: "\\(name)Tests",
                            dependencies: [.target(name: name)],
                            path: "Tests/Samples/\\(name)Tests",
                            exclude: ["Library"],
                            plugins: [.plugin(name: "SampleExtractorPlugin", package: \(package))]
                        ),
                    ]
                },
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// `text` as a Swift string literal.
    static func swiftString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    static let gitignore = """
        .build/
        .swiftpm/
        /_site/
        /_site.*
        .DS_Store

        """
}
