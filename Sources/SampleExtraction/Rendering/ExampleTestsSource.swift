extension GeneratedSource {
    /// The test target's file: one Swift Testing test per example, which runs the example's
    /// statements with `print` captured and compares the text with the expected output.
    /// - Parameter extraction: The module's extraction.
    /// - Returns: Swift source; only the header comment when the module has no examples.
    public static func exampleTests(_ extraction: ModuleExtraction) -> String {
        var source = header(extraction, for: "Example tests")
        guard !extraction.examples.isEmpty else { return source }
        source += "\nimport Testing\n\n@testable import \(extraction.module)\n"
        let namesArticle = Set(extraction.examples.map(\.articleName)).count > 1
        for example in extraction.examples {
            source += "\n" + test(for: example, namesArticle: namesArticle)
        }
        return source + "\n" + checker(testModule: extraction.module + "Tests")
    }

    /// One test function. Its local `print` shadows the standard one inside the function, and the
    /// statements sit in a `do` block so their own names (even `output`) cannot clash.
    private static func test(for example: Example, namesArticle: Bool) -> String {
        let folder = example.articleName.split(separator: "/").dropLast().joined(separator: "_")
        let identifier = String(folder.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        let name =
            namesArticle && !identifier.isEmpty ? "example_\(identifier)_L\(example.line)" : "example_L\(example.line)"
        let statements = SwiftLiteral.located(example.code, path: example.articlePath, line: example.codeLine)
        // The statements are interpolated, not literal lines, so they keep column 1 of the article.
        return """
            @Test(\(SwiftLiteral.string("\(example.articleName):\(example.line) example")))
            @MainActor
            func \(name)() async throws {
                var output = ""
                func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {
                    output += items.map { "\\($0)" }.joined(separator: separator) + terminator
                }
                do {
            \(statements)
                }
                expectPrinted(
                    output, \(SwiftLiteral.string(example.expected)),
                    filePath: \(SwiftLiteral.string(example.articlePath)), line: \(example.expectedLine))
            }

            """
    }

    /// The shared comparison, which reports a mismatch at the expected text in the article.
    private static func checker(testModule: String) -> String {
        """
        /// Records an issue at the article's expected output when an example printed something else.
        private func expectPrinted(_ got: String, _ want: String, filePath: String, line: Int) {
            guard got != want else { return }
            let fileName = filePath.split(separator: "/").last.map(String.init) ?? filePath
            Issue.record(
                "the example printed something else\\n got: \\(String(reflecting: got))\\nwant: \\(String(reflecting: want))",
                sourceLocation: SourceLocation(
                    fileID: "\(testModule)/\\(fileName)", filePath: filePath, line: line, column: 1))
        }

        """
    }
}
