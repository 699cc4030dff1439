import DiaryMarkdown
import TestSupport
import Testing

/// Runs cmark-gfm's `smart_punct.txt` (from `../shared/spec/cmark-gfm/`) through our renderer with
/// the Russian typography on.
///
/// Our typography has no English mode, so the expected HTML is first written in our conventions:
/// `“…”` becomes `«…»` (Russian quotes where English has double quotes; the file never nests
/// double quotes), and `‘`, `’` become `'` (Russian rules leave single quotes and apostrophes as
/// typed: Russian prose has no single quotes, and English words keep the apostrophe the author
/// typed). What is compared is then where double quotes open and close, which escapes are kept
/// and what happens to dashes and dots. The examples that still differ are in ``knownDifferences``
/// with the reason; the test fails on an unlisted difference and on a listed example that passes.
@Suite("cmark-gfm smart_punct.txt through the Russian typography")
struct SmartPunctuationTests {
    /// Examples our Russian rules treat differently on purpose, by number, with why.
    static let knownDifferences: [Int: String] = [
        12: "dashes: `--` and `---` become an em dash (with a no-break space before it) only when they stand "
            + "between spaces, as a Russian dash does; `em---em`, `en--en` and `2--3` keep their hyphens (flags, "
            + "ranges and identifiers in a developer's diary), and there is no en dash",
        13: "dashes: runs of hyphens inside or after words are not dashes in Russian prose, so `two--` … "
            + "`thirteen-------------.` stay as typed instead of becoming en and em dash sequences",
        15: "ellipses: only exactly three dots become `…`; the run of four in `and....` stays, where smart "
            + "punctuation makes `….`",
    ]

    @Test("every example renders as cmark-gfm's smart punctuation does, or is a listed difference")
    func smartPunctuation() {
        guard let examples = SpecExamples.examples(in: "smart_punct.txt") else { return }
        #expect(examples.count == 16, "smart_punct.txt has 16 examples")
        let renderer = HTMLRenderer(appliesTypography: true, addsHeadingAnchors: false, rawHTML: .unsafe)
        var passed = 0
        for example in examples {
            let actual = renderer.render(MarkdownParser.parse(example.markdown))
            let expected = Self.inOurConventions(example.html)
            let matches = actual == expected
            if matches { passed += 1 }
            switch (matches, Self.knownDifferences[example.number]) {
            case (false, nil):
                Issue.record(
                    "\(example) differs:\n--- markdown\n\(example.markdown)--- expected\n\(expected)--- actual\n\(actual)"
                )
            case (true, .some(let reason)):
                Issue.record("\(example) now passes; remove it from knownDifferences (\(reason))")
            default: break
            }
        }
        print(
            "smart_punct.txt: \(passed)/\(examples.count) examples pass (\(Self.knownDifferences.count) listed differences)"
        )
    }

    /// The expected HTML with English quotes written as our rules write them.
    static func inOurConventions(_ html: String) -> String {
        var result = ""
        for character in html {
            switch character {
            case "\u{201C}": result.append("«")
            case "\u{201D}": result.append("»")
            case "\u{2018}", "\u{2019}": result.append("'")
            default: result.append(character)
            }
        }
        return result
    }
}
