import DiaryTestSupport
import Foundation
import Mustache
import TestSupport
import Testing

/// A template whose sections multiply their work (a list section nested in itself) ends the
/// build with an error at its line instead of running for hours.
@Suite("Template work budget", .tags(.builtTool))
struct TemplateWorkBudgetTests {
    @Test("Seven nested {{#topics}} sections over twenty articles fail fast, naming the template line")
    func nestedListSections() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.templates, to: "Templates")
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for day in 1...20 {
            let article =
                "---\ntitle: Статья \(day)\ndate: 2024-03-\(day < 10 ? "0" : "")\(day)\nsummary: О \(day).\n---\n\nТекст.\n"
            try Data(article.utf8).write(to: content.appending(path: "article-\(day).md"))
        }
        // Page 1 of the home page lists all twenty articles in `topics`.
        let nested =
            String(repeating: "{{#topics}}\n", count: 7) + "{{title}}\n" + String(repeating: "{{/topics}}\n", count: 7)
        try Data(nested.utf8).write(to: folder.url.appending(path: "Templates/index.mustache"))

        let run = try DiaryTool.run(
            [
                "build", "--content", "Content", "--templates", "Templates", "--public", TestPaths.publicFiles.path,
                "--no-wasm", "--output", "site", "--base-url", "https://example.org/",
            ], in: folder.url)

        #expect(run.status == 1, "\(run)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        // 20⁵ passes of a one-line body stay within the budget; 20⁶ do not.
        let error = (1...7).map { line in
            "Templates/index.mustache:\(line):1: error: this page renders more than "
                + "\(MustacheTemplate.maximumRenderWork) template nodes by section 'topics': a list section nested "
                + "in itself (or in a section over another long list) renders its body once per element at every "
                + "level; render each list once"
        }
        #expect(lines.contains { error.contains($0) }, "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")))
    }
}
