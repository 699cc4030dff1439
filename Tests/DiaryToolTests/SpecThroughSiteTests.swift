import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// cmark-gfm's own examples (`spec.txt` and `extensions.txt` from `../shared/spec/cmark-gfm/`),
/// each published as a page of one site by the built `diary`. Where the parser alone is tested
/// (`ConformanceTests`), this tests what a reader gets: the renderer, the link policy, typography
/// and the page around the body.
///
/// The site opts out of sanitising (`unsafe_html: true` in its `site.yaml`): the spec's expected
/// HTML is raw HTML passed through, which only that policy writes. The default, sanitised policy
/// keeps its own check (`SanitisedSpecPoliciesTests`) besides the sanitiser's tests.
///
/// The reference for each example is cmark-gfm's own output (the `cmark-gfm` command line) with
/// the extensions the site enables: `table`, `strikethrough`, `autolink`, `tasklist` and
/// footnotes, as `MarkdownParser` attaches them, plus `tagfilter`, which the site applies to raw
/// HTML it keeps. That output is the spec's expected HTML except for the examples of
/// ``referenceIsNotTheSpec`` (the test checks the list): an extension the spec's plain examples
/// leave off changes the result (a bare URL is a link under `autolink`), or `extensions.txt`
/// expects older footnote ids. Both sides are compared after ``BodyComparison``'s normalisations,
/// read as a browser reads them.
@Suite("The spec's examples through a whole site", .tags(.builtTool, .oracle))
struct SpecThroughSiteTests {
    /// Examples whose page differs from cmark-gfm's, by file and number, with why.
    static let knownDifferences: [String: [Int: String]] = [
        "extensions.txt": [23: footnoteEndingInCode]
    ]

    /// Examples whose expected HTML in the spec files is not cmark-gfm's output with the site's
    /// extensions, with why; everywhere else the reference is the spec's HTML.
    static let referenceIsNotTheSpec: [String: String] = [
        "spec.txt 142":
            "GFM's tag filter, which the site applies to the raw HTML it keeps, escapes an unclosed `<style`",
        "spec.txt 610": autolinkExtension, "spec.txt 614": autolinkExtension, "spec.txt 616": autolinkExtension,
        "spec.txt 619": autolinkExtension, "spec.txt 620": autolinkExtension,
        "extensions.txt 23":
            "footnote ids are `fn-1`/`fnref-1` with `data-footnote-ref` (cmark-gfm 0.29.0.gfm.6, as GitHub writes "
            + "them); the file expects the older `fn1`/`fnref1`",
    ]

    static let autolinkExtension =
        "GFM's autolink extension, always on in the site: a bare URL or address the plain spec leaves as text is a link"

    static let footnoteEndingInCode =
        "a footnote that ends with a code block: its back-link gets a paragraph of its own (cmark-gfm writes it bare "
        + "after the `</pre>`)"

    @Test("Every example's page body is cmark-gfm's HTML for it, or a listed difference")
    func examplesThroughSite() throws {
        guard BodyComparison.cmarkIsInstalled else {
            Issue.record("cmark-gfm's command line is required (sudo apt-get install cmark-gfm)")
            return
        }
        var examples: [SpecExample] = []
        for file in ["spec.txt", "extensions.txt"] {
            guard let found = SpecExamples.examples(in: file) else { return }
            // `<IGNORE>` marks an example that only must not crash.
            examples += found.filter { $0.html != "<IGNORE>\n" }
        }
        let folder = try TemporaryFolder()
        let site = try Self.build(examples, settings: "unsafe_html: true\n", in: folder)

        var ours: [String] = []
        var references: [String] = []
        for example in examples {
            let html = try String(
                contentsOf: site.appending(path: "\(Self.pageName(example))/index.html"), encoding: .utf8)
            ours.append(HTMLScan.articleBody(of: html) ?? "")
            let markdown = folder.url.appending(path: "\(Self.pageName(example)).md")
            try Data(example.markdown.utf8).write(to: markdown)
            references.append(try BodyComparison.cmarkHTML(of: markdown))
        }
        let normalised = try BodyComparison.normalised(ours + references + examples.map(\.html))
        var identical = 0
        var disagreeing: Set<String> = []
        var differing: [String: String] = [:]
        for (index, example) in examples.enumerated() {
            let reference = normalised[examples.count + index]
            if reference != normalised[2 * examples.count + index] {
                disagreeing.insert("\(example.file) \(example.number)")
            }
            if let difference = BodyComparison.firstDifference(ours: normalised[index], reference: reference) {
                differing["\(example.file) \(example.number)"] = difference
            } else {
                identical += 1
            }
        }
        for (key, difference) in differing.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: " ")
            guard Self.knownDifferences[String(parts[0])]?[Int(parts[1]) ?? 0] == nil else { continue }
            Issue.record("\(key) differs from cmark-gfm:\n\(difference)")
        }
        let stale = Self.knownDifferences.flatMap { file, numbers in numbers.keys.map { "\(file) \($0)" } }
            .filter { differing[$0] == nil }
        #expect(stale.isEmpty, "listed as differing but now identical: \(stale.sorted())")
        #expect(Double(identical) >= 0.99 * Double(examples.count), "\(identical) of \(examples.count) identical")
        print(
            "The spec through a site: \(identical) of \(examples.count) examples identical to cmark-gfm's HTML; "
                + "cmark-gfm's HTML is the spec's for \(examples.count - disagreeing.count)")
        #expect(
            disagreeing == Set(Self.referenceIsNotTheSpec.keys),
            "cmark-gfm's HTML and the spec's differ for \(disagreeing.sorted())")
    }

    /// Writes one page per example (and `site.yaml` holding `settings`) and builds the site.
    /// - Returns: The built site's folder.
    static func build(_ examples: [SpecExample], settings: String, in folder: TemporaryFolder) throws -> URL {
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data(settings.utf8).write(to: content.appending(path: "site.yaml"))
        for example in examples {
            let page = "---\ntitle: \"\(example.file) example \(example.number)\"\n---\n" + example.markdown
            try Data(page.utf8).write(to: content.appending(path: "\(pageName(example)).md"))
        }
        let site = folder.url.appending(path: "site")
        let build = try DiaryTool.run(
            ["build", "--content", content.path, "--output", site.path, "--no-wasm"], timeout: 600)
        #expect(build.status == 0, "\(build.stderr.suffix(3000))")
        return site
    }

    /// `spec-0042`, `extensions-0007`: one page per example.
    static func pageName(_ example: SpecExample) -> String {
        let number = String(example.number)
        return example.file.replacingOccurrences(of: ".txt", with: "") + "-"
            + String(repeating: "0", count: max(0, 4 - number.count)) + number
    }
}
