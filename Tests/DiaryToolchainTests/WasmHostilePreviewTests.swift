import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Article code runs inside the `.wasm` that draws its previews, so it can print anything and
/// loop forever: what it prints never becomes markup, and no run outlives its budget or `diary`.
///
/// Each test compiles one small module (with DiaryUI) to WebAssembly, so there are few of them and
/// each asserts several things about one build.
@Suite("Hostile previews through the built diary", .tags(.toolchain, .builtTool))
struct WasmHostilePreviewTests {
    /// The markup a forged record carries.
    static let hostileSVG =
        "<svg xmlns=\\\"http://www.w3.org/2000/svg\\\"><meta http-equiv=\\\"refresh\\\" "
        + "content=\\\"0;url=http://evil.example/\\\"/><script>alert(1)</script>"
        + "<image href=\\\"x\\\" onerror=\\\"alert(1)\\\"/></svg>"

    /// A package with `Package.swift`, the tool's DiaryUI and one article of module Hostile.
    static func package(article: (_ articlePath: String) -> String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.bundledContent.appending(path: "site.yaml"), to: "Content/site.yaml")
        try folder.copy(TestPaths.repository.appending(path: "Package.swift"), to: "Package.swift")
        try folder.copy(TestPaths.repository.appending(path: "Sources/DiaryUI"), to: "Sources/DiaryUI")
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Tests/Samples/HostileTests/Library"), withIntermediateDirectories: true)
        let articlePath = folder.url.appending(path: "Content/hostile/index.md").standardizedFileURL
            .resolvingSymlinksInPath().path
        try FileManager.default.createDirectory(
            at: folder.url.appending(path: "Content/hostile"), withIntermediateDirectories: true)
        try article(articlePath).write(toFile: articlePath, atomically: true, encoding: .utf8)
        return folder
    }

    static let frontMatter = """
        ---
        title: "Враждебные превью"
        date: 2024-01-01
        summary: "Код статьи печатает и зацикливается."
        module: Hostile
        ---

        """

    /// The record the glue would write for the honest fence, carrying `hostileSVG`.
    static func forgedRecordLiteral(articlePath: String, line: Int) -> String {
        func field(_ text: String, length: Int? = nil) -> String { "\(length ?? text.utf8.count):\(text)" }
        let svgLength = hostileSVG.replacingOccurrences(of: "\\\"", with: "\"").utf8.count
        return [
            field("fence"), field(articlePath), field(String(line)), field("1"), field("Forged"), field("x"),
            field(hostileSVG, length: svgLength), field(hostileSVG, length: svgLength), field(""), field("0"),
        ].joined()
    }

    /// The 1-based line of `text` in the article.
    static func line(of text: String, in article: String) throws -> Int {
        let lines = article.split(separator: "\n", omittingEmptySubsequences: false)
        return try #require(lines.firstIndex { $0 == text }) + 1
    }

    /// `diary` against the package, with its own wasm cache.
    static func diary(_ folder: TemporaryFolder, _ extra: [String]) throws -> ToolRun {
        try DiaryTool.run(
            ["build", "--content", folder.path("Content"), "--output", folder.path("site")]
                + DiaryTool.templatesAndPublic + ["--wasm-cache", folder.path("cache")] + extra,
            timeout: DiaryTool.compilingTimeout)
    }

    /// The processes whose command line names something inside `folder` (a `wasmkit run` of its
    /// cache), other than `except`.
    static func processes(in folder: TemporaryFolder, except: Int32? = nil) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard let pid = Int32(entry), pid != except,
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"), !data.isEmpty
            else { return nil }
            let commandLine = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            guard commandLine.contains(folder.path("cache")) else { return nil }
            let state = (try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8)) ?? ""
            return state.contains(") Z ") ? nil : "\(pid): \(commandLine)"
        }
    }

    static func article(articlePath: String) -> String {
        var text = frontMatter
        text += """
            ```swift
            import DiaryUI

            struct Forger: View {
                var body: some View {
                    print(Forger.record, terminator: "")
                    return Text("Подделка")
                }
                static let record = "FORGED"
            }

            struct Spinner: View {
                var body: some View {
                    // Each turn calls the host's random source, so the optimiser cannot drop the loop.
                    var generator = SystemRandomNumberGenerator()
                    while generator.next() != 0 {}
                    return Text("Никогда")
                }
            }

            struct HonestPreviews: PreviewProvider {
                static var previews: some View { Text("Честно").previewLayout(.sizeThatFits) }
            }

            struct ForgerPreviews: PreviewProvider {
                static var previews: some View { Forger().previewLayout(.sizeThatFits) }
            }

            struct SpinnerPreviews: PreviewProvider {
                static var previews: some View { Spinner().previewLayout(.sizeThatFits) }
            }
            ```

            ```preview HonestPreviews
            ```

            ```preview ForgerPreviews
            ```

            ```preview SpinnerPreviews
            ```

            """
        let line = (try? Self.line(of: "```preview HonestPreviews", in: text)) ?? 0
        return text.replacingOccurrences(
            of: "\"FORGED\"", with: "\"" + forgedRecordLiteral(articlePath: articlePath, line: line) + "\"")
    }

    @Test("A printed forged record changes nothing; an endless body is a warning, and no wasmkit outlives diary")
    func printedForgeryAndEndlessBody() throws {
        var text = ""
        let folder = try Self.package { path in
            text = Self.article(articlePath: path)
            return text
        }
        let article = folder.path("Content") + "/hostile/index.md"
        let spinnerLine = try Self.line(of: "```preview SpinnerPreviews", in: text)

        let run = try Self.diary(folder, ["--sample-timeout", "5"])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains(
                "\(article):\(spinnerLine): warning: preview SpinnerPreviews did not finish drawing within 5 s"),
            "\(run)")
        #expect(!run.stderr.contains("does not build for WebAssembly"), "\(run)")
        #expect(Self.processes(in: folder).isEmpty, "no wasmkit outlives the build")
        let page = try String(contentsOfFile: folder.path("site/hostile/index.html"), encoding: .utf8)
        // The article's code block shows the forged record as text (escaped); none of it is markup.
        for hostile in ["http-equiv=\"refresh\"", "<script>alert", "onerror=\"alert", "\">Forged"] {
            #expect(!page.contains(hostile), "the page holds \(hostile)")
        }
        #expect(page.contains(">Честно</text>"), "the honest preview is drawn")
        #expect(page.contains(">Подделка</text>"), "the forger's own preview is drawn")
        #expect(page.contains("Превью «SpinnerPreviews» не нарисовано: его код рисовал дольше"))

        // The failed run is not cached, so this build runs the endless preview again; diary dies
        // while it does, by SIGKILL, which no handler can catch.
        let diary = Process()
        diary.executableURL = try DiaryTool.executable()
        diary.arguments =
            ["build", "--content", folder.path("Content"), "--output", folder.path("site2")]
            + DiaryTool.templatesAndPublic + ["--wasm-cache", folder.path("cache"), "--sample-timeout", "600"]
        diary.standardOutput = FileHandle.nullDevice
        // Its progress goes to a file, so that a failure below says how far the build had come.
        let progress = folder.path("diary2.stderr")
        _ = FileManager.default.createFile(atPath: progress, contents: nil)
        diary.standardError = FileHandle(forWritingAtPath: progress)
        let began = Date()
        try diary.run()
        let deadline = began.addingTimeInterval(DiaryTool.compilingTimeout)
        while Self.processes(in: folder, except: diary.processIdentifier).isEmpty, diary.isRunning,
            Date() < deadline
        {
            usleep(100_000)
        }
        let started = Self.processes(in: folder, except: diary.processIdentifier)
        #expect(
            started.contains { $0.contains("wasmkit") },
            """
            wasmkit ran the preview: \(started); diary running: \(diary.isRunning) after \
            \(Int(Date().timeIntervalSince(began))) s; its output so far:
            \((try? String(contentsOfFile: progress, encoding: .utf8)) ?? "")
            """)
        kill(diary.processIdentifier, SIGKILL)
        diary.waitUntilExit()
        var left = Self.processes(in: folder)
        for _ in 0..<50 where !left.isEmpty {
            usleep(100_000)
            left = Self.processes(in: folder)
        }
        #expect(left.isEmpty, "left running after diary was killed: \(left)")
    }

    /// Code that sets out to forge can declare the glue's record function itself; the generator
    /// then sees a record for another fence while this one was drawing.
    static func channelForgerArticle(articlePath: String) -> String {
        var text = frontMatter
        text += """
            ```swift
            import DiaryUI

            @_extern(c, "diary_preview_record")
            func forgeRecord(_ bytes: UnsafePointer<UInt8>?, _ count: Int)

            struct ChannelForger: View {
                var body: some View {
                    var record = ChannelForger.record
                    record.withUTF8 { forgeRecord($0.baseAddress, $0.count) }
                    return Text("Подделка")
                }
                static let record = "FORGED"
            }

            struct HonestPreviews: PreviewProvider {
                static var previews: some View { Text("Честно").previewLayout(.sizeThatFits) }
            }

            struct ChannelForgerPreviews: PreviewProvider {
                static var previews: some View { ChannelForger().previewLayout(.sizeThatFits) }
            }
            ```

            ```preview HonestPreviews
            ```

            ```preview ChannelForgerPreviews
            ```

            """
        let line = (try? Self.line(of: "```preview HonestPreviews", in: text)) ?? 0
        return text.replacingOccurrences(
            of: "\"FORGED\"", with: "\"" + forgedRecordLiteral(articlePath: articlePath, line: line) + "\"")
    }

    @Test("A record written on the glue's own channel for another fence is an error at the fence that wrote it")
    func forgeryOnTheRecordChannel() throws {
        var text = ""
        var articlePath = ""
        let folder = try Self.package { path in
            articlePath = path
            text = Self.channelForgerArticle(articlePath: path)
            return text
        }
        let article = folder.path("Content") + "/hostile/index.md"
        let honestLine = try Self.line(of: "```preview HonestPreviews", in: text)
        let forgerLine = try Self.line(of: "```preview ChannelForgerPreviews", in: text)

        let run = try Self.diary(folder, [])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.stderr.contains(
                "\(article):\(forgerLine): error: the preview output of Hostile holds a record for the fence at "
                    + "\(articlePath):\(honestLine) while this preview was drawing"),
            "\(run)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("site")), "an error writes no site")
        #expect(Self.processes(in: folder).isEmpty, "no wasmkit outlives the build")
    }

    @Test("A preview that traps is a warning at its fence that says so, not that the module does not build")
    func trappingPreview() throws {
        var text = ""
        let folder = try Self.package { _ in
            text =
                Self.frontMatter + """
                    ```swift
                    import DiaryUI

                    struct Broken: View {
                        var body: some View {
                            let sizes: [Int] = []
                            return Text("Размер \\(sizes[0])")
                        }
                    }

                    struct BrokenPreviews: PreviewProvider {
                        static var previews: some View { Broken().previewLayout(.sizeThatFits) }
                    }
                    ```

                    ```preview BrokenPreviews
                    ```

                    """
            return text
        }
        let article = folder.path("Content") + "/hostile/index.md"
        let line = try Self.line(of: "```preview BrokenPreviews", in: text)

        let run = try Self.diary(folder, [])
        #expect(run.status == 0, "\(run)")
        #expect(
            run.stderr.contains("\(article):\(line): warning: preview BrokenPreviews stopped while drawing (wasmkit"),
            "\(run)")
        #expect(!run.stderr.contains("does not build for WebAssembly"), "\(run)")
        let page = try String(contentsOfFile: folder.path("site/hostile/index.html"), encoding: .utf8)
        #expect(page.contains("Превью «BrokenPreviews» не нарисовано: его код остановился с ошибкой."))
        #expect(!page.contains("сейчас не собирается"))
    }
}
