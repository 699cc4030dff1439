import Foundation
import Testing

/// The generators write Swift from real files: the fixed Swift of a generated file lives in
/// `Sources/SampleExtraction/Templates`, where the compiler and the linter see it, and no multi-line
/// string literal in the generators' sources holds Swift declarations. What stays in string
/// literals is one line per fence or example, and prose (README, comments).
@Suite struct CodeInCodeFilesTests {
    /// The modules that write Swift files.
    static let generators = ["SampleExtraction", "SampleDownloads"]
    /// Words that start a line of Swift code, not of prose.
    static let codeWords = ["func ", "import ", "struct ", "enum ", "class ", "extension ", "let ", "var ", "@Test"]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appending(path: "Sources")

    /// The lines inside each multi-line string literal of `text`, with the line of its opening quotes.
    static func multiLineLiterals(in text: String) -> [(line: Int, lines: [Substring])] {
        var literals: [(line: Int, lines: [Substring])] = []
        var open: (line: Int, lines: [Substring])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            if var literal = open {
                if trimmed.hasPrefix("\"\"\"") {
                    literals.append(literal)
                    open = nil
                } else {
                    literal.lines.append(trimmed)
                    open = literal
                }
            } else if line.hasSuffix("\"\"\"") && !trimmed.hasPrefix("\"\"\"") || line.hasSuffix("\"\"\"#") {
                open = (index + 1, [])
            }
        }
        return literals
    }

    /// Each `file:line` of a multi-line literal under `Sources/<module>` that holds a line of Swift.
    static func literalsHoldingSwift(in module: String) throws -> [String] {
        let folder = sources.appending(path: module)
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            return ["no folder \(folder.path)"]
        }
        var found: [String] = []
        for case let file as URL in walk where file.pathExtension == "swift" {
            for literal in multiLineLiterals(in: try String(contentsOf: file, encoding: .utf8))
            where literal.lines.contains(where: { line in codeWords.contains { line.hasPrefix($0) } }) {
                found.append("\(module)/\(file.lastPathComponent):\(literal.line)")
            }
        }
        return found.sorted()
    }

    @Test func theScanFindsSwiftInALiteral() {
        let source =
            "let text = \"\"\"\n    prose\n    \"\"\"\nlet code = \"\"\"\n    import Testing\n    func f() {}\n    \"\"\"\n"
        let literals = Self.multiLineLiterals(in: source)
        #expect(literals.map(\.line) == [1, 4])
        #expect(literals.last?.lines == ["import Testing", "func f() {}"])
    }

    @Test(arguments: generators)
    func noMultiLineLiteralHoldsSwift(module: String) throws {
        #expect(
            try Self.literalsHoldingSwift(in: module) == [], "move the Swift into Sources/SampleExtraction/Templates")
    }
}
