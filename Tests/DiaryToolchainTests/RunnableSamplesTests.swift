import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// The build stage that compiles doctests to WebAssembly, on a tiny package of its own: a stand-in
/// DiaryUI and one sample module, so each compile takes seconds.
@Suite(
    "Runnable samples stage", .serialized,
    .tags(.toolchain, .builtTool),
    .enabled(if: RunnableTestEnvironment.support.compiler != nil, "\(RunnableTestEnvironment.skipMessage)"))
struct RunnableSamplesTests {
    static let article = """
        ---
        title: "Демо"
        date: 2023-06-01
        summary: "Пример."
        module: Demo
        ---

        ```swift
        public enum Light { case red, green }
        ```

        ```swift
        print(1 + 2)
        ```

        ```output
        3
        ```

        ```swift
        print(Light.red)
        ```

        ```output
        red
        ```

        """

    /// A package folder with `Package.swift`, `Sources/DiaryUI`, `Tests/Samples/DemoTests/Library` and the article.
    static func package(article: String = article) throws -> TemporaryFolder {
        try DemoSamplePackage.make(article: article)
    }

    static func options(_ folder: TemporaryFolder) -> BuildOptions {
        var options = BuildOptions(contentDirectory: folder.path("Content"), outputDirectory: folder.path("site"))
        options.wasmCacheDirectory = folder.path("cache")
        return options
    }

    @Test("A doctest Embedded Swift cannot compile is a warning at its article line; the others run")
    func leftOutDoctestIsAWarning() async throws {
        let folder = try Self.package()
        let samples = await RunnableSamples.build(Self.options(folder))
        #expect(samples.wasmFiles.map(\.module) == ["Demo"])
        let byLine = try #require(samples.examples.values.first)
        #expect(byLine.keys.sorted() == [12], "only the doctest at line 12 runs")
        #expect(byLine[12]?.outputFenceLine == 16)
        let warning = try #require(samples.warnings.first)
        #expect(samples.warnings.count == 1, "\(samples.warnings)")
        #expect(warning.file == folder.path("Content") + "/demo/index.md")
        #expect(warning.line == 21)
        #expect(warning.message.hasPrefix("this doctest of Demo cannot run in the browser: "))
    }

    @Test("A module that does not compile is reported with the compiler's article lines, and nothing runs")
    func failingModuleIsAWarning() async throws {
        let article = Self.article.replacing(
            "public enum Light { case red, green }",
            with: "public final class Box {\n    weak var next: Box?\n}\npublic enum Light { case red, green }")
        let folder = try Self.package(article: article)
        let samples = await RunnableSamples.build(Self.options(folder))
        #expect(samples.wasmFiles.isEmpty)
        #expect(samples.examples.isEmpty)
        #expect(
            samples.warnings.contains {
                $0.line == 10 && $0.message.contains("sample module Demo does not build for WebAssembly")
                    && $0.message.contains("weak")
            }, "\(samples.warnings)")
    }

    @Test("An input marker above no number is a warning at the marker's line")
    func misplacedInputMarker() async throws {
        let article = Self.article.replacing("print(1 + 2)", with: "// snippet.input Зерно\nprint(1 + 2)")
        let folder = try Self.package(article: article)
        let samples = await RunnableSamples.build(Self.options(folder))
        let marker = try #require(samples.warnings.first { $0.line == 13 }, "\(samples.warnings)")
        #expect(marker.message.contains("'// snippet.input' must stand right above a line that ends in a whole number"))
        #expect(samples.examples.values.first?[12]?.inputs == [])
    }

    @Test("Without a toolchain there is one warning, --no-wasm compiles nothing, and diary check compiles too")
    func offSwitches() async throws {
        let folder = try Self.package()
        let missing = await RunnableSamples.build(
            Self.options(folder), environment: ["DIARY_SWIFTC": folder.path("no-such-swiftc")])
        #expect(missing.warnings.count == 2, "\(missing.warnings)")
        #expect(missing.warnings.first?.message.hasPrefix("runnable samples are off: ") == true)
        #expect(
            missing.warnings.last?.message.hasSuffix(
                "this page leaves out the Run buttons of the doctests at lines 12, 20")
                == true, "the one article that loses its Run buttons is named")
        var off = Self.options(folder)
        off.runnableSamples = false
        let offSamples = await RunnableSamples.build(off)
        #expect(offSamples.warnings.isEmpty)
        #expect(offSamples.notes == ["--no-wasm: 0 previews and 2 Run buttons in 1 articles are left out of the pages"])
        #expect(!FileManager.default.fileExists(atPath: folder.path("cache")))
        // `diary check` reports what does not compile, so it builds (into the same cache) too.
        var check = Self.options(folder)
        check.outputDirectory = nil
        #expect(await RunnableSamples.build(check).wasmFiles.map(\.module) == ["Demo"])
    }

    @Test(
        "Content outside a package with DiaryUI runs no sample module: a build compiles the stemmer only, a check nothing"
    )
    func contentWithoutPackage() async throws {
        let folder = try TemporaryFolder()
        var check = BuildOptions(contentDirectory: TestPaths.miniDiary.path, outputDirectory: nil)
        check.wasmCacheDirectory = folder.path("cache")
        let checked = await RunnableSamples.build(check)
        #expect(checked.warnings.isEmpty && checked.wasmFiles.isEmpty && checked.stemmerPath == nil)
        #expect(
            !FileManager.default.fileExists(atPath: folder.path("cache")),
            "diary check writes no site and compiles nothing")

        var build = check
        build.outputDirectory = folder.path("site")
        let built = await RunnableSamples.build(build)
        #expect(built.warnings.isEmpty && built.wasmFiles.isEmpty)
        let stemmer = try #require(built.stemmerPath, "the search page's stemmer")
        #expect(stemmer.hasPrefix(folder.path("cache") + "/"))
    }

    @Test("The page wraps a runnable doctest in a figure with hidden controls; --no-wasm leaves it static")
    func markup() async throws {
        let folder = try Self.package()
        let built = try DiaryTool.run(
            [
                "build", "--content", folder.path("Content"), "--output", folder.path("site"), "--wasm-cache",
                folder.path("cache"),
            ] + DiaryTool.templatesAndPublic, timeout: DiaryTool.compilingTimeout)
        #expect(built.status == 0, "\(built)")
        let html = try String(contentsOfFile: folder.path("site/demo/index.html"), encoding: .utf8)
        #expect(html.contains("<figure class=\"example\" data-module=\"Demo\" data-export=\"doctest_1\">"))
        // The article is mostly code, whose letters are Latin: the site is detected as English.
        #expect(html.contains("<button class=\"run\" type=\"button\" hidden>Run</button>"))
        #expect(html.contains("<output class=\"run-output\" hidden></output>"))
        #expect(html.components(separatedBy: "<figure class=\"example\"").count == 2, "one runnable doctest")
        #expect(html.contains("js/run.js\" defer></script>"))
        #expect(FileManager.default.fileExists(atPath: folder.path("site/wasm/Demo.wasm")))
        #expect(built.stderr.contains("demo/index.md:21:"), "\(built.stderr)")

        let plain = try DiaryTool.run(
            ["build", "--content", folder.path("Content"), "--output", folder.path("plain")] + DiaryTool.siteFiles)
        #expect(plain.status == 0, "\(plain)")
        let staticHTML = try String(contentsOfFile: folder.path("plain/demo/index.html"), encoding: .utf8)
        #expect(!staticHTML.contains("figure class=\"example\""))
        #expect(staticHTML.contains("<figure class=\"code code-output\">"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("plain/wasm")))
    }
}
