/// Hand-written Swift snippets that exercise every corner of the lexer, valid or not.
enum TrickySnippets {
    static let all: [String] = declarations + literals + strings + comments + broken + text

    static let declarations = [
        """
        import SwiftUI

        @MainActor
        struct ContentView: View {
            @State private var count = 0
            @Environment(\\.colorScheme) var scheme

            var body: some View {
                VStack { Text("Count: \\(count)") }
            }
        }
        """,
        "@ViewBuilder func make<T: Hashable>(_ item: T) -> some View where T: Sendable { EmptyView() }",
        "#Preview(\"Кнопки\") { ContentView().environment(\\.locale, .init(identifier: \"ru\")) }",
        "#if os(Linux)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif",
        "if #available(iOS 17, macOS 14, *) { print(1) }",
        "#sourceLocation(file: \"a.swift\", line: 10)\nlet x = 1\n#sourceLocation()",
        "let `default` = Foo.self; let t = .default; x.init(); y.set = 2; $0.name; $value",
        "actor Store { nonisolated let id: Int; func load() async throws -> [Int] { try await fetch() } }",
        "let f: (inout Int) -> Void = { $0 += 1 }; a?.b?.c ?? d!; x ..< y; x...y; -1 &+ 2",
        "precedencegroup P { associativity: left }\ninfix operator <~> : P\nstatic func <~> (a: Int, b: Int) -> Int { a }",
        "@unknown default: fatalError()\n@_spi(Private) @available(*, deprecated) public typealias A = B",
    ]

    static let literals = [
        "let numbers = [0, 42, 1_000_000, 0x1F, 0xdead_BEEF, 0b1010, 0o17, 0o7_7, 3.14, 1e10, 1E-3, 2.5e+3]",
        "let floats = [0x1p3, 0x1.8p-2, 0xF.description, 1.description, 1..<2, 0b, 0x, 0o8, 12abc]",
        "let big = 1_2_3.4_5e6_7; let neg = -0.5; let trailing = 1.",
    ]

    static let strings = [
        #"let s = "a\(b)c\(d(e, (f)))g""#,
        #"let q = "She said \"hi\" and \\ left", tab = "\t", u = "\u{1F600}""#,
        "let m = \"\"\"\n    Line one \\(name)\n    \"quoted\" and \"\"\n    continued \\\n    end\n    \"\"\"",
        ##"let r = #"raw \(notInterpolated) \#(interpolated) "inner" \n"#"##,
        ###"let rr = ##"a "# still inside \##(x) "##"###,
        ##"let rm = #"""\#n  multi "raw" \#(value)\#n  """#"##,
        #"let nested = "outer \("inner \("deepest \(1 + 2)")") end""#,
        #"let multiInSingle = "\("""\#n  x\#n  """)""#,
        "let emoji = \"👋🏽 Привет, мир! 🇷🇺\" + 'single' + \"<b>&amp;</b>\"",
        ###"let hashes = "#" + "##" + "\#" + #"\"#"###,
    ]

    static let comments = [
        "// line comment with \"quote\" and \\(not code)\n/// Doc comment: `code`, <tag>, & so on\nlet a = 1",
        "/* outer /* inner */ still comment */ let b = 2",
        "/** Doc block\n * - Parameter x: Комментарий по-русски 🎉\n */\nfunc f(x: Int) {}",
        "let c = a+/*comment*/b//tail\nlet d = a/b/c*/e",
        "#!/usr/bin/env swift\nprint(\"script\")",
    ]

    static let broken = [
        "let s = \"unterminated",
        "let s = \"unterminated\nlet t = 1",
        "let s = \"open \\(interp\nlet t = 2",
        "let s = \"open \\(f(\"x\\(",
        "let m = \"\"\"\nnever closed \\(x",
        "let r = ##\"raw never closed\"#",
        "/* unterminated /* nested */ comment",
        "/* */ */ stray closer",
        "let x = \"trailing backslash\\",
        "let y = \"\\",
        "` unmatched backtick\n`ok`",
        "\"\\(\"\\(\"\\(\"\\(",
        ")))\"))\"",
        "@ # #( #\" $ \\ ` ' \u{0} \u{7F}",
    ]

    static let text = [
        "",
        " ",
        "\n",
        "let a = 1\r\nlet b = \"x\"\r\n// c\r\n/* d\r\n*/\r\n",
        "\tlet tabbed\t= 1\t// tab\n\t\t\"\\t\"",
        "let имя = \"Значение\"; struct Кнопка {}; let 名前 = \"値\"; let café = \"e\u{301}\"",
        "let 🐶 = \"🐶🐱\"; // 🎉 Праздник\n/* 😀 */",
        "\u{301}\"\u{301}\"\u{301})\u{301}#\u{301}",
        "\u{FEFF}let bom = 1\u{2028}\u{A0}let nbsp = 2",
    ]
}
