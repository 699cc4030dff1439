import DiaryMarkdown
import Foundation
import TestSupport
import Testing

/// Runs every example of cmark-gfm's `spec.txt`, `extensions.txt` and `regression.txt` through
/// ``MarkdownParser`` and ``HTMLRenderer`` (typography off, raw HTML passed through the
/// tagfilter, no heading anchors, default hooks) and compares with the expected HTML.
///
/// Both sides go through ``ConformanceNormalization/normalize(_:)`` first, which removes only
/// what our renderer adds on purpose. Every example that still differs is listed in
/// ``knownDifferences`` with the reason; the test fails on an unlisted difference and on a
/// listed example that now passes, so the list stays honest.
@Suite("Conformance with cmark-gfm's spec files")
struct ConformanceTests {
    /// The examples that differ after normalisation, by file and example number, with why.
    static let knownDifferences: [String: [Int: String]] = [
        "spec.txt": [
            140: tagfilter, 141: tagfilter, 142: tagfilter, 145: tagfilter, 147: tagfilter,
            610: autolink, 614: autolink, 616: autolink, 619: autolink, 620: autolink,
        ],
        "extensions.txt": [
            23: "footnotes: ids `fn-1`/`fnref-1` and `data-footnote-ref`, as GitHub writes them today; the file "
                + "expects cmark-gfm 0.29's `fn1`/`fnref1`"
        ],
        "regression.txt": [
            13: "footnotes: a footnote referenced twice gets `fnref-1` and `fnref-1-2` and two back-references "
                + "(GitHub today); the file expects the same id `fnref1` twice, which is invalid HTML",
            17: tagfilter,
        ],
    ]

    /// spec.txt is run by cmark-gfm without extensions; our unsafe mode always applies the tagfilter.
    private static let tagfilter =
        "tagfilter: `<script>`, `<style>` are disarmed to `&lt;script>` even in unsafe mode, as GitHub does"
    /// spec.txt is run by cmark-gfm without extensions; our parser always enables GFM autolinks.
    private static let autolink =
        "autolink: the GFM extension (always on in our parser) links the bare URL or address the spec leaves as text"

    static let renderer = HTMLRenderer(appliesTypography: false, addsHeadingAnchors: false, rawHTML: .unsafe)

    @Test(
        "every example renders as cmark-gfm does, or is a listed difference",
        arguments: [
            "spec.txt", "extensions.txt", "regression.txt",
        ])
    func conformance(file: String) {
        guard let examples = SpecExamples.examples(in: file) else { return }
        #expect(!examples.isEmpty, "no examples found in \(file)")
        let known = Self.knownDifferences[file] ?? [:]
        var passed = 0
        var skipped = 0
        for example in examples {
            // cmark-gfm's own spec_tests.py skips the examples marked `disabled`.
            if example.extensions.contains("disabled") {
                skipped += 1
                continue
            }
            let html = Self.renderer.render(MarkdownParser.parse(example.markdown))
            // `<IGNORE>` marks an example that only checks the input does not crash the renderer.
            if example.html == "<IGNORE>\n" {
                passed += html.isEmpty ? 0 : 1
                continue
            }
            let actual = ConformanceNormalization.normalize(html)
            let expected = ConformanceNormalization.normalize(example.html)
            let matches = actual == expected
            if matches { passed += 1 }
            switch (matches, known[example.number]) {
            case (false, nil):
                Issue.record(
                    "\(example) differs:\n--- markdown\n\(example.markdown)--- expected\n\(expected)--- actual\n\(actual)"
                )
            case (true, .some(let reason)):
                Issue.record("\(example) now passes; remove it from knownDifferences (\(reason))")
            default: break
            }
        }
        let run = examples.count - skipped
        print(
            "\(file): \(passed)/\(run) examples pass (\(skipped) disabled skipped, \(known.count) listed differences)")
    }
}

/// The normalisation applied to both our HTML and the expected HTML before comparing.
///
/// It undoes only our intended additions and one spelling difference:
/// - `id="…"` on `<h1>`…`<h6>` (our heading ids), the empty `<span id="…"></span>` that opens a
///   heading whose id changed (its old id) and `<a class="heading-anchor" …>#</a>`;
/// - ` />` → `>`: cmark writes void elements XHTML-style (`<hr />`), we write HTML (`<hr>`);
///   `disabled=""`/`checked=""` → `disabled`/`checked` likewise;
/// - the task-list classes (`contains-task-list`, `task-list-item`, `task-list-item-checkbox`),
///   which GitHub's web rendering adds and cmark-gfm does not;
/// - the footnote back-reference's `aria-label` (ours is Russian) and cmark-gfm's
///   `data-footnote-backref-idx`.
///
/// Highlighting spans, figure wrappers and image attributes come from the site's hooks, which
/// this test does not install, so there is nothing of theirs to remove.
enum ConformanceNormalization {
    static func normalize(_ html: String) -> String {
        var result = html
        result = result.replacingOccurrences(
            of: #"<(h[1-6]) id="[^"]*">(<span id="[^"]*"></span>)?"#, with: "<$1>", options: .regularExpression)
        result = result.replacingOccurrences(
            of: #" ?<a class="heading-anchor"[^>]*>#</a>"#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(of: " />", with: ">")
        result = result.replacingOccurrences(of: "disabled=\"\"", with: "disabled")
        result = result.replacingOccurrences(of: "checked=\"\"", with: "checked")
        for taskClass in ["contains-task-list", "task-list-item", "task-list-item-checkbox"] {
            result = result.replacingOccurrences(of: " class=\"\(taskClass)\"", with: "")
        }
        result = result.replacingOccurrences(
            of: #" data-footnote-backref-idx="[^"]*""#, with: "", options: .regularExpression)
        result = result.replacingOccurrences(
            of: #"(data-footnote-backref) aria-label="[^"]*""#, with: "$1", options: .regularExpression)
        return result
    }
}
