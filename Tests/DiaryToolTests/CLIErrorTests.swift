import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// One way of breaking the mini diary, and the diagnostic it must produce.
struct BrokenContent: Sendable, CustomTestStringConvertible {
    var name: String
    /// The file to break, relative to the content folder (or to the
    /// templates folder when `inTemplates`).
    var file: String
    var inTemplates = false
    /// Rewrites the file's bytes.
    var breakFile: @Sendable (Data) -> Data
    /// Text on the line the diagnostic must name, looked up in the broken file.
    var lineMarker: String
    /// A part of the message.
    var message: String

    var testDescription: String { name }

    /// A style lint or link problem: the build goes on unless `--strict`.
    var isWarning: Bool { message.hasPrefix("warning:") }

    /// Replaces `old` with `new` in a text file.
    static func replacing(_ old: String, with new: String) -> @Sendable (Data) -> Data {
        { data in
            let text = String(decoding: data, as: UTF8.self)
            precondition(text.contains(old), "the fixture no longer contains '\(old)'")
            return Data(text.replacingOccurrences(of: old, with: new).utf8)
        }
    }

    /// Adds `line` at the end of a text file.
    static func appending(_ line: String) -> @Sendable (Data) -> Data {
        { $0 + Data("\n\(line)\n".utf8) }
    }

    static let all: [BrokenContent] = [
        BrokenContent(
            name: "YAML syntax error", file: "buttons/index.md",
            breakFile: replacing(#"summary: "Кнопка затвора со своим ButtonStyle.""#, with: "summary: стиль: затвора"),
            lineMarker: "summary: стиль: затвора", message: "error: Front matter is not valid YAML"),
        BrokenContent(
            name: "invalid date", file: "intro/index.md",
            breakFile: replacing("date: 2023-06-01", with: "date: 2023-02-30"),
            lineMarker: "date: 2023-02-30", message: "warning: 'date' is not a date like 2023-06-08"),
        BrokenContent(
            name: "unknown template variable", file: "article.mustache", inTemplates: true,
            breakFile: replacing("<h1>{{title}}</h1>", with: "<h1>{{titel}}</h1>"),
            lineMarker: "{{titel}}", message: "error: unknown variable 'titel'"),
        BrokenContent(
            name: "missing image", file: "intro/index.md", breakFile: appending("![Галерея](gallery.png)"),
            lineMarker: "gallery.png", message: "warning: image 'gallery.png' not found next to the article"),
        BrokenContent(
            name: "broken internal link", file: "buttons/index.md",
            breakFile: appending("Подробнее [здесь](../knopki/)."),
            lineMarker: "../knopki/", message: "warning: broken link '../knopki/'"),
        BrokenContent(
            name: "link to a planned part", file: "image-formats/index.md",
            breakFile: appending("Скоро будет [галерея](../gallery/index.md)."),
            lineMarker: "../gallery/index.md", message: "warning: '../gallery/index.md' links to a planned part"),
        // The content linter's rules: style lints are warnings (errors under --strict); bad bytes are errors.
        BrokenContent(
            name: "article with an empty summary", file: "image-formats/index.md",
            breakFile: replacing(
                "summary: \"PNG, JPEG и HEIC: что выбрать для картинок приложения.\"", with: "summary: \"\""),
            lineMarker: "summary: \"\"", message: "warning: 'summary' is empty; the first paragraph is used instead"),
        BrokenContent(
            name: "title over 70 characters", file: "intro/index.md",
            breakFile: replacing(
                "title: \"Знакомство с проектом\"",
                with: "title: \"Знакомство с проектом, его историей, планами и всеми инструментами, что понадобятся\""),
            lineMarker: "title: \"Знакомство с проектом, его", message: "warning: title is 83 characters long"),
        BrokenContent(
            name: "image without alt text", file: "intro/index.md", breakFile: appending("![](shutter.png)"),
            lineMarker: "![](shutter.png)", message: "warning: image 'shutter.png' has no alt text"),
        BrokenContent(
            name: "code block without a language", file: "intro/index.md",
            breakFile: appending("```\nlet answer = 42\n```"),
            lineMarker: "```", message: "warning: code block without a language"),
        BrokenContent(
            name: "invalid UTF-8", file: "buttons/index.md",
            breakFile: { $0 + Data("\nКонец статьи: ".utf8) + Data([0xFF, 0xFE]) + Data(" и всё.\n".utf8) },
            lineMarker: "Конец статьи", message: "error: the file is not valid UTF-8"),
    ]
}

@Suite("diary build: errors", .tags(.builtTool))
struct CLIErrorTests {
    @Test("A broken diary fails with file:line and leaves the previous site untouched", arguments: BrokenContent.all)
    func brokenBuild(broken: BrokenContent) throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        let templates = try folder.copy(TestPaths.templates, to: "Templates")
        let arguments = [
            "build", "--content", content.path, "--templates", templates.path, "--public", TestPaths.publicFiles.path,
            "--output", folder.path("site"),
        ]
        let first = try DiaryTool.run(arguments)
        try #require(first.status == 0, "the intact fixture must build: \(first)")
        let before = FolderContents.files(in: folder.url.appending(path: "site"))

