import SampleExtraction

/// The article's doctests (a ```` ```swift ```` block followed by ```` ```output ````) twice over:
/// as Swift Testing tests that compare what each block prints with the article's text, and as the
/// demo executable that just runs the blocks, so `swift run` prints what the article shows.
enum ExampleSource {
    /// `Tests/<module>Tests/ArticleExamples.swift`; `nil` when the article has no doctest. The
    /// tests call `expectPrinted`, which ``checks`` holds.
    /// - Parameters:
    ///   - extraction: The module's doctests.
    ///   - origin: The sentence naming the articles, for the header comment.
    static func tests(_ extraction: ModuleExtraction, origin: String) -> String? {
        guard !extraction.examples.isEmpty else { return nil }
        var source =
            "// The examples of \(origin).\n"
            + "// Each test runs one block and compares what it prints with the output the article shows.\n\n"
            + "import Testing\n\n@testable import \(extraction.module)\n"
        for (index, example) in extraction.examples.enumerated() {
            source += "\n" + test(example, number: index + 1)
        }
        return source
    }

    /// `Tests/<module>Tests/ExampleChecks.swift`: the extractor's checker and captured `print`,
    /// as the site's example tests use them.
    static var checks: String { GeneratedSource.exampleChecks }

    /// One test: the statements as the closure `expectPrinted` runs with `print` captured, so
    /// their names (even `output`) cannot clash with the test's own; a mismatch is reported here.
    private static func test(_ example: Example, number: Int) -> String {
        let title = SwiftText.stringLiteral("\(example.articleName):\(example.line) prints what the article shows")
        return "@Test(\(title)) @MainActor func example\(number)() async throws {\n"
            + "    try await expectPrinted(\(SwiftText.stringLiteral(example.expected))) {\n"
            + SwiftText.indented(example.code, by: 8) + "\n"
            + "    }\n}\n"
    }

    /// `Sources/<module>-demo/main.swift`: every doctest's statements in article order, each in
    /// its own `do` block, under a comment with the output the article shows for it.
    static func demo(_ extraction: ModuleExtraction, origin: String) -> String {
        var source =
            "// Runs the examples of \(origin) in order:\n"
            + "// together they print exactly what the article shows under them.\n\n"
            + "import \(extraction.module)\n"
        if extraction.examples.isEmpty {
            return source + "\nprint(\"The article shows no printed output; run `swift test` to check the module.\")\n"
        }
        for example in extraction.examples {
            let expected = SwiftText.lines(of: example.expected).map { $0.isEmpty ? "//" : "// \($0)" }
            source += "\n// \(example.articleName):\(example.line), prints:\n" + expected.joined(separator: "\n")
            source += "\ndo {\n" + SwiftText.indented(example.code, by: 4) + "\n}\n"
        }
        return source
    }
}
