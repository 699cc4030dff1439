import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// Characters XML 1.0 forbids (a vertical tab pasted from a PDF, U+FFFF) never reach the feeds
/// or the sitemap, whose readers reject a whole document for one of them: the build leaves them
/// out and warns at their line, and refuses them in a title.
@Suite("Characters XML forbids", .tags(.builtTool))
struct XMLForbiddenCharactersTests {
    /// Every C0 control but tab, line feed and carriage return (NUL is refused as a damaged file
    /// before anything else), and the two BMP noncharacters XML leaves out.
    static let forbidden: [Unicode.Scalar] =
        (0x01...0x1F).filter { ![0x09, 0x0A, 0x0D].contains($0) }.compactMap(Unicode.Scalar.init)
        + ["\u{FFFE}", "\u{FFFF}"]

    /// Characters XML 1.0 allows that look suspicious: DEL, a C1 control, a supplementary
    /// noncharacter, the last code point.
    static let allowed: [Unicode.Scalar] = ["\u{7F}", "\u{85}", "\u{1FFFE}", "\u{10FFFF}", "\u{FFFD}"]

    /// One article with every forbidden character on a line of its own (body line 1 is blank,
    /// so the character of `forbidden[n]` sits on file line `firstLine + 2 n`), one in its summary.
    static var article: String {
        var text = "---\ntitle: Управляющие символы\ndate: 2024-05-01\nsummary: \"Кратко\\x0bо главном\"\n---\n\n"
        for scalar in forbidden { text += "Строка a\(Character(scalar))b.\n\n" }
        text += "Допустимые: " + allowed.map { "x\(Character($0))" }.joined(separator: " ") + "\n"
        return text
    }

    /// The file line of `forbidden[0]` in ``article``.
    static let firstLine = 7

    @Test("Feeds and sitemap stay well-formed XML; each line with a forbidden character is warned about")
    func builtFeedsParse() throws {
        let folder = try TemporaryFolder()
        // The whole article in the feeds (by default they carry its summary only).
        try write(["Content/pdf.md": Self.article, "Content/site.yaml": "feed: {content: full}\n"], in: folder)
        let run = try build(folder)
        #expect(run.status == 0, "\(run)")
        var expected = [
            "Content/pdf.md:4: warning: this line holds U+000B (a control character, often pasted from a PDF), "
                + "which XML forbids: the feeds leave it out; delete it"
        ]
        for (index, scalar) in Self.forbidden.enumerated() {
            let what = scalar.value < 0x20 ? "a control character, often pasted from a PDF" : "a noncharacter"
            expected.append(
                "Content/pdf.md:\(Self.firstLine + 2 * index): warning: this line holds "
                    + "\(XMLCharacters.codePoint(scalar)) (\(what)), which XML forbids: the feeds leave it out; delete it"
            )
        }
        expected.append("\(expected.count) warnings")
        #expect(run.stderr.split(separator: "\n").map(String.init) == expected, "\(run)")
        for file in ["atom.xml", "rss.xml", "sitemap.xml"] {
            let data = try Data(contentsOf: folder.url.appending(path: "site/\(file)"))
            let document = ParsedXML(data)
            #expect(document.error == nil, "\(file) is not well-formed: \(document.error ?? "")")
        }
        let atom = try String(contentsOfFile: folder.path("site/atom.xml"), encoding: .utf8)
        let rss = try String(contentsOfFile: folder.path("site/rss.xml"), encoding: .utf8)
        for feed in [atom, rss] {
            #expect(feed.contains("Строка ab."), "the text around a removed character stays")
            for scalar in Self.allowed { #expect(feed.unicodeScalars.contains(scalar), "\(scalar.value) kept") }
        }
        #expect(atom.contains("<summary>Краткоо главном</summary>"), "Atom's summary, without the vertical tab")
        let entries = ParsedXML(Data(atom.utf8)).all("content")
        #expect(entries.count == 1 && entries[0].text.contains("Строка ab."))
    }

    @Test(
        "A title with a forbidden character is an error at its line",
        arguments: [
            ("---\ntitle: \"Отчёт\\x01\"\ndate: 2024-05-01\nsummary: s\n---\n\nТекст.\n", 2, "U+0001"),
            ("---\ntitle: \"Конец\\uFFFF\"\ndate: 2024-05-01\nsummary: s\n---\n\nТекст.\n", 2, "U+FFFF"),
            // No front matter: the title is the first heading, on file line 3.
            ("\n\n# Заголовок\u{0C}из PDF\n\nТекст.\n", 3, "U+000C"),
        ])
    func titleRefused(source: String, line: Int, codePoint: String) throws {
        let folder = try TemporaryFolder()
        try write(["Content/report.md": source], in: folder)
        let run = try build(folder)
        #expect(run.status != 0, "\(run)")
        let what = codePoint == "U+FFFF" ? "a noncharacter" : "a control character, often pasted from a PDF"
        let error =
            "Content/report.md:\(line): error: the title holds \(codePoint) (\(what)), which XML forbids, "
            + "so no feed could carry it; delete it"
        #expect(run.stderr.split(separator: "\n").contains { $0 == error }, "\(run)")
        // The heading's line gets the error only, not a warning as well.
        #expect(!run.stderr.contains("report.md:\(line): warning: this line holds"), "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }

    // MARK: Helpers

    private func write(_ files: [String: String], in folder: TemporaryFolder) throws {
        for (path, text) in files {
            let url = folder.url.appending(path: path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    private func build(_ folder: TemporaryFolder) throws -> ToolRun {
        try DiaryTool.run(
            ["build", "--content", "Content", "--output", "site", "--base-url", "https://example.org/"]
                + DiaryTool.siteFiles, in: folder.url)
    }
}
