import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Math through the built `diary`, per build rather than per article: one `node` typesets every
/// formula of a build, a missing `node` is said once, and KaTeX's mhchem extension is loaded.
@Suite("Math typeset once per build", .tags(.builtTool))
struct MathPerBuildTests {
    private static let katex = "/usr/share/javascript/katex/katex.min.js"
    private static let node = "/usr/bin/node"

    /// Three dated articles with math (one of them chemistry).
    private static let articles: [String: String] = [
        "a.md": "---\ntitle: A\ndate: 2024-01-01\nsummary: S.\n---\nInline $a^2 + b^2 = c^2$.\n",
        "b.md": "---\ntitle: B\ndate: 2024-01-02\nsummary: S.\n---\n$$\n\\frac{1}{2}\n$$\n",
        "c.md": "---\ntitle: C\ndate: 2024-01-03\nsummary: S.\n---\nWater is $\\ce{H2O}$.\n",
    ]

    /// Builds the articles with `PATH` set to `path` (through `env`), without the cache.
    private func build(path: String, in folder: TemporaryFolder) throws -> ToolRun {
        for (name, text) in Self.articles {
            let url = folder.url.appending(path: "Content/\(name)")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            [
                "PATH=\(path)", try DiaryTool.executable().path, "build", "--content", "Content", "--output", "site",
                "--base-url", "https://example.org/", "--no-cache",
            ] + DiaryTool.siteFiles,
            in: folder.url, timeout: DiaryTool.timeout)
    }

    private func page(_ slug: String, in folder: TemporaryFolder) -> String {
        (try? String(contentsOf: folder.url.appending(path: "site/\(slug)/index.html"), encoding: .utf8)) ?? ""
    }

    @Test("One node process typesets the formulas of every article of a build, chemistry included")
    func oneNodePerBuild() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.node),
            FileManager.default.isReadableFile(atPath: Self.katex)
        else {
            print("skipped: node or Debian's libjs-katex is not installed")
            return
        }
        let folder = try TemporaryFolder()
        // A `node` that notes each start, then runs the real one.
        let log = folder.path("node-starts.log")
        try FileManager.default.createDirectory(atPath: folder.path("bin"), withIntermediateDirectories: true)
        try Data("#!/bin/sh\necho start >> '\(log)'\nexec \(Self.node) \"$@\"\n".utf8).write(
            to: folder.url.appending(path: "bin/node"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path("bin/node"))

        let run = try build(path: "\(folder.path("bin")):/usr/bin:/bin", in: folder)
        #expect(run.status == 0, "\(run)")
        #expect(!run.stderr.contains("math"), "\(run)")
        let starts = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").count
        #expect(starts == 1, "node started \(starts ?? 0) times for three articles with math")
        for slug in ["a", "b", "c"] {
            #expect(page(slug, in: folder).contains("<math xmlns=\"http://www.w3.org/1998/Math/MathML\""), "\(slug)")
            #expect(!page(slug, in: folder).contains("language-math"), "\(slug)")
        }
        // mhchem: `\ce{H2O}` is the formula's MathML, not a KaTeX error shown as TeX.
        let water = page("c", in: folder)
        #expect(water.contains("<annotation encoding=\"application/x-tex\">\\ce{H2O}</annotation>"), "\(water)")
        #expect(water.contains("<mi mathvariant=\"normal\">H</mi>"), "\(water)")
    }

    @Test("Without node the build says once, at the first article, that math is shown as TeX")
    func missingNodeSaidOnce() throws {
        let folder = try TemporaryFolder()
        let run = try build(path: "/nonexistent", in: folder)
        #expect(run.status == 0, "\(run)")
        let warnings = run.stderr.split(separator: "\n").filter { $0.contains("math is shown as TeX") }
        #expect(
            warnings == [
                "Content/a.md:6: warning: math is shown as TeX here and in 2 other articles: node was not found; "
                    + "install nodejs and libjs-katex (apt)"
            ], "\(run)")
        #expect(page("c", in: folder).contains("<code class=\"language-math\">\\ce{H2O}</code>"))
    }
}
