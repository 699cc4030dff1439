import FrontMatter
import Testing

@Suite("FrontMatter.split")
struct FrontMatterSplitTests {
    @Test("front matter and body are cut with their start lines")
    func split() throws {
        let result = try FrontMatter.split("---\ntitle: \"Кнопки\"\ndate: 2023-06-08\n---\n# Body\n\nText\n")
        #expect(result.yaml == "title: \"Кнопки\"\ndate: 2023-06-08\n")
        #expect(result.yamlStartLine == 2)
        #expect(result.body == "# Body\n\nText\n")
        #expect(result.bodyStartLine == 5)
    }

    @Test("a file without a leading fence is all body")
    func noFrontMatter() throws {
        let result = try FrontMatter.split("# Title\n---\n")
        #expect(result.yaml == nil)
        #expect(result.body == "# Title\n---\n")
        #expect(result.bodyStartLine == 1)
    }

    @Test("CRLF files split the same and keep line numbers")
    func crlf() throws {
        let result = try FrontMatter.split("---\r\na: 1\r\n---\r\nBody\r\n")
        #expect(result == FrontMatterSplit(yaml: "a: 1\n", yamlStartLine: 2, body: "Body\n", bodyStartLine: 4))
    }

    @Test("an empty front matter gives an empty YAML text")
    func emptyFrontMatter() throws {
        let result = try FrontMatter.split("---\n---\nBody")
        #expect(result == FrontMatterSplit(yaml: "", yamlStartLine: 2, body: "Body", bodyStartLine: 3))
    }

    @Test("a byte order mark before the fence is ignored; '...' also closes")
    func bomAndDots() throws {
        let result = try FrontMatter.split("\u{FEFF}---\na: 1\n...\nBody")
        #expect(result.yaml == "a: 1\n")
        #expect(result.bodyStartLine == 4)
    }

    @Test("an opening fence without a closing one is an error on line 1")
    func unclosed() {
        #expect(throws: FrontMatterError.self) { try FrontMatter.split("---\ntitle: x\n\n# Body\n") }
        do {
            _ = try FrontMatter.split("---\ntitle: x\n")
        } catch {
            #expect(error.line == 1)
            #expect(error.column == 1)
            #expect(error.message.contains("never closed"))
            #expect(error.message.contains("add a line '---'"))
        }
    }
}
