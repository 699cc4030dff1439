/// A file of `Sources/SampleExtraction/Templates` (the `SampleModuleTemplates` target): fixed Swift
/// written into the files generated for a sample module (by the extractor, and by SampleDownloads
/// for a reader's package), kept in a real target so the compiler and the linter check it, and
/// embedded here as bytes (`PackageResources`).
public struct ModuleTemplate: Sendable {
    /// The whole file.
    public var text: String
    /// The file's leading `import` lines, each with its line break.
    var imports: String
    /// The rest of the file, after the imports and the blank line below them.
    var body: String

    /// The `ArticlePreviews` registry's type, with a comment line where the fences' entries go.
    static let articlePreviews = ModuleTemplate(named: "ArticlePreviews.swift")
    /// The example tests' checker (`expectPrinted`) and the test module's captured `print`.
    static let exampleChecks = ModuleTemplate(named: "ExampleChecks.swift")
    /// A reader's package manifest (`Manifest/Package.swift`, compiled by the downloads' toolchain
    /// tests) for a sample module named `Sample`, whose facts are the `let` lines at its top.
    public static let packageManifest = ModuleTemplate(named: "Package.swift")

    /// The embedded file `name`. Its absence is a fault of this package's build, not of any input.
    init(named name: String) {
        guard let file = Self.files.first(where: { $0.name == name }) else {
            preconditionFailure("SampleModuleTemplates has no file \(name) (see Package.swift)")
        }
        self.init(text: String(decoding: file.bytes, as: UTF8.self))
    }

    /// The files of `Sources/SampleExtraction/Templates` that `Package.swift` embeds.
    static let files: [(name: String, bytes: [UInt8])] = [
        ("ArticlePreviews.swift", PackageResources.ArticlePreviews_swift),
        ("ExampleChecks.swift", PackageResources.ExampleChecks_swift),
        ("Package.swift", PackageResources.Package_swift),
    ]

    /// Splits `text` after its leading `import` lines.
    init(text: String) {
        self.text = text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        var imports = ""
        while let line = lines.first, line.hasPrefix("import ") {
            imports += line + "\n"
            lines = lines.dropFirst()
        }
        if !imports.isEmpty, lines.first?.isEmpty == true { lines = lines.dropFirst() }
        self.imports = imports
        self.body = lines.joined(separator: "\n")
    }

    /// `body` with the line that holds `marker` (a comment of the template) replaced by `lines`,
    /// or `nil` when no line holds it.
    func body(replacingLineWith marker: String, by lines: String) -> String? {
        var parts = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = parts.firstIndex(where: { $0.contains(marker) }) else { return nil }
        parts.remove(at: index)
        let before = parts[..<index].map { $0 + "\n" }.joined()
        let after = parts[index...].joined(separator: "\n")
        return before + lines + after
    }

    /// `text` with each line that starts with a replacement's prefix replaced by its text, or `nil`
    /// when no line starts with one of the prefixes.
    public func text(replacingLines replacements: [(prefix: String, text: String)]) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for replacement in replacements {
            guard let index = lines.firstIndex(where: { $0.hasPrefix(replacement.prefix) }) else { return nil }
            lines[index] = replacement.text
        }
        return lines.joined(separator: "\n")
    }
}
