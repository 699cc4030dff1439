import DiaryContent
import FrontMatter
import Testing

@Suite("JSON front matter")
struct JSONFrontMatterTests {
    @Test("a JSON object on the first lines is front matter; the body follows its closing brace's line")
    func object() throws {
        let text =
            "{\n  \"title\": \"Кнопки\",\n  \"date\": \"2024-03-05\",\n  \"weight\": 3,\n  \"tags\": [\"a\", \"b}\"]\n}\n# Body\n"
        let source = try ArticleSource(path: "a.md", text: text)
        #expect(source.frontMatterFormat == .json)
        #expect(source.frontMatterStartLine == 1)
        #expect(source.body == "# Body\n")
        #expect(source.bodyLines.firstFileLine == 7)
        let root = try #require(try FrontMatter.parse(source))
        #expect(root.mapping?.map(\.key) == ["title", "date", "weight", "tags"])
        #expect(root["title"]?.value == .scalar("Кнопки", isPlain: false))
        #expect(root["weight"]?.value == .scalar("3", isPlain: true))
        #expect(root["tags"]?.sequence?.compactMap(\.scalar) == ["a", "b}"])
        #expect(root["date"].map { [$0.line, $0.column] } == [3, 11])
    }

    @Test("Hugo shortcodes and Liquid tags on the first line are body text, not JSON")
    func notJSON() throws {
        for text in ["{{< figure src=\"a.png\" >}}\n", "{% include note.html %}\n", "{x}\n"] {
            let source = try ArticleSource(path: "a.md", text: text)
            #expect(source.frontMatter == nil, "\(text)")
            #expect(source.body == text)
        }
    }

    @Test("escapes, surrogate pairs, numbers as written, null")
    func values() throws {
        let root = try FrontMatter.parseJSON(
            #"{"s": "\u00e9\ud83d\ude00\n\/", "n": -1.5e3, "z": null, "b": true}"#, startLine: 1)
        #expect(root["s"]?.scalar == "é😀\n/")
        #expect(root["n"]?.value == .scalar("-1.5e3", isPlain: true))
        #expect(root["z"]?.isNull == true)
        #expect(root["b"]?.value == .scalar("true", isPlain: true))
    }

    @Test(
        "what JSON forbids is an error at its file line",
        arguments: [
            ("{\n  \"a\": 1,\n  \"a\": 2\n}", 3, "Duplicate key 'a'"),
            ("{\n  \"date\": 2024-01-01\n}", 2, "expected ',' or '}'"),
            ("{\n  \"a\": [1, 2,]\n}", 2, "expected a value"),
            ("{\n  \"a\": \"\\ud800\"\n}", 2, "lone surrogate"),
            ("{\n  \"a\": 01\n}", 2, "expected ',' or '}'"),
            ("{\n  \"a\": NaN\n}", 2, "expected a value"),
        ])
    func errors(json: String, line: Int, message: String) throws {
        do {
            _ = try FrontMatter.parseJSON(json, startLine: 1)
            Issue.record("\(json) must be refused")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.message.contains(message), "\(error)")
        }
    }

    @Test("an object never closed is refused at line 1")
    func unclosed() throws {
        do {
            _ = try ArticleSource(path: "a.md", text: "{\n  \"title\": \"A\"\n# Body\n")
            Issue.record("an unclosed object must be refused")
        } catch {
            #expect(error.line == 1 && error.message.contains("JSON front matter opened by '{'"), "\(error)")
        }
    }
}
