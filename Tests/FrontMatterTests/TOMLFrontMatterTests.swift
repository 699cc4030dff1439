import DiaryContent
import FrontMatter
import Testing

@Suite("TOML front matter")
struct TOMLFrontMatterTests {
    private func refusal(of toml: String) -> FrontMatterError? {
        do {
            _ = try FrontMatter.parseTOML(toml, startLine: 2)
            return nil
        } catch {
            return error
        }
    }

    @Test("Hugo's front matter: strings quoted, other values plain, positions in file lines")
    func hugoFields() throws {
        let toml = """
            title = "Сборка"
            date = 2024-03-05T10:00:00+03:00
            draft = false
            weight = 1_0
            tags = ["hugo", 'build']
            [params]
              reference = "x"

            """
        let root = try FrontMatter.parseTOML(toml, startLine: 2)
        #expect(root.mapping?.map(\.key) == ["title", "date", "draft", "weight", "tags", "params"])
        #expect(root["title"]?.value == .scalar("Сборка", isPlain: false))
        #expect(root["date"]?.value == .scalar("2024-03-05T10:00:00+03:00", isPlain: true))
        #expect(root["draft"]?.value == .scalar("false", isPlain: true))
        #expect(root["weight"]?.value == .scalar("10", isPlain: true))
        #expect(root["tags"]?.sequence?.compactMap(\.scalar) == ["hugo", "build"])
        #expect(root["params"]?["reference"]?.scalar == "x")
        #expect(root["date"].map { [$0.line, $0.column] } == [3, 8])
        #expect(root["params"].map { [$0.line, $0.column] } == [7, 1])
    }

    @Test("dotted keys, arrays of tables, inline tables and every string form")
    func structure() throws {
        let toml = #"""
            a.b = 1
            a.c = 0x1F
            s = """
            two\
               lines"""
            l = '''raw\n'''
            e = "\u00e9\t"
            i = { x = 1, y.z = [2, 3] }
            [[menu]]
            name = "one"
            [[menu]]
            name = "two"

            """#
        let root = try FrontMatter.parseTOML(toml, startLine: 1)
        #expect(root["a"]?["b"]?.scalar == "1")
        #expect(root["a"]?["c"]?.scalar == "31")
        #expect(root["s"]?.scalar == "twolines")
        #expect(root["l"]?.scalar == "raw\\n")
        #expect(root["e"]?.scalar == "é\t")
        #expect(root["i"]?["y"]?["z"]?.sequence?.compactMap(\.scalar) == ["2", "3"])
        #expect(root["menu"]?.sequence?.compactMap { $0["name"]?.scalar } == ["one", "two"])
    }

    @Test(
        "what TOML forbids is an error at its file line and column",
        arguments: [
            ("title = \"A\"\ntitle = \"B\"\n", 3, "'title' is already defined"),
            ("[a]\nx = 1\n[a]\n", 4, "the table 'a' is defined twice"),
            ("a = {x = 1}\na.y = 2\n", 3, "inline table or array"),
            ("date = 2023-02-29\n", 2, "the date does not exist"),
            ("title = \"open", 2, "never closed"),
            ("title = \"two\nlines\"\n", 2, "a control character in a string"),
            ("n = 9223372036854775808\n", 2, "does not fit in 64 bits"),
            ("title: A\n", 2, "expected '=' after the key"),
            ("= a\n", 2, "neither 'key = value'"),
        ])
    func errors(toml: String, line: Int, message: String) throws {
        let error = try #require(refusal(of: toml))
        #expect(error.line == line, "\(error)")
        #expect(error.message.hasPrefix("Front matter is not valid TOML: "), "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test("nesting deeper than the limit is refused, not recursed into")
    func depth() throws {
        let deep = "x = " + String(repeating: "[", count: 10_000) + "\n"
        let error = try #require(refusal(of: deep))
        #expect(error.message.contains("more than \(FrontMatter.maximumNestingDepth) deep"))
        let dotted = "[" + Array(repeating: "a", count: 500).joined(separator: ".") + "]\n"
        #expect(refusal(of: dotted)?.message.contains("deep") == true)
    }

    @Test("+++ fences make TOML front matter; the body starts after the closing fence")
    func fences() throws {
        let source = try ArticleSource(path: "a.md", text: "+++\ntitle = \"A\"\ndate = 2024-01-01\n+++\n# Text\n")
        #expect(source.frontMatterFormat == .toml)
        #expect(source.frontMatterStartLine == 2)
        #expect(source.body == "# Text\n")
        #expect(source.bodyLines.firstFileLine == 5)
        let root = try #require(try FrontMatter.parse(source))
        #expect(root["date"].map { [$0.line, $0.column] } == [3, 8])
        do {
            _ = try ArticleSource(path: "a.md", text: "+++\ntitle = \"A\"\n")
            Issue.record("an unclosed '+++' must be refused")
        } catch {
            #expect(error.message.contains("opened by '+++' on line 1 is never closed"))
        }
        do {
            _ = try FrontMatter.parse(ArticleSource(path: "a.md", text: "+++\ntitle = \"A\"\ntitle = 1\n+++\n"))
            Issue.record("a duplicate key must be refused")
        } catch {
            #expect(error.file == "a.md" && error.line == 3, "\(error)")
        }
    }
}
