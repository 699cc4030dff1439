/// The standalone package's `Package.swift`: DiaryUI and the modules the sample imports as local
/// targets, the sample module, its demo executable and its tests.
struct ManifestSource {
    /// The sample module.
    var module: String
    /// The sample module and the sample modules it builds on, each before the modules that
    /// import it, with the sample modules each one imports.
    var libraries: [(name: String, imports: [String])]
    /// The `swift-tools-version`, the same as DevDiary's own manifest.
    var toolsVersion: String
    /// Whether the tests use the shared SampleTestSupport helpers.
    var usesTestSupport: Bool
    /// The sentence naming the articles, for the header comment.
    var origin: String

    /// The manifest text.
    var text: String {
        var targets = [
            "// A small SwiftUI-shaped layout library that draws previews as SVG, so the sample builds on Linux too.",
            ".target(name: \"DiaryUI\"),",
        ]
        targets.append("// Without Foundation nothing links libm, which `Double.rounded()` and friends need.")
        for library in libraries {
            targets.append(
                ".target(name: \"\(library.name)\", dependencies: \(list(["DiaryUI"] + library.imports)), "
                    + "linkerSettings: [.linkedLibrary(\"m\")]),")
        }
        let dependencies = libraries.map(\.name).filter { $0 != module }
        targets.append(".executableTarget(name: \"\(module)-demo\", dependencies: \(list([module]))),")
        if usesTestSupport {
            targets.append(".target(name: \"SampleTestSupport\", path: \"Tests/SampleTestSupport\"),")
        }
        let testDependencies = [module, "DiaryUI"] + dependencies + (usesTestSupport ? ["SampleTestSupport"] : [])
        targets.append(".testTarget(name: \"\(module)Tests\", dependencies: \(list(testDependencies))),")
        return """
            // swift-tools-version: \(toolsVersion)
            // \(module): the sample code of \(origin),
            // as a standalone package.
            import PackageDescription

            let package = Package(
                name: "\(module)",
                products: [
                    .library(name: "\(module)", targets: ["\(module)"]),
                    .executable(name: "\(module)-demo", targets: ["\(module)-demo"]),
                ],
                targets: [
            \(targets.map { "        " + $0 }.joined(separator: "\n"))
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    private func list(_ names: [String]) -> String {
        "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }
}
