import DiaryContent
import Foundation
import Testing

@testable import SampleExtraction

@Suite("Loading articles")
struct ArticleLoaderTests {
    static let frontMatter = "---\ntitle: \"Demo\"\nmodule: Demo\n---\n"

    @Test func numbersLinesInTheWholeFileIncludingFrontMatter() throws {
        let loaded = try article(Self.frontMatter + "\nText.\n\n```swift\nlet a = 1\n```\n")
        let block = try #require(loaded.blocks.first)
        #expect(block.fenceLine == 8)
        #expect(block.contentLine == 9)
        #expect(loaded.line(block.contentLine) == "let a = 1")
        #expect(loaded.modules == ["Demo"])
    }

    @Test func readsTheTitleAndOnlyBodyLines() throws {
        let loaded = try article(Self.frontMatter + "Text.\n")
        #expect(loaded.title == "Demo")
        #expect(loaded.line(2) == nil)
        #expect(loaded.line(5) == "Text.")
        #expect(loaded.lastLine == 6)
        #expect(try article("Text.\n").title == nil)
    }

    @Test func readsArticleFilesInOrderAndReportsTheUnreadable() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "article-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appending(path: "b"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((Self.frontMatter + "A\n").utf8).write(to: folder.appending(path: "a.md"))
        try Data((Self.frontMatter + "B\n").utf8).write(to: folder.appending(path: "b/index.md"))
        try Data([0x2D, 0xFF]).write(to: folder.appending(path: "c.md"))
        try Data("not an article".utf8).write(to: folder.appending(path: "notes.txt"))
        let paths = ArticleFiles.paths(under: folder.path)
        #expect(paths.compactMap { $0.split(separator: "/").last.map(String.init) } == ["a.md", "index.md", "c.md"])
        let (articles, diagnostics) = ArticleFiles.load(paths + [folder.appending(path: "missing.md").path])
        #expect(articles.map(\.fileName) == ["a.md", "index.md"])
        #expect(diagnostics.count == 2)
        #expect(diagnostics.first?.message.contains("not valid UTF-8") == true)
        #expect(diagnostics.last?.message == "cannot read the article")
    }

    @Test func crlfAndByteOrderMarkGiveTheSameLinesAndCode() throws {
        let lf = Self.frontMatter + "\n```swift\nlet a = 1\nlet b = 2\n```\n"
        let crlf = "\u{FEFF}" + lf.replacing("\n", with: "\r\n")
        let fromLF = try article(lf)
        let fromCRLF = try article(crlf)
        #expect(fromCRLF.blocks == fromLF.blocks)
        #expect(fromCRLF.blocks.first?.code == "let a = 1\nlet b = 2\n")
        #expect(fromCRLF.modules == ["Demo"])
    }

    @Test func keepsTabsInCode() throws {
        let loaded = try article(Self.frontMatter + "```swift\nfunc f() {\n\treturn\n}\n```\n")
        #expect(loaded.blocks.first?.code == "func f() {\n\treturn\n}\n")
    }

    @Test func reportsUnterminatedFences() throws {
        let loaded = try article(Self.frontMatter + "```swift\nlet a = 1\n")
        let block = try #require(loaded.blocks.first)
        #expect(!block.isClosed)
        #expect(block.fenceLine == 5)
    }

    @Test func rejectsInvalidUTF8WithOffsetAndLine() {
        var bytes = Array((Self.frontMatter + "Привет\n").utf8)
        bytes += [0x66, 0xFF, 0x0A]  // "f", a byte UTF-8 never uses, newline
        #expect {
            try ArticleLoader.load(path: "/a/index.md", bytes: bytes)
        } throws: { error in
            (error as? Diagnostic)?.description
                == "/a/index.md:6: error: the file is not valid UTF-8 (byte offset \(bytes.count - 2)); "
                + "re-save it with UTF-8 encoding"
        }
    }

    @Test func rejectsTruncatedMultibyteSequences() {
        let bytes = Array("Приве".utf8) + [0xD1]  // the first byte of "т" alone
        #expect {
            try ArticleLoader.load(path: "/a/index.md", bytes: bytes)
        } throws: { error in
            (error as? Diagnostic)?.message.contains("(byte offset 10)") == true
        }
        #expect(throws: Never.self) { try ArticleLoader.load(path: "/a/index.md", bytes: Array("Привет".utf8)) }
    }

    @Test(arguments: [
        ("module: Buttons\n", ["Buttons"]),
        ("module: [ParentalGate, Puzzles]\n", ["ParentalGate", "Puzzles"]),
        ("module:\n  - Puzzles\n  - ParentalGate\n", ["Puzzles", "ParentalGate"]),
        ("module: \"Quoted\"\n", ["Quoted"]),
        ("module:\n", []),
        ("title: \"No module\"\n", []),
    ])
    func readsModuleNames(yaml: String, expected: [String]) throws {
        #expect(try article("---\n\(yaml)---\nBody.\n").modules == expected)
    }

    @Test func anArticleWithoutFrontMatterNamesNoModule() throws {
        let loaded = try article("```swift\nlet a = 1\n```\n")
        #expect(loaded.modules.isEmpty)
        #expect(loaded.blocks.first?.fenceLine == 1)
    }

    @Test(arguments: [
        ("module: [Puzzles, ParentalGate, Puzzles]\n", 2, "module Puzzles is listed twice; list each module once"),
        ("title: x\nmodule: parental-gate\n", 3, "'parental-gate' is not a module name"),
        ("module: {name: Buttons}\n", 2, "module must be a module name or a list of names"),
        ("module: [[A]]\n", 2, "module must be a module name or a list of names"),
    ])
    func rejectsBadModuleFields(yaml: String, line: Int, message: String) {
        #expect {
            try article("---\n\(yaml)---\n", path: "/a/index.md")
        } throws: { error in
            let diagnostic = error as? Diagnostic
            return diagnostic?.line == line && diagnostic?.file == "/a/index.md"
                && diagnostic?.message.hasPrefix(message) == true
        }
    }

    @Test(arguments: ["/a/\"quoted\"/index.md", "/a/line\nbreak/index.md"])
    func rejectsPathsThatSourceLocationCannotName(path: String) {
        #expect {
            try article("---\nmodule: Demo\n---\n", path: path)
        } throws: { error in
            (error as? Diagnostic)?.message
                == "the path has a double quote or a line break, which #sourceLocation cannot name; rename it"
        }
    }

    @Test func reportsYAMLErrorsAtTheirLine() {
        #expect {
            try article("---\ntitle: \"ok\"\nmodule: [A\n---\n", path: "/a/index.md")
        } throws: { error in
            let diagnostic = error as? Diagnostic
            return diagnostic?.severity == .error && diagnostic?.file == "/a/index.md" && (diagnostic?.line ?? 0) >= 3
        }
    }
}
