extension GeneratedSource {
    /// The test target's file: `SampleExtraction/Templates/ExampleChecks.swift` (the checker and the
    /// test module's captured `print`), then one Swift Testing test per example, which runs the
    /// example's statements and compares what they print with the expected output.
    /// - Parameter extraction: The module's extraction.
    /// - Returns: Swift source; only the header comment when the module has no examples.
    public static func exampleTests(_ extraction: ModuleExtraction) -> String {
        var source = header(extraction, for: "Example tests")
        guard !extraction.examples.isEmpty else { return source }
        let checks = ModuleTemplate.exampleChecks
        source += "\n" + checks.imports + "\n@testable import \(extraction.module)\n\n" + checks.body
        let namesArticle = Set(extraction.examples.map(\.articleName)).count > 1
        for example in extraction.examples {
            source += "\n" + test(for: example, namesArticle: namesArticle)
        }
        return source
    }

    /// `SampleExtraction/Templates/ExampleChecks.swift`: the checker, `expectPrinted`, and the captured
    /// `print` of a test module that runs examples.
    public static var exampleChecks: String { ModuleTemplate.exampleChecks.text }

    /// One test: the example's statements, under their `#sourceLocation`, as the closure
    /// `expectPrinted` runs, so their own names (even `output`) cannot clash with the test's.
    private static func test(for example: Example, namesArticle: Bool) -> String {
        let folder = example.articleName.split(separator: "/").dropLast().joined(separator: "_")
        let identifier = String(folder.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let name =
            namesArticle && !identifier.isEmpty ? "example_\(identifier)_L\(example.line)" : "example_L\(example.line)"
        let title = SwiftLiteral.string("\(example.articleName):\(example.line) example")
        let check =
            "expectPrinted(\(SwiftLiteral.string(example.expected)), "
            + "filePath: \(SwiftLiteral.string(example.articlePath)), line: \(example.expectedLine))"
        // The statements keep column 1 of the article.
        return "@Test(\(title)) @MainActor func \(name)() async throws {\n"
            + "    try await \(check) {\n"
            + SwiftLiteral.located(example.code, path: example.articlePath, line: example.codeLine) + "\n"
            + "    }\n}\n"
    }
}
