import Testing

@Suite("Round trip on the articles' code blocks")
struct ContentCodeBlockTests {
    @Test("Every fenced block of every article survives highlighting byte for byte")
    func articleBlocks() {
        let files = ContentArticles.markdownFiles()
        var blockCount = 0
        for file in files {
            guard let markdown = ContentArticles.text(of: file) else {
                Issue.record("\(file.path) is not readable UTF-8")
                continue
            }
            for (index, block) in MarkdownCodeBlocks.blocks(in: markdown).enumerated() {
                blockCount += 1
                #expect(faithfulnessProblem(in: block) == nil, "\(file.path), block \(index + 1)")
            }
        }
        print("SwiftHighlighter: checked \(blockCount) code blocks in \(files.count) Markdown files")
    }

    @Test("Fenced blocks are found with their exact contents")
    func fenceScanner() {
        let markdown = """
            Intro with `inline` code.

            ```swift
            let a = "```"
            ```

            ~~~~ output
            ```
            inside
            ~~~
            ~~~~~

              ```
            indented fence
              ```
            ```swift ignore
            unclosed
            """
        #expect(
            MarkdownCodeBlocks.blocks(in: markdown) == [
                #"let a = "```""#, "```\ninside\n~~~", "indented fence", "unclosed",
            ])
    }

    @Test("No fences means no blocks")
    func noFences() {
        #expect(MarkdownCodeBlocks.blocks(in: "Just text\n``not a fence``\n").isEmpty)
    }
}