        let file = (broken.inTemplates ? templates : content).appending(path: broken.file)
        try broken.breakFile(try Data(contentsOf: file)).write(to: file)
        let brokenText = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let line = try #require(brokenText.lineNumber(of: broken.lineMarker))

        let location = "\(file.path):\(line):"
        var message = broken.message
        if broken.isWarning {
            // A warning builds the site and says so; under --strict it fails like an error.
            let lenientOutput = folder.path("lenient-site")
            let lenient = try DiaryTool.run(Array(arguments.dropLast()) + [lenientOutput])
            #expect(lenient.status == 0, "\(lenient)")
            let warning = lenient.stderr.split(separator: "\n").first { $0.hasPrefix(location) }
            #expect(warning?.contains(message) == true, "expected '\(location) … \(message)' in\n\(lenient)")
            #expect(lenient.stderr.hasSuffix("\n1 warning\n"), "\(lenient)")
            try FileManager.default.removeItem(atPath: lenientOutput)
            message = "error:" + message.dropFirst("warning:".count)
        }
        let run = try DiaryTool.run(arguments + (broken.isWarning ? ["--strict"] : []))
        #expect(run.status == 1, "\(run)")
        let diagnostic = run.stderr.split(separator: "\n").first { $0.hasPrefix(location) }
        #expect(diagnostic?.contains(message) == true, "expected '\(location) … \(message)' in\n\(run)")
        // One mistake, one diagnostic: a template typo must not be repeated for every page.
        #expect(run.stderr.hasSuffix("1 error; nothing was written\n"), "\(run)")
        #expect(run.stdout.isEmpty)
        #expect(FolderContents.files(in: folder.url.appending(path: "site")) == before, "the previous site changed")
        #expect(try folder.listing() == ["Content", "Templates", "site"], "a staging folder was left behind")
    }

    @Test("Every broken article is reported in one run")
    func allProblemsAtOnce() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        for broken in BrokenContent.all where !broken.inTemplates && broken.file != "buttons/index.md" {
            let file = content.appending(path: broken.file)
            try broken.breakFile(try Data(contentsOf: file)).write(to: file)
        }
        let run = try DiaryTool.run(["check", "--content", content.path] + DiaryTool.siteFiles)
        // Every problem left in these articles is a warning (an unreadable date too): the check passes.
        #expect(run.status == 0)
        #expect(run.stderr.contains("intro/index.md:3:7: warning: 'date' is not a date"), "\(run)")
        #expect(run.stderr.contains("image-formats/index.md:4:10: warning: 'summary' is empty"), "\(run)")
    }
}
