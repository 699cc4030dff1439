import SwiftHighlighter
import Testing

/// One expected token (whitespace left out of the tables for readability).
struct Expected: Equatable, Sendable, CustomStringConvertible {
    typealias Kind = SwiftHighlighter.Token.Kind

    var kind: Kind
    var text: String

    var description: String { "\(kind)(\(text.debugDescription))" }

    static func keyword(_ text: String) -> Self { Self(kind: .keyword, text: text) }
    static func attribute(_ text: String) -> Self { Self(kind: .attribute, text: text) }
    static func string(_ text: String) -> Self { Self(kind: .string, text: text) }
    static func interpolation(_ text: String) -> Self { Self(kind: .interpolation, text: text) }
    static func comment(_ text: String) -> Self { Self(kind: .comment, text: text) }
    static func number(_ text: String) -> Self { Self(kind: .number, text: text) }
    static func type(_ text: String) -> Self { Self(kind: .type, text: text) }
    static func macro(_ text: String) -> Self { Self(kind: .macro, text: text) }
    static func op(_ text: String) -> Self { Self(kind: .operator, text: text) }
    static func punctuation(_ text: String) -> Self { Self(kind: .punctuation, text: text) }
    static func identifier(_ text: String) -> Self { Self(kind: .identifier, text: text) }
}

/// A source snippet and the tokens it must produce, whitespace aside.
struct ClassificationCase: Sendable, CustomTestStringConvertible {
    var source: String
    var expected: [Expected]

    init(_ source: String, _ expected: [Expected]) {
        self.source = source
        self.expected = expected
    }

    var testDescription: String { source.debugDescription }
}

/// The tokens of `source` other than whitespace, as comparable values.
func significantTokens(of source: String) -> [Expected] {
    SwiftHighlighter.tokens(in: source).filter { $0.kind != .whitespace }.map {
        Expected(kind: $0.kind, text: String($0.text))
    }
}

@Suite("Token classification")
struct ClassificationTests {
    static let declarations: [ClassificationCase] = [
        .init("@State", [.attribute("@State")]),
        .init("@ViewBuilder var body", [.attribute("@ViewBuilder"), .keyword("var"), .identifier("body")]),
        .init(
            "@MainActor final class Model",
            [.attribute("@MainActor"), .keyword("final"), .keyword("class"), .type("Model")]),
        .init("struct Foo: View", [.keyword("struct"), .type("Foo"), .punctuation(":"), .type("View")]),
        .init(
            "func f() -> some View",
            [
                .keyword("func"), .identifier("f"), .punctuation("("), .punctuation(")"), .op("->"),
                .keyword("some"), .type("View"),
            ]),
        .init(
            "@unknown default:", [.attribute("@unknown"), .keyword("default"), .punctuation(":")]),
        .init("Self Any", [.keyword("Self"), .keyword("Any")]),
        .init("struct Кнопка", [.keyword("struct"), .type("Кнопка")]),
        .init("let имя", [.keyword("let"), .identifier("имя")]),
    ]

    static let members: [ClassificationCase] = [
        .init(".default", [.punctuation("."), .identifier("default")]),
        .init("Foo.self", [.type("Foo"), .punctuation("."), .keyword("self")]),
        .init(
            ".init(x)", [.punctuation("."), .keyword("init"), .punctuation("("), .identifier("x"), .punctuation(")")]),
        .init("`default`", [.identifier("`default`")]),
        .init("$0.name", [.identifier("$0"), .punctuation("."), .identifier("name")]),
        .init("\\.name", [.punctuation("\\"), .punctuation("."), .identifier("name")]),
        .init(
            "a?.b ?? c",
            [.identifier("a"), .op("?"), .punctuation("."), .identifier("b"), .op("??"), .identifier("c")]),
        .init("x+/*c*/y", [.identifier("x"), .op("+"), .comment("/*c*/"), .identifier("y")]),
    ]

    static let numbers: [ClassificationCase] = [
        .init("0x1F", [.number("0x1F")]),
        .init("0b1010_0101", [.number("0b1010_0101")]),
        .init("0o17", [.number("0o17")]),
        .init("1_000_000", [.number("1_000_000")]),
        .init("3.14e-2", [.number("3.14e-2")]),
        .init("1E10", [.number("1E10")]),
        .init("0x1.8p3", [.number("0x1.8p3")]),
        .init("0xF.description", [.number("0xF"), .punctuation("."), .identifier("description")]),
        .init("1..<2", [.number("1"), .op("..<"), .number("2")]),
        .init("1.description", [.number("1"), .punctuation("."), .identifier("description")]),
        .init("0b2", [.number("0"), .identifier("b2")]),
        .init("1e", [.number("1"), .identifier("e")]),
    ]

    static let macros: [ClassificationCase] = [
        .init("#Preview {", [.macro("#Preview"), .punctuation("{")]),
        .init("#if DEBUG", [.macro("#if"), .type("DEBUG")]),
        .init(
            "#available(iOS 17, *)",
            [
                .macro("#available"), .punctuation("("), .identifier("iOS"), .number("17"), .punctuation(","),
                .op("*"), .punctuation(")"),
            ]),
        .init("#sourceLocation()", [.macro("#sourceLocation"), .punctuation("("), .punctuation(")")]),
        .init("##if", [.punctuation("#"), .macro("#if")]),
        .init("#!/usr/bin/swift\nx", [.comment("#!/usr/bin/swift"), .identifier("x")]),
    ]

    @Test(
        "Declarations, members, numbers and macros",
        arguments: declarations + members + numbers + macros)
    func code(_ example: ClassificationCase) {
        #expect(significantTokens(of: example.source) == example.expected)
    }
}
