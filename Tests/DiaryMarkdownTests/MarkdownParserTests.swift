import DiaryMarkdown
import Testing

@Suite("MarkdownParser")
struct MarkdownParserTests {
    @Test("code block fields for a fenced swift block")
    func fencedCodeBlock() {
        let document = MarkdownParser.parse("Intro\n\n```swift ignore\nlet a = 1\nprint(a)\n```\n")
        #expect(
            document.codeBlocks == [
                CodeBlock(
                    info: "swift ignore", code: "let a = 1\nprint(a)\n", isFenced: true, isClosed: true,
                    position: SourcePosition(line: 3, column: 1), contentStartLine: 4)
            ])
        #expect(document.codeBlocks.first?.language == "swift")
        #expect(document.codeBlocks.first?.infoArguments == ["ignore"])
    }

    @Test("a fence left open is reported as not closed")
    func openFence() {
        let document = MarkdownParser.parse("```swift\nlet a = 1\n\n")
        #expect(document.codeBlocks.map(\.isClosed) == [false])
        #expect(document.codeBlocks.first?.code == "let a = 1\n\n")
    }

    @Test("a fence closed by its container end is not closed, a closed one in a list is")
    func nestedFences() {
        let document = MarkdownParser.parse("> ```\n> x\n\n- ~~~~text\n  y\n  ~~~~\n- z\n")
        #expect(document.codeBlocks.map(\.isClosed) == [false, true])
        #expect(document.codeBlocks.map(\.position) == [SourcePosition(line: 1, column: 3), .init(line: 4, column: 3)])
        #expect(document.codeBlocks.map(\.language) == [nil, "text"])
    }

    @Test(
        "closing fences are recognised in their variants",
        arguments: [
            ("```\nx\n```   \n", true),
            ("  ```\n  x\n  ```\n", true),
            ("```\nx\n`````\n", true),
            ("~~~~\nx\n~~~\n", false),
            ("````\nx\n```\n", false),
            ("```\n```\n", true),
            ("```\n", false),
            ("```\nfoo ```\n", false),
        ])
    func closingFences(markdown: String, isClosed: Bool) {
        #expect(MarkdownParser.parse(markdown).codeBlocks.map(\.isClosed) == [isClosed])
    }

    @Test("an indented code block has no info and starts on its own line")
    func indentedCode() {
        let block = MarkdownParser.parse("Para\n\n    let x = 1\n").codeBlocks.first
        #expect(block?.isFenced == false)
        #expect(block?.isClosed == true)
        #expect(block?.info == "")
        #expect(block?.language == nil)
        #expect(block?.contentStartLine == 3)
        #expect(block?.code == "let x = 1\n")
    }

    @Test("CRLF and CR line breaks give the same tree as LF")
    func lineBreaks() {
        let lf = "# T\n\nText\n\n```swift\nx\n```\n"
        let crlf = lf.replacing("\n", with: "\r\n")
        let cr = lf.replacing("\n", with: "\r")
        #expect(MarkdownParser.parse(crlf).blocks == MarkdownParser.parse(lf).blocks)
        #expect(MarkdownParser.parse(cr).blocks == MarkdownParser.parse(lf).blocks)
        #expect(MarkdownParser.parse(crlf).codeBlocks.first?.code == "x\n")
        #expect(MarkdownParser.parse(crlf).codeBlocks.first?.contentStartLine == 6)
    }

    /// `\r\r\n` is a lone CR and a CRLF: two line breaks, whatever Swift's `Character` (which
    /// joins `\r\n`) makes of the three bytes.
    @Test(
        "mixed line breaks count every break",
        arguments: [
            ("a\r\r\nb", "a\n\nb"),
            ("a\r\n\r\nb", "a\n\nb"),
            ("a\n\r\nb\r", "a\n\nb\n"),
            ("a\r\rb", "a\n\nb"),
            ("Ж\r\r\n\r", "Ж\n\n\n"),
        ])
    func mixedLineBreaks(markdown: String, lf: String) {
        #expect(MarkdownParser.parse(markdown).blocks == MarkdownParser.parse(lf).blocks)
        let positions = MarkdownParser.parse(markdown + "\r\n# Last\n").blocks.map(\.position.line)
        #expect(positions == MarkdownParser.parse(lf + "\n# Last\n").blocks.map(\.position.line))
    }

    @Test("columns count characters, not UTF-8 bytes")
    func cyrillicColumns() {
        let document = MarkdownParser.parse("Привет [ссылка](a.html)\n")
        guard case .paragraph(let inlines, _) = document.blocks.first,
            case .link(let destination, _, _, let position) = inlines.last
        else {
            Issue.record("expected a paragraph ending in a link")
            return
        }
        #expect(destination == "a.html")
        #expect(position == SourcePosition(line: 1, column: 8))
    }

    @Test(
        "columns count characters when a line has accents, emoji or flags, and on plain lines",
        arguments: [
            ("е\u{301}👩‍💻 [ссылка](a.html)\n", 4), ("🇷🇺x\u{301} [a](a.html)\n", 4), ("Ёж, ß и № [a](a.html)\n", 11),
        ])
    func columnsOfGraphemeClusters(markdown: String, column: Int) {
        guard case .paragraph(let inlines, _) = MarkdownParser.parse(markdown).blocks.first,
            case .link(_, _, _, let position) = inlines.last
        else {
            Issue.record("expected a paragraph ending in a link")
            return
        }
        #expect(position == SourcePosition(line: 1, column: column))
    }

    @Test("headings, emphasis, code spans, breaks and links")
    func inlines() {
        let document = MarkdownParser.parse("## Title *it* `c`\n\na **b** ~~s~~  \nc [l](u \"t\") <b>\n")
        #expect(
            document.blocks == [
                .heading(
                    level: 2, [.text("Title "), .emphasis([.text("it")]), .text(" "), .code("c")],
                    position: .init(line: 1, column: 1)),
                .paragraph(
                    [
                        .text("a "), .strong([.text("b")]), .text(" "), .strikethrough([.text("s")]), .lineBreak,
                        .text("c "),
                        .link(
                            destination: "u", title: "t", children: [.text("l")], position: .init(line: 4, column: 3)),
                        .text(" "), .html("<b>", position: .init(line: 4, column: 14)),
                    ], position: .init(line: 3, column: 1)),
            ])
    }

    @Test("images keep alt inlines, autolinks become links")
    func imagesAndAutolinks() {
        let document = MarkdownParser.parse("![a *b*](p.png \"T\")\nwww.example.com\n")
        #expect(
            document.blocks == [
                .paragraph(
                    [
                        .image(
                            source: "p.png", title: "T", alt: [.text("a "), .emphasis([.text("b")])],
                            position: .init(line: 1, column: 1)),
                        .softBreak,
                        .link(
                            destination: "http://www.example.com", title: "", children: [.text("www.example.com")],
                            position: .init(line: 2, column: 1)),
                    ], position: .init(line: 1, column: 1))
            ])
    }

    @Test("lists: ordered start, tightness and task-list state")
    func lists() {
        let document = MarkdownParser.parse("3. a\n4. b\n\n- [ ] todo\n- [x] done\n\n* plain\n\n  loose\n")
        let lists = document.blocks.compactMap { block -> ListBlock? in
            if case .list(let list, _) = block { list } else { nil }
        }
        #expect(lists.map(\.isOrdered) == [true, false, false])
        #expect(lists.map(\.start) == [3, 1, 1])
        #expect(lists.map(\.isTight) == [true, true, false])
        #expect(lists[1].items.map(\.isChecked) == [false, true])
        #expect(lists[0].items.map(\.isChecked) == [nil, nil])
        #expect(lists[1].items[0].blocks == [.paragraph([.text("todo")], position: .init(line: 4, column: 7))])
    }

    @Test("tables: alignments, header and padded body rows")
    func tables() {
        let document = MarkdownParser.parse("| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 |\n")
        let expected = TableBlock(
            alignments: [.left, .center, .right], header: [[.text("a")], [.text("b")], [.text("c")]],
            rows: [[[.text("1")], [.text("2")], []]])
        #expect(document.blocks == [.table(expected, position: .init(line: 1, column: 1))])
    }

    @Test("footnotes: numbered by first reference, labels kept, unused dropped")
    func footnotes() {
        let markdown = "A[^b] B[^a] C[^b].\n\n[^a]: First.\n[^b]: Second.\n[^unused]: Never.\n"
        let document = MarkdownParser.parse(markdown)
        guard case .paragraph(let inlines, _) = document.blocks.first else {
            Issue.record("expected a paragraph")
            return
        }
        let references = inlines.compactMap { inline -> String? in
            if case .footnoteReference(let label, let index) = inline { "\(label)#\(index)" } else { nil }
        }
        #expect(references == ["b#1", "a#2", "b#1"])
        let definitions = document.blocks.compactMap { block -> String? in
            if case .footnoteDefinition(let definition, _) = block {
                "\(definition.label)#\(definition.index):\(definition.blocks.count)"
            } else {
                nil
            }
        }
        #expect(definitions == ["b#1:1", "a#2:1"])
    }

    @Test("block quotes, HTML blocks and thematic breaks keep their positions")
    func otherBlocks() {
        let document = MarkdownParser.parse("> quote\n\n<div>\nraw\n</div>\n\n***\n")
        #expect(
            document.blocks == [
                .blockQuote(
                    [.paragraph([.text("quote")], position: .init(line: 1, column: 3))],
                    position: .init(line: 1, column: 1)),
                .htmlBlock("<div>\nraw\n</div>\n", position: .init(line: 3, column: 1)),
                .thematicBreak(position: .init(line: 7, column: 1)),
            ])
    }

    @Test("adjacent text nodes are merged")
    func mergedText() {
        let document = MarkdownParser.parse("a [b] c! d\n")
        #expect(document.blocks == [.paragraph([.text("a [b] c! d")], position: .init(line: 1, column: 1))])
    }

    @Test("smart punctuation stays off; entities are decoded")
    func noSmartPunctuation() {
        let document = MarkdownParser.parse("\"a\" -- b... &amp;\n")
        #expect(document.blocks == [.paragraph([.text("\"a\" -- b... &")], position: .init(line: 1, column: 1))])
    }

    @Test("code blocks nested in quotes and lists are collected in source order")
    func nestedCollection() {
        let markdown = "> ```a\n> 1\n> ```\n\n- ```b\n  2\n  ```\n\n```c\n3\n```\n"
        #expect(MarkdownParser.parse(markdown).codeBlocks.map(\.language) == ["a", "b", "c"])
    }

    @Test("parsing from many tasks at once gives identical results")
    func concurrentParsing() async {
        let markdown = "a ~~b~~ www.example.com\n\n| x |\n|---|\n| y |\n"
        let expected = MarkdownParser.parse(markdown).blocks
        let results = await withTaskGroup(of: [Block].self) { group in
            for _ in 0..<32 { group.addTask { MarkdownParser.parse(markdown).blocks } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == expected })
    }
}
