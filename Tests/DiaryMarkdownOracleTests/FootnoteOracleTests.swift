import DiaryMarkdown
import Foundation
import TestSupport
import Testing

/// Footnote numbering and ids against the cmark-gfm command line (`cmark-gfm --extension
/// footnotes`, Debian's `cmark-gfm`), for footnotes referenced from other footnotes above all.
@Suite("Footnotes against cmark-gfm", .tags(.oracle))
struct FootnoteOracleTests {
    static let documents = [
        "Text[^a] and more.\n\n[^a]: Note A with[^b].\n[^b]: Note B.\n",
        "Text[^a] and[^c].\n\n[^a]: Note A with[^b].\n[^b]: Note B.\n[^c]: Note C.\n",
        "Text[^a].\n\n[^b]: Note B.\n[^a]: Note A with[^b].\n",
        "Text[^a].\n\n[^a]: Note A\n    continues with[^long-b].\n\n[^long-b]: B.\n",
        "Text[^a] and[^3].\n\n[^a]: Note A\n    continues with[^b].\n\n[^b]: B.\n[^3]: Three.\n",
        "Text[^1].\n\n[^1]: One with[^2].\n[^2]: Two with[^3] and back[^1].\n[^3]: Three.\n",
        "A[^x] B[^y] A again[^x].\n\n[^y]: Y with[^z].\n[^x]: X.\n[^z]: Z.\n[^unused]: never.\n",
        "Text[^a].\n\n[^a]:\n    First paragraph.\n\n    Second with[^b].\n\n[^b]: B.\n",
    ]

    @Test("reference numbers, targets, ids and the order of the notes match cmark-gfm", arguments: documents)
    func matchesCmark(markdown: String) throws {
        let cmark = try Self.cmarkGFM(markdown)
        let ours = HTMLRenderer().render(MarkdownParser.parse(markdown))
        #expect(Self.footnoteShape(cmark).count >= 4, "the shape is read: \(Self.footnoteShape(cmark))")
        #expect(Self.footnoteShape(ours) == Self.footnoteShape(cmark), "ours:\n\(ours)\ncmark-gfm:\n\(cmark)")
    }

    /// Each reference as `href id number` and each note as `li id`, in document order.
    static func footnoteShape(_ html: String) -> [String] {
        var shape: [String] = []
        var rest = html[...]
        while let start = [rest.range(of: "<a href=\"#fn-"), rest.range(of: "<li id=\"")].compactMap({ $0 })
            .min(by: { $0.lowerBound < $1.lowerBound })
        {
            let tag = rest[start.lowerBound...].prefix { $0 != ">" }
            if tag.hasPrefix("<li") {
                shape.append("li " + attribute("id", in: tag))
            } else {
                let number = rest[tag.endIndex...].dropFirst().prefix { $0 != "<" }
                shape.append("ref \(attribute("href", in: tag)) \(attribute("id", in: tag)) \(number)")
            }
            rest = rest[tag.endIndex...]
        }
        return shape
    }

    static func attribute(_ name: String, in tag: Substring) -> String {
        guard let range = tag.range(of: " \(name)=\"") else { return "" }
        return String(tag[range.upperBound...].prefix { $0 != "\"" })
    }

    static func cmarkGFM(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["cmark-gfm", "--extension", "footnotes"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(markdown.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "cmark-gfm (apt: cmark-gfm) is installed")
        return String(decoding: data, as: UTF8.self)
    }
}
