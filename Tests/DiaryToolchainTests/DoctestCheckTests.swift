import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// Doctests are checked where the site is built, and nothing a module loses goes unsaid: through
/// the built `diary`, on the tiny package of ``RunnableSamplesTests`` (a stand-in DiaryUI and one
/// sample module, so each compile takes seconds).
@Suite(
    "Doctests checked at build", .serialized,
    .tags(.toolchain, .builtTool),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct DoctestCheckTests {
    /// `diary build` of the package's content with its own wasm cache.
    static func build(_ folder: TemporaryFolder, _ extra: [String] = [], content: String? = nil) throws -> ToolRun {
        try DiaryTool.run(
            ["build", "--content", content ?? folder.path("Content"), "--output", folder.path("site")]
                + DiaryTool.templatesAndPublic + ["--wasm-cache", folder.path("cache")] + extra,
            timeout: DiaryTool.compilingTimeout)
    }

    static let rightOutput = "```output\n3\n```"
    static let wrongOutput = "```output\n4\n```"

    @Test(
        "A wrong output block is a warning at its line with the diff and a marked block; --strict fails and keeps the site; fixed, both go"
    )
    func wrongOutputBlock() throws {
        let wrong = RunnableSamplesTests.article.replacing(Self.rightOutput, with: Self.wrongOutput)
        #expect(wrong != RunnableSamplesTests.article)
        let folder = try RunnableSamplesTests.package(article: wrong)
        let article = folder.path("Content") + "/demo/index.md"

        let first = try Self.build(folder)
        #expect(first.status == 0, "\(first)")
        #expect(
            first.stderr.contains(
                "\(article):16:1: warning: the doctest above prints something else than its recorded output"),
            "\(first.stderr)")
        #expect(first.stderr.contains("line 1: - \"4\"\n    line 1: + \"3\""), "\(first.stderr)")
        #expect(first.stderr.contains("compiling sample module Demo to WebAssembly (for demo/index.md)"), "\(first)")
        #expect(first.stderr.contains("(1/1 modules done)"), "\(first.stderr)")
        let page = try String(contentsOfFile: folder.path("site/demo/index.html"), encoding: .utf8)
        #expect(page.contains("<figure class=\"code code-output code-output-failing\">"), "\(page)")
        #expect(page.contains("<p class=\"code-output-note\" role=\"note\">"))
        #expect(page.components(separatedBy: "code-output-failing").count == 2, "only the wrong block is marked")

        let strict = try Self.build(folder, ["--strict"])
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stderr.contains("\(article):16:1: error: the doctest above prints"), "\(strict.stderr)")
        #expect(!strict.stderr.contains("compiling sample module"), "the module and its run come from the cache")
        #expect(
            try String(contentsOfFile: folder.path("site/demo/index.html"), encoding: .utf8) == page,
            "the previous site stays")

        try Data(RunnableSamplesTests.article.utf8).write(to: URL(fileURLWithPath: article))
        let fixed = try Self.build(folder)
        #expect(fixed.status == 0, "\(fixed)")
        #expect(!fixed.stderr.contains("prints something else"), "\(fixed.stderr)")
        let fixedPage = try String(contentsOfFile: folder.path("site/demo/index.html"), encoding: .utf8)
        #expect(!fixedPage.contains("code-output-failing") && !fixedPage.contains("code-output-note"))
        #expect(fixedPage.contains("<figure class=\"code code-output\">"))
    }

    @Test("Content outside a package names every fence it loses (--strict fails); --no-wasm says it in one line")
    func contentOutsideAPackage() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Loose/demo")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(RunnableSamplesTests.article.utf8).write(to: content.appending(path: "index.md"))
        let article = folder.path("Loose") + "/demo/index.md"

        let built = try Self.build(folder, content: folder.path("Loose"))
        #expect(built.status == 0, "\(built)")
        #expect(
            built.stderr.contains(
                "\(article):12: warning: the content folder is not inside a package with DiaryUI"),
            "\(built.stderr)")
        #expect(built.stderr.contains("leaves out the Run buttons of the doctests at lines 12, 20"), "\(built.stderr)")

        let strict = try Self.build(folder, ["--strict"], content: folder.path("Loose"))
        #expect(strict.status == 1, "\(strict)")
        #expect(strict.stderr.contains("\(article):12: error: the content folder is not inside a package"))

        let off = try Self.build(folder, ["--strict", "--no-wasm"], content: folder.path("Loose"))
        #expect(off.status == 0, "\(off)")
        #expect(off.stdout.contains("--no-wasm: 0 previews and 2 Run buttons in 1 articles are left out"), "\(off)")
        #expect(!off.stderr.contains("warning"), "\(off.stderr)")
    }

    @Test("A module that does not compile names each article's lost fences")
    func failingModuleNamesLostFences() async throws {
        let article = RunnableSamplesTests.article.replacing(
            "public enum Light { case red, green }",
            with: "public final class Box {\n    weak var next: Box?\n}\npublic enum Light { case red, green }")
        let folder = try RunnableSamplesTests.package(article: article)
        let samples = await RunnableSamples.build(RunnableSamplesTests.options(folder))
        #expect(
            samples.warnings.contains {
                $0.line == 15 && $0.message.hasPrefix("sample module Demo does not build for WebAssembly, so this page")
                    && $0.message.hasSuffix("the Run buttons of the doctests at lines 15, 23")
            }, "\(samples.warnings)")
    }
}
