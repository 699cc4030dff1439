import FrontMatter
import Testing

@Suite("FrontMatter.parse")
struct FrontMatterParseTests {
    /// Parses `yaml` and returns the thrown error, or `nil` when it parsed.
    private func error(in yaml: String, startLine: Int = 2) -> FrontMatterError? {
        do {
            _ = try FrontMatter.parse(yaml, startLine: startLine)
            return nil
        } catch {
            return error
        }
    }

    @Test("mappings keep order, scalars keep their quoting, positions use file lines")
    func tree() throws {
        let yaml = "title: \"Кнопки\"\ndate: 2023-06-08\ntags: [watchthebirdie, swiftui]\npart: 2\n"
        let root = try FrontMatter.parse(yaml, startLine: 2)
        #expect(root.mapping?.map(\.key) == ["title", "date", "tags", "part"])
        #expect(root["title"]?.value == .scalar("Кнопки", isPlain: false))
        #expect(root["date"]?.value == .scalar("2023-06-08", isPlain: true))
        #expect(root["tags"]?.sequence?.compactMap(\.scalar) == ["watchthebirdie", "swiftui"])
        #expect(root["title"].map { [$0.line, $0.column] } == [2, 8])
        #expect(root["part"].map { [$0.line, $0.column] } == [5, 7])
        #expect(root["missing"] == nil)
    }

    @Test("block sequences, block scalars and nulls")
    func blockForms() throws {
        let root = try FrontMatter.parse("module:\n  - A\n  - B\nsummary: |\n  Two\n  lines\ndraft:\n", startLine: 1)
        #expect(root["module"]?.sequence?.map(\.line) == [2, 3])
        #expect(root["summary"]?.value == .scalar("Two\nlines\n", isPlain: false))
        #expect(root["draft"]?.isNull == true)
        #expect(root["summary"]?.isNull == false)
    }

    @Test("an empty YAML text is an empty mapping")
    func empty() throws {
        #expect(try FrontMatter.parse("", startLine: 2) == YAMLNode(value: .mapping([]), line: 2, column: 1))
    }

    @Test("anchors and aliases are resolved")
    func aliases() throws {
        let root = try FrontMatter.parse("a: &x [1, 2]\nb: *x\n", startLine: 1)
        #expect(root["b"]?.sequence?.compactMap(\.scalar) == ["1", "2"])
        #expect(root["b"]?.line == 2)
    }

    @Test("a duplicate key is an error on the second key's line")
    func duplicateKey() {
        let error = error(in: "title: A\ndate: 2023-06-08\ntitle: B\n")
        #expect(error?.line == 4)
        #expect(error?.column == 1)
        #expect(error?.message == "Duplicate key 'title' (first given on line 2); keep only one of them.")
    }

    @Test("duplicate keys inside nested mappings are found too")
    func nestedDuplicateKey() {
        #expect(error(in: "outer:\n  a: 1\n  a: 2\n", startLine: 10)?.line == 12)
    }

    @Test(
        "libyaml syntax errors are mapped to file lines with a hint",
        arguments: [
            ("title: \"open\ndate: x\n", 2),
            ("tags: [a, b\ndate: x\n", 3),
            ("title: a\n  bad: indent\n", 3),
            ("a: b: c\n", 2),
        ])
    func syntaxErrors(yaml: String, line: Int) {
        let error = error(in: yaml)
        #expect(error?.line == line)
        #expect(error?.message.hasPrefix("Front matter is not valid YAML: ") == true)
        #expect(error?.message.contains("Check the indentation") == true)
    }

    @Test("an unclosed flow sequence names where it started")
    func flowContext() {
        let error = error(in: "tags: [a, b\ndate: x\n", startLine: 2)
        #expect(error?.line == 3)
        #expect(
            error?.message
                == "Front matter is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence "
                + "that starts on line 2. Check the indentation and put values containing ': ', '#', '[' or quotes "
                + "in double quotes.")
    }

    @Test("a tab is reported at its column")
    func tabColumn() {
        let error = error(in: "title: x\n\tdate: y\n", startLine: 2)
        #expect(error?.line == 3)
        #expect(error?.column == 1)
    }

    @Test("an unknown alias, a list as key and a second document are errors")
    func structuralErrors() {
        #expect(error(in: "a: *nope\n")?.message.contains("'*nope' names no anchor") == true)
        #expect(error(in: "? [a]\n: 1\n")?.message.contains("mapping key must be") == true)
        #expect(error(in: "a: 1\n---\nb: 2\n")?.line == 3)
    }

    @Test("error descriptions read line:column: message")
    func description() {
        #expect(FrontMatterError(line: 3, column: 5, message: "Bad.").description == "3:5: Bad.")
    }
}
