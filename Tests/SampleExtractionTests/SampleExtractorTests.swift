import Testing

@testable import SampleExtraction

@Suite("Choosing blocks for a module")
struct SampleExtractorTests {
    static let path = "/site/Content/demo/index.md"
    static let header = "---\ntitle: \"Demo\"\nmodule: Demo\n---\n"

    private func report(_ body: String, header: String = header) throws -> ExtractionReport {
        try extract("Demo", from: [Self.path: header + body])
    }

    @Test func compilesSwiftBlocksAtTheirArticleLines() throws {
        let result = try report("\nIntro.\n\n```swift\nstruct A {}\n```\n\n```swift\nstruct B {}\n```\n")
        #expect(errors(in: result).isEmpty)
        #expect(
            result.extraction.snippets == [
                CompiledSnippet(articlePath: Self.path, line: 9, code: "struct A {}\n"),
                CompiledSnippet(articlePath: Self.path, line: 13, code: "struct B {}\n"),
            ])
        #expect(result.extraction.articleNames == ["demo/index.md"])
    }

    @Test func everyCompiledLineMapsToTheSameArticleLine() throws {
        let body =
            "Text\n\n- item\n\n```swift\n// snippet.hide\nimport Foo\n// snippet.show\nlet x = 1\n\tlet y = 2\n```\n"
        let loaded = try article(Self.header + body, path: Self.path)
        let snippet = try #require(SampleExtractor.extract(module: "Demo", from: [loaded]).extraction.snippets.first)
        for (offset, line) in snippet.code.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            .enumerated()
        {
            #expect(loaded.line(snippet.line + offset) == line)
        }
    }

    @Test func keepsHiddenLinesAndTheirMarkers() throws {
        let result = try report("```swift\n// snippet.hide\nimport Helpers\n// snippet.show\nlet shown = 1\n```\n")
        #expect(
            result.extraction.snippets.map(\.code) == [
                "// snippet.hide\nimport Helpers\n// snippet.show\nlet shown = 1\n"
            ])
    }

    @Test func skipsIgnoredNonSwiftAndIndentedBlocks() throws {
        let body = """
            ```swift ignore
            import SwiftUI
            ```

            ```bash
            swift build
            ```

                let indented = 1

            ```swift
            let kept = 1
            ```

            """
        let result = try report(body)
        #expect(errors(in: result).isEmpty)
        #expect(result.extraction.snippets.map(\.code) == ["let kept = 1\n"])
    }

    @Test func aSwiftBlockFollowedByAnOutputBlockIsAnExample() throws {
        let result = try report("```swift\nprint(1 + 1)\n```\n\n```output\n2\n```\n")
        #expect(errors(in: result).isEmpty)
        #expect(result.extraction.snippets.isEmpty)
        #expect(
            result.extraction.examples == [
                Example(
                    articlePath: Self.path, articleName: "demo/index.md", line: 5, codeLine: 6, code: "print(1 + 1)\n",
                    expected: "2\n", expectedLine: 10)
            ])
    }

    @Test func aTrailingOutputCommentMakesAnExample() throws {
        let result = try report("```swift\nlet a = 3\nprint(a)\n// Output:\n// 3\n```\n")
        let example = try #require(result.extraction.examples.first)
        #expect(example.code == "let a = 3\nprint(a)\n")
        #expect(example.expected == "3\n")
        #expect(example.codeLine == 6)
        #expect(example.expectedLine == 8)
        #expect(result.extraction.snippets.isEmpty)
    }

    @Test func anIgnoredExampleIsNeitherCompiledNorTested() throws {
        let result = try report("```swift ignore\nprint(UIScreen.main.scale)\n```\n```output\n3.0\n```\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.extraction.examples.isEmpty)
        #expect(result.extraction.snippets.isEmpty)
    }

    @Test(arguments: [
        ("```output\n2\n```\n", 5),
        ("```swift\nprint(2)\n```\n\nSome text.\n\n```output\n2\n```\n", 11),
        ("```bash\necho 2\n```\n```output\n2\n```\n", 8),
        ("```swift\nprint(2)\n```\n```output\n2\n```\n```output\n2\n```\n", 11),
    ])
    func rejectsOutputBlocksThatFollowNoSwiftBlock(body: String, line: Int) throws {
        #expect(
            errors(in: try report(body)) == [
                "\(Self.path):\(line): error: an output block must directly follow the swift block whose printed "
                    + "text it shows"
            ])
    }

    @Test func rejectsUnterminatedFences() throws {
        let result = try report("```swift\nlet a = 1\n\nMore prose.\n")
        #expect(errors(in: result).count == 1)
        #expect(errors(in: result).first?.hasPrefix("\(Self.path):5: error: unterminated code fence") == true)
        #expect(result.extraction.snippets.isEmpty)
    }

    @Test func rejectsUnknownFenceWords() throws {
        let result = try report("```swift ingore\nimport SwiftUI\n```\n")
        #expect(
            errors(in: result) == [
                "\(Self.path):5: error: unknown word 'ingore' after swift; use ignore or module=Name"
            ])
        #expect(result.extraction.snippets.isEmpty)
    }

    static let twoModules = "---\ntitle: \"Gate\"\nmodule: [ParentalGate, Puzzles]\n---\n"

    @Test func moduleListsRouteEachBlockByItsModuleWord() throws {
        let body = """
            ```swift module=Puzzles
            public struct Puzzle {}
            ```

            ```swift module=ParentalGate
            import Puzzles
            ```

            ```swift module=Puzzles
            print(Puzzle())
            ```

            ```output
            Puzzle()
            ```

            """
        let articles = [Self.path: Self.twoModules + body]
        let puzzles = try extract("Puzzles", from: articles)
        let gate = try extract("ParentalGate", from: articles)
        #expect(puzzles.extraction.snippets.map(\.code) == ["public struct Puzzle {}\n"])
        #expect(puzzles.extraction.examples.map(\.expected) == ["Puzzle()\n"])
        #expect(gate.extraction.snippets.map(\.code) == ["import Puzzles\n"])
        #expect(gate.extraction.examples.isEmpty)
        #expect(puzzles.diagnostics.isEmpty && gate.diagnostics.isEmpty)
    }

    @Test func moduleListsNeedAModuleWordOnCompiledBlocks() throws {
        let body = "```swift\nlet a = 1\n```\n\n```swift ignore\nimport SwiftUI\n```\n"
        let result = try extract("Puzzles", from: [Self.path: Self.twoModules + body])
        #expect(
            errors(in: result) == [
                "\(Self.path):5: error: this article carries several modules (ParentalGate, Puzzles); "
                    + "say which one this block belongs to with module=ParentalGate"
            ])
    }

    @Test func rejectsAModuleWordTheFrontMatterDoesNotList() throws {
        let result = try report("```swift module=Other\nlet a = 1\n```\n")
        #expect(
            errors(in: result) == [
                "\(Self.path):5: error: module=Other is not in the front matter (which names Demo); "
                    + "add it to `module:` or fix the name"
            ])
    }

    @Test func findsModuleWordsInArticlesThatDoNotListTheModule() throws {
        let other = "---\ntitle: \"Other\"\nmodule: Other\n---\n```swift module=Demo\nlet a = 1\n```\n"
        let result = try extract("Demo", from: ["/site/Content/other/index.md": other])
        #expect(
            errors(in: result) == [
                "/site/Content/other/index.md:5: error: module=Demo is not in the front matter (which names Other); "
                    + "add it to `module:` or fix the name"
            ])
    }

    @Test func warnsAndYieldsNothingWhenNoArticleNamesTheModule() throws {
        let result = try extract("Missing", from: [Self.path: Self.header + "```swift\nlet a = 1\n```\n"])
        #expect(result.extraction.snippets.isEmpty && result.extraction.articleNames.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "warning: no article names module Missing in its front matter (module: Missing); "
                    + "the module gets no code from the articles"
            ])
        #expect(!result.hasErrors)
    }

    @Test func ordersArticlesByPath() throws {
        let result = try extract(
            "Demo",
            from: [
                "/site/Content/b/more.md": Self.header + "```swift\nlet b = 1\n```\n",
                "/site/Content/a/index.md": Self.header + "```swift\nlet a = 1\n```\n",
            ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.extraction.articleNames == ["a/index.md", "b/more.md"])
        #expect(result.extraction.snippets.map(\.code) == ["let a = 1\n", "let b = 1\n"])
    }

    @Test func rejectsTwoArticlesWithOneFileNameForAModule() throws {
        let header = "---\ntitle: \"Two\"\nmodule: [Other, Demo]\n---\n"
        let result = try extract(
            "Demo",
            from: [
                "/site/Content/b/index.md": header + "```swift module=Demo\nlet b = 1\n```\n",
                "/site/Content/a/index.md": Self.header,
            ])
        #expect(
            errors(in: result) == [
                "/site/Content/b/index.md:3: error: module Demo is already carried by a/index.md; give each module "
                    + "one article (the compiler cannot tell two index.md files of one module apart)"
            ])
    }
}
