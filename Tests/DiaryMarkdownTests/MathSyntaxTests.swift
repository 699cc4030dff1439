import DiaryMarkdown
import Testing

@Suite("Math: what counts as a formula")
struct MathSyntaxTests {
    /// The formulas of `markdown` as `$tex$` (inline) or `$$tex$$` (display), in order.
    static func formulas(_ markdown: String) -> [String] {
        var found: [String] = []
        func walk(_ inlines: [Inline]) {
            for inline in inlines {
                switch inline {
                case .math(let tex, let isDisplay): found.append(isDisplay ? "$$\(tex)$$" : "$\(tex)$")
                case .emphasis(let children), .strong(let children), .strikethrough(let children):
                    walk(children)
                case .link(_, _, let children, _): walk(children)
                default: break
                }
            }
        }
        func walk(_ blocks: [Block]) {
            for block in blocks {
                switch block {
                case .paragraph(let inlines, _), .heading(_, let inlines, _): walk(inlines)
                case .blockQuote(let children, _): walk(children)
                case .list(let list, _): for item in list.items { walk(item.blocks) }
                default: break
                }
            }
        }
        walk(MarkdownParser.parse(markdown).blocks)
        return found
    }

    @Test(
        "GitHub's rules for `$`",
        arguments: [
            ("Inline $a_1 + b_1$ here", ["$a_1 + b_1$"]),
            ("TeX is kept: $a*b*c \\{x\\} \\\\ y$", ["$a*b*c \\{x\\} \\\\ y$"]),
            ("Costs $5 and $10", []),
            ("A lone $ 5 and 6 $ pair", []),
            ("Escaped \\$x\\$ stays", []),
            ("In code `$x$` not", []),
            ("Backtick form $`x < y`$ works", ["$x < y$"]),
            ("Display $$\\sum_i x_i$$ inline", ["$$\\sum_i x_i$$"]),
            ("<span title=\"$x$\">t</span>", []),
            ("Two $a$ and $b$.", ["$a$", "$b$"]),
            ("Patterns '\\.jpg$', '\\.gif$' and '^HOME$'", []),
            ("Shell a$b$c and $x$y", []),
            ("In parentheses ($x$) and at the end $y$", ["$x$", "$y$"]),
        ])
    func inlineRules(markdown: String, expected: [String]) {
        #expect(Self.formulas(markdown) == expected)
    }

    @Test("a display block over several lines, with lines that look like Markdown, keeps its lines")
    func displayBlock() {
        let markdown = "Before.\n\n$$\na\n- b\n# c\n$$\n\nAfter $x$.\n"
        let document = MarkdownParser.parse(markdown)
        #expect(Self.formulas(markdown).count == 2)
        guard case .paragraph(let inlines, _) = document.blocks[1], case .math(let tex, true) = inlines.first else {
            Issue.record("no display math in \(document.blocks)")
            return
        }
        #expect(tex.split(whereSeparator: \.isWhitespace) == ["a", "-", "b", "#", "c"])
        #expect(document.blocks[2].position.line == 9)
        let html = HTMLRenderer().render(document)
        #expect(html.contains("<div class=\"math-display\"><pre><code class=\"language-math\">a"))
        #expect(html.contains("<p>After <code class=\"language-math\">x</code>.</p>"))
    }

    @Test("a ```math fence and fenced code with dollars")
    func fences() {
        var renderer = HTMLRenderer()
        renderer.math = { tex, isDisplay, line, _ in "[\(isDisplay ? "D" : "I"):\(tex)@\(line)]" }
        let html = renderer.render(MarkdownParser.parse("```math\nE = mc^2\n```\n\n```sh\necho $HOME $x$\n```\n"))
        #expect(
            html
                == "<div class=\"math-display\">[D:E = mc^2@1]</div>\n<pre><code class=\"language-sh\">echo $HOME $x$\n</code></pre>\n"
        )
    }

    @Test("the hook's HTML goes in; prose around a formula keeps typography and emphasis")
    func hook() {
        var renderer = HTMLRenderer()
        renderer.math = { tex, _, _, _ in "<math>\(tex)</math>" }
        let html = renderer.render(MarkdownParser.parse("Let *x* be $x^2$ :tada:\n"))
        #expect(html == "<p>Let <em>x</em> be <math>x^2</math> 🎉</p>\n")
    }
}

@Suite("Math: hostile input")
struct MathHostileInputTests {
    @Test("openers without closers and code spans without ends leave the text as written")
    func unclosed() {
        let runs = (1...300).map { "e" + String(repeating: "`", count: $0) }.joined()
        let markdown = "$a " + String(repeating: "$x ", count: 3_000) + runs + " $$ \n"
        let document = MarkdownParser.parse(markdown)
        #expect(MathSyntaxTests.formulas(markdown).isEmpty)
        #expect(document.plainText().contains(String(repeating: "$x ", count: 3_000)))
    }
}
