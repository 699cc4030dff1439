import SampleExtraction

/// The standalone package's `Package.swift`: `SampleExtraction/Templates/Manifest/Package.swift` (DiaryUI
/// and the modules the sample imports as local targets, the sample module, its demo executable and
/// its tests) with this package's facts in place of the template's.
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
        let samples = libraries.map { library in
            "(name: \(SwiftText.stringLiteral(library.name)), imports: \(list(library.imports)))"
        }
        let facts = [
            (
                prefix: "// swift-tools-version:",
                text: "// swift-tools-version: \(toolsVersion)\n// \(module): the sample code of \(origin),\n"
                    + "// as a standalone package."
            ),
            (prefix: "let module = ", text: "let module = \(SwiftText.stringLiteral(module))"),
            (
                prefix: "let sampleModules: ",
                text: "let sampleModules: [(name: String, imports: [String])] = [\(samples.joined(separator: ", "))]"
            ),
            (prefix: "let usesTestSupport = ", text: "let usesTestSupport = \(usesTestSupport)"),
        ]
        guard let text = ModuleTemplate.packageManifest.text(replacingLines: facts) else {
            preconditionFailure(
                "SampleExtraction/Templates/Manifest/Package.swift lost one of the lines \(facts.map(\.prefix))")
        }
        return text
    }

    private func list(_ names: [String]) -> String {
        "[" + names.map(SwiftText.stringLiteral).joined(separator: ", ") + "]"
    }
}
