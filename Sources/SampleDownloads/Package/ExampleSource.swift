import SampleExtraction

/// The article's doctests (a ```` ```swift ```` block followed by ```` ```output ````) twice over:
/// as Swift Testing tests that compare what each block prints with the article's text, and as the
/// demo executable that just runs the blocks, so `swift run` prints what the article shows.
enum ExampleSource {
    /// `Tests/<module>Tests/ArticleExamples.swift`; `nil` when the article has no doctest.
    /// - Parameters:
    ///   - extraction: The module's doctests.
    ///   - origin: The sentence naming the articles, for the header comment.
    static func tests(_ extraction: ModuleExtraction, origin: String) -> String? {
        guard !extraction.examples.isEmpty else { return nil }
        var source = """
            // The examples of \(origin).
            // Each test runs one block and compares what it prints with the output the article shows.

            import Testing

            @testable import \(extraction.module)

            """
        for (index, example) in extraction.examples.enumerated() {
            source += "\n" + test(example, number: index + 1)
        }
        return source
    }

    /// One test. Its local `print` shadows the standard one, and the statements sit in a `do`
    /// block so their names (even `output`) cannot clash with the test's own.
    private static func test(_ example: Example, number: Int) -> String {
        """
        @Test(\(SwiftText.stringLiteral("\(example.articleName):\(example.line) prints what the article shows")))
        @MainActor
        func example\(number)() async throws {
            var output = ""
            func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
                output += items.map { "\\($0)" }.joined(separator: separator) + terminator
            }
            do {
        \(SwiftText.indented(example.code, by: 8))
            }
            #expect(output == \(SwiftText.stringLiteral(example.expected)))
        }

        """
    }

    /// `Sources/<module>-demo/main.swift`: every doctest's statements in article order, each in
    /// its own `do` block, under a comment with the output the article shows for it.
    static func demo(_ extraction: ModuleExtraction, origin: String) -> String {
        var source = """
            // Runs the examples of \(origin) in order:
            // together they print exactly what the article shows under them.

            import \(extraction.module)

            """
        if extraction.examples.isEmpty {
            return source + "\nprint(\"The article shows no printed output; run `swift test` to check the module.\")\n"
        }
        for example in extraction.examples {
            let expected = SwiftText.lines(of: example.expected).map { $0.isEmpty ? "//" : "// \($0)" }
            source += """

                // \(example.articleName):\(example.line), prints:
                \(expected.joined(separator: "\n"))
                do {
                \(SwiftText.indented(example.code, by: 4))
                }

                """
        }
        return source
    }
}
