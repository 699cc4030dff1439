import SwiftHighlighter
import Testing

@Suite("String and comment classification")
struct StringClassificationTests {
    static let strings: [ClassificationCase] = [
        .init(
            #""a\(b)c""#,
            [.string(#""a"#), .interpolation(#"\("#), .identifier("b"), .interpolation(")"), .string(#"c""#)]),
        .init(#""say \"hi\"""#, [.string(#""say \"hi\"""#)]),
        .init(
            #""\(f(a, (b)))""#,
            [
                .string(#"""#), .interpolation(#"\("#), .identifier("f"), .punctuation("("), .identifier("a"),
                .punctuation(","), .punctuation("("), .identifier("b"), .punctuation(")"), .punctuation(")"),
                .interpolation(")"), .string(#"""#),
            ]),
        .init(
            #""\("in \(1)")""#,
            [
                .string(#"""#), .interpolation(#"\("#), .string(#""in "#), .interpolation(#"\("#), .number("1"),
                .interpolation(")"), .string(#"""#), .interpolation(")"), .string(#"""#),
            ]),
        .init(
            #""\(a)\(b)""#,
            [
                .string(#"""#), .interpolation(#"\("#), .identifier("a"), .interpolation(")"), .interpolation(#"\("#),
                .identifier("b"), .interpolation(")"), .string(#"""#),
            ]),
        .init("\"Привет, 👋🏽\"", [.string("\"Привет, 👋🏽\"")]),
        .init(#""""#, [.string(#""""#)]),
    ]

    static let rawAndMultiline: [ClassificationCase] = [
        .init(
            ##"#"raw \(no) \#(yes)"#"##,
            [
                .string(##"#"raw \(no) "##), .interpolation(##"\#("##), .identifier("yes"), .interpolation(")"),
                .string(##""#"##),
            ]),
        .init(###"##"a"#b"##"###, [.string(###"##"a"#b"##"###)]),
        .init(
            "\"\"\"\nline \\(x)\n\"\"\"",
            [
                .string("\"\"\"\nline "), .interpolation("\\("), .identifier("x"), .interpolation(")"),
                .string("\n\"\"\""),
            ]),
        .init(
            "\"\"\"\n\\(a\nb)\n\"\"\"",
            [
                .string("\"\"\"\n"), .interpolation("\\("), .identifier("a"), .identifier("b"), .interpolation(")"),
                .string("\n\"\"\""),
            ]),
        .init(##"#"""a"""#"##, [.string(##"#"""a"""#"##)]),
    ]

    static let comments: [ClassificationCase] = [
        .init("// note \"x\"\nlet", [.comment("// note \"x\""), .keyword("let")]),
        .init("/// Doc: `a`", [.comment("/// Doc: `a`")]),
        .init("/* a /* b */ c */ x", [.comment("/* a /* b */ c */"), .identifier("x")]),
        .init("/* комментарий 🎉 */", [.comment("/* комментарий 🎉 */")]),
        .init("a // c\r\nb", [.identifier("a"), .comment("// c"), .identifier("b")]),
    ]

    static let unterminated: [ClassificationCase] = [
        .init(#""abc"#, [.string(#""abc"#)]),
        .init("\"abc\nlet", [.string("\"abc"), .keyword("let")]),
        .init("\"a\\\nlet", [.string("\"a\\"), .keyword("let")]),
        .init(
            "\"\\(a\nlet b",
            [.string("\""), .interpolation("\\("), .identifier("a"), .keyword("let"), .identifier("b")]),
        .init(
            "\"\\(a\n)x\"",
            [
                .string("\""), .interpolation("\\("), .identifier("a"), .punctuation(")"), .identifier("x"),
                .string("\""),
            ]),
        .init("/* open", [.comment("/* open")]),
        .init("/* a /* b */", [.comment("/* a /* b */")]),
        .init(##"#"raw"##, [.string(##"#"raw"##)]),
        .init("\"\"\"\nopen", [.string("\"\"\"\nopen")]),
        .init("` x", [.punctuation("`"), .identifier("x")]),
    ]

    @Test(
        "Strings, raw and multi-line strings, comments, unterminated input",
        arguments: strings + rawAndMultiline + comments + unterminated)
    func literal(_ example: ClassificationCase) {
        #expect(significantTokens(of: example.source) == example.expected)
    }

    @Test("Whitespace is its own token and keeps tabs and CRLF")
    func whitespace() {
        let tokens = SwiftHighlighter.tokens(in: "let\t x\r\n")
        #expect(tokens.map(\.kind) == [.keyword, .whitespace, .identifier, .whitespace])
        #expect(tokens.map(\.text) == ["let", "\t ", "x", "\r\n"])
    }

    @Test("Token texts are slices of the source")
    func slices() {
        let source = "let имя = \"😀\""
        let tokens = SwiftHighlighter.tokens(in: source)
        #expect(tokens.allSatisfy { source[$0.text.startIndex..<$0.text.endIndex] == $0.text })
        #expect(tokens.first?.text.startIndex == source.startIndex)
        #expect(tokens.last?.text.endIndex == source.endIndex)
    }
}
