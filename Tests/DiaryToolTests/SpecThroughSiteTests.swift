import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// cmark-gfm's own examples (`spec.txt` and `extensions.txt` from `../shared/spec/cmark-gfm/`),
/// each published as a page of one site by the built `diary` with its default settings, and
/// compared with the HTML the spec expects after ``BodyComparison``'s documented normalisations.
/// Where the parser alone is tested (`ConformanceTests`), this tests what a reader gets: the
/// sanitiser, the link policy, typography and the page around the body.
@Suite("The spec's examples through a whole site", .tags(.builtTool))
struct SpecThroughSiteTests {
    /// Examples whose page differs from the spec, by file and number, with why.
    static let knownDifferences: [String: [Int: String]] = [
        "spec.txt": [
            118: rawHTML, 120: rawHTML, 121: rawHTML, 122: rawHTML, 125: rawHTML, 126: rawHTML, 127: rawHTML,
            128: rawHTML, 135: rawHTML, 142: rawHTML, 143: rawHTML, 144: rawHTML, 149: rawHTML, 150: rawHTML,
            151: rawHTML, 153: rawHTML, 156: rawHTML, 159: rawHTML, 160: rawHTML, 170: rawHTML, 317: rawHTML,
            327: rawHTML, 354: rawHTML, 485: rawHTML, 486: rawHTML, 500: rawHTML, 503: rawHTML,
            516: typography, 532: rawHTML, 544: rawHTML, 604: scheme, 606: scheme, 607: scheme, 609: scheme,
            610: autolink, 614: autolink, 616: autolink, 619: autolink, 620: autolink, 628: scheme,
            632: rawHTML, 633: rawHTML, 634: rawHTML, 635: rawHTML, 642: rawHTML, 647: rawHTML, 648: rawHTML,
            649: rawHTML, 650: rawHTML, 651: rawHTML, 652: typography, 653: rawHTML, 663: rawHTML,
            664: rawHTML,
        ],
        "extensions.txt": [
            22: tagFilter,
            23:
                "footnotes: ids `fn-1`/`fnref-1` and `data-footnote-ref`, as GitHub writes them today; the file expects "
                + "cmark-gfm 0.29's `fn1`/`fnref1`",
        ],
    ]

    static let rawHTML =
        "raw HTML as a browser reads it: the sanitiser writes out the end tags a browser implies, and removes unknown "
        + "elements, processing instructions, declarations, CDATA and comments (`unsafe_html: true` keeps them)"
    static let scheme =
        "a URL whose scheme is outside the sanitiser's allow-list (`irc:`, `ftp:`, made-up ones) loses its href"
    static let autolink =
        "GFM's autolink extension is always on: the bare URL or address the spec leaves as text is a link"
    static let typography = "typography: quotes inside quotes become ‘…’ in English"
    static let tagFilter =
        "GFM's tag filter: `<xmp>`, `<title>`, `<style>`… are removed with their content, as GitHub's sanitiser does; "
        + "the extension only escapes them"

    @Test("Every example's page body is the spec's HTML, or a listed difference")
    func examplesThroughSite() throws {
        var examples: [SpecExample] = []
        for file in ["spec.txt", "extensions.txt"] {
            guard let found = SpecExamples.examples(in: file) else { return }
            // `<IGNORE>` marks an example that only must not crash.
            examples += found.filter { $0.html != "<IGNORE>\n" }
        }
        let folder = try TemporaryFolder()
        let content = folder.url.appending(path: "Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        for example in examples {
            let name = Self.pageName(example)
            let page = "---\ntitle: \"\(example.file) example \(example.number)\"\n---\n" + example.markdown
            try Data(page.utf8).write(to: content.appending(path: "\(name).md"))
        }
        let site = folder.url.appending(path: "site")
        let build = try DiaryTool.run(
            ["build", "--content", content.path, "--output", site.path, "--no-wasm"], timeout: 600)
        #expect(build.status == 0, "\(build.stderr.suffix(3000))")

        var identical = 0
        var differing: [String: String] = [:]
        for example in examples {
            let name = Self.pageName(example)
            let html = try String(contentsOf: site.appending(path: "\(name)/index.html"), encoding: .utf8)
            let ours = BodyComparison.normalised(BodyComparison.body(ofPage: html) ?? "")
            let expected = BodyComparison.normalised(example.html)
            if let difference = BodyComparison.firstDifference(ours: ours, reference: expected) {
                differing["\(example.file) \(example.number)"] = difference
            } else {
                identical += 1
            }
        }
        for (key, difference) in differing.sorted(by: { $0.key < $1.key }) {
            let parts = key.split(separator: " ")
            guard Self.knownDifferences[String(parts[0])]?[Int(parts[1]) ?? 0] == nil else { continue }
            Issue.record("\(key) differs from the spec:\n\(difference)")
        }
        let stale = Self.knownDifferences.flatMap { file, numbers in numbers.keys.map { "\(file) \($0)" } }
            .filter { differing[$0] == nil }
        #expect(stale.isEmpty, "listed as differing but now identical: \(stale.sorted())")
        print("The spec through a site: \(identical) of \(examples.count) examples identical")
    }

    /// `spec-0042`, `extensions-0007`: one page per example.
    static func pageName(_ example: SpecExample) -> String {
        let number = String(example.number)
        return example.file.replacingOccurrences(of: ".txt", with: "") + "-"
            + String(repeating: "0", count: max(0, 4 - number.count)) + number
    }
}
