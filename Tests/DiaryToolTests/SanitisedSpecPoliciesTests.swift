import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// What the default, sanitised site does with the spec's raw-HTML and autolink examples, which
/// `SpecThroughSiteTests` builds with `unsafe_html: true`: processing instructions, declarations,
/// CDATA and unknown elements are removed, and a URL whose scheme is outside the allow-list loses
/// its link but keeps its text, each with a warning. The Markdown is the spec's own examples'.
@Suite("The spec's raw HTML through a default site", .tags(.builtTool))
struct SanitisedSpecPoliciesTests {
    /// Spec examples (`spec.txt` numbers in the comments) that only `unsafe_html` passes through.
    static let markdown = """
        ---
        title: Raw HTML
        ---
        Before.

        <?php echo '>'; ?>

        <!DOCTYPE html>

        <![CDATA[
        function matchwo(a,b) { return 1; }
        ]]>

        Foo <responsive-image src="foo.jpg" /> and <a><bab><c2c> tags.

        Links <irc://foo.bar:2233/baz> <made-up-scheme://foo,bar> [ftp](ftp://example.org/file).

        Kept <https://example.org/a> and [mail](mailto:someone@example.org).

        """

    @Test("PI, declarations, CDATA and unknown tags are removed; other schemes lose their link")
    func sanitisedSiteKeepsItsPolicies() throws {
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(Self.markdown.utf8).write(to: content.appending(path: "raw.md"))
        let site = folder.url.appending(path: "site")
        let build = try DiaryTool.run(
            ["build", "--content", content.path, "--output", site.path, "--no-wasm"], timeout: 300)
        #expect(build.status == 0, "\(build.stderr.suffix(3000))")
        let page = try String(contentsOf: site.appending(path: "raw/index.html"), encoding: .utf8)
        let body = try #require(HTMLScan.articleBody(of: page))

        for removed in ["<?php", "echo", "DOCTYPE", "CDATA", "matchwo", "<responsive-image", "<bab", "<c2c"] {
            #expect(!body.contains(removed), "\(removed) is still in the body:\n\(body)")
        }
        for scheme in ["irc:", "made-up-scheme:", "ftp:"] {
            #expect(!body.contains("href=\"\(scheme)"), "a \(scheme) link is kept:\n\(body)")
        }
        for text in ["Before.", "irc://foo.bar:2233/baz", "made-up-scheme://foo,bar", "ftp", "tags."] {
            #expect(body.contains(text), "\(text) is missing:\n\(body)")
        }
        #expect(body.contains(#"href="https://example.org/a""#))
        #expect(body.contains(#"href="mailto:someone@example.org""#))
        let warnings = build.stderr.split(separator: "\n").filter {
            $0.hasPrefix(content.appending(path: "raw.md").path) && $0.contains(": warning: ")
        }
        for removed in ["<responsive-image>", "<bab>", "<c2c>", "'irc://", "'made-up-scheme://", "'ftp://"] {
            #expect(warnings.contains { $0.contains(removed) }, "no warning names \(removed):\n\(build.stderr)")
        }
    }
}
