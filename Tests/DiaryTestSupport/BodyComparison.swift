import DiaryMarkdown
import Foundation
import TestSupport

/// Compares an article's body as `diary` published it with cmark-gfm's HTML for the same
/// Markdown, after the documented normalisations: the differences each one removes are the
/// site's own additions (heading anchors, accessible code blocks, typography, page URLs), never a
/// difference in what the Markdown means. Last, both bodies are read as a browser reads them
/// (``normalised(_:)``, through html5lib), so raw HTML is compared as the tree it makes.
package struct BodyComparison: Sendable {
    /// One difference between the two renderings that is by design, and why.
    package struct Normalisation: Sendable {
        package var name: String
        package var reason: String
        fileprivate var rules: [(pattern: String, template: String)]

        fileprivate func apply(to html: String) -> String {
            if name == "GitHub alerts" { return BodyComparison.alertsAsQuotations(html) }
            if name == "emoji" { return BodyComparison.emojiShortcodes(html) }
            return rules.reduce(html) { text, rule in
                text.replacingOccurrences(of: rule.pattern, with: rule.template, options: .regularExpression)
            }
        }
    }

    /// Every normalisation, in the order they are applied, to both sides.
    package static let normalisations: [Normalisation] = [
        Normalisation(
            name: "comments",
            reason: "HTML comments are not published",
            rules: [(#"<!--[\s\S]*?-->"#, "")]),
        Normalisation(
            name: "tag filter",
            reason:
                "cmark-gfm's tagfilter shows `<script>`, `<style>`, `<iframe>`… as text; GitHub's sanitiser, like ours, removes them with their content",
            rules: [
                (
                    #"&lt;(script|style|iframe|textarea|title|xmp|noembed|noframes|plaintext)\b[^<>&]*>[\s\S]*?&lt;/\1>"#,
                    ""
                ),
                (#"<(script|style|iframe|textarea|title|xmp|noembed|noframes|plaintext)\b[\s\S]*?</\1>"#, ""),
            ]),
        Normalisation(
            name: "components",
            reason:
                "other tools' components (Vue's `<TeamPage />`, custom elements) are not HTML: the sanitiser removes their tags",
            rules: [(#"</?(?:[A-Z][A-Za-z0-9]*|[a-z][a-z0-9]*-[a-z0-9-]+)(?:\s[^>]*)?/?>"#, "")]),
        Normalisation(
            name: "math",
            reason:
                "`$…$` and `$$…$$` are typeset to MathML (KaTeX), as GitHub typesets them; cmark-gfm 0.29 leaves the TeX, which the MathML keeps as its annotation",
            rules: [
                (
                    #"<div class="math-display">(?:<span class="katex">)?<math[^>]*>[\s\S]*?<annotation encoding="application/x-tex">([\s\S]*?)</annotation>[\s\S]*?</math>(?:</span>)?</div>"#,
                    #"<p>\$\$$1\$\$</p>"#
                ),
                (
                    #"(?:<span class="katex">)?<math[^>]*display="block"[^>]*>[\s\S]*?<annotation encoding="application/x-tex">([\s\S]*?)</annotation>[\s\S]*?</math>(?:</span>)?"#,
                    #"\$\$$1\$\$"#
                ),
                (
                    #"(?:<span class="katex">)?<math[^>]*>[\s\S]*?<annotation encoding="application/x-tex">([\s\S]*?)</annotation>[\s\S]*?</math>(?:</span>)?"#,
                    #"\$$1\$"#
                ),
            ]),
        Normalisation(
            name: "form controls",
            reason:
                "interactive elements of other tools' demos (`<button>`, `<select>`, `<form>`, `<input>`) are removed, "
                + "their text kept; only a task list's disabled checkbox is an `<input>` on both sides",
            rules: [
                (#"</?(?:button|select|option|form|label|fieldset|legend)\b[^>]*>"#, ""),
                (#"<input\b(?![^>]*\bdisabled\b)[^>]*>"#, ""),
            ]),
        Normalisation(
            name: "GitHub alerts",
            reason:
                "cmark-gfm 0.29 predates GitHub's alerts: it shows `> [!NOTE]` as a quotation, GitHub as a titled callout",
            rules: []),
        Normalisation(
            name: "emoji",
            reason: "emoji shortcodes (`:tada:`) show as the emoji, as on GitHub (gemoji's list)",
            rules: []),
        Normalisation(
            name: "heading anchors",
            reason:
                "every heading gets an id and a '#' link to itself, as on GitHub, and keeps the id it had before as an empty span",
            rules: [
                (#" ?<a class="heading-anchor"[^>]*>#</a>"#, ""),
                (#"<span id="[^"]*"></span>"#, ""),
                (#"<(h[1-6]) id="[^"]*">"#, "<$1>"),
            ]),
        Normalisation(
            name: "raw HTML ids",
            reason:
                "ids written in raw HTML get GitHub's `user-content-` prefix, links to them follow, and `<a name>` is written as `id`",
            rules: [(#"(id|name|href)="(#?)user-content-"#, "$1=\"$2"), (#"<a name="#, "<a id=")]),
        Normalisation(
            name: "framework attributes",
            reason:
                "attributes outside the sanitiser's allow-list (Vue's `v-if`, `v-pre`, `:prop`, `@event`, `data-*`, `style`, `target`) are removed",
            rules: Array(
                repeating: (
                    #"(<[a-zA-Z][^>]*?)\s(?:v-[\w:.-]+|data-[\w-]+|:[\w.-]+|@[\w.-]+|style|target)(?:="[^"]*")?"#, "$1"
                ),
                count: 4)),
        Normalisation(
            name: "code blocks",
            reason:
                "code blocks are keyboard-scrollable groups with a label, Swift is highlighted, and a caption may say whether it compiles",
            rules: [
                (#"<figure class="code">(?:<figcaption class="code-status">[\s\S]*?</figcaption>)?"#, ""),
                (#"</pre>\s*</figure>"#, "</pre>"),
                (#"<pre[^>]*><code"#, "<pre><code"),
                (#"<span class="[^"]*">|</span>"#, ""),
            ]),
        Normalisation(
            name: "dark image variants",
            reason:
                "an image with DocC's dark variant beside it (`name~dark.png`) is a `<picture>` whose `<source>` offers it to dark colour schemes",
            rules: [(#"<picture><source [^>]*media="\(prefers-color-scheme: dark\)">(<img[^>]*>)</picture>"#, "$1")]),
        Normalisation(
            name: "images",
            reason: "images get their size, lazy loading and asynchronous decoding",
            rules: Array(
                repeating: (#"(<img[^>]*?) (?:width|height|loading|decoding)="[^"]*""#, "$1"), count: 4)),
        Normalisation(
            name: "void elements",
            reason: "the site is HTML, not XHTML: `<hr>` and `<br>` need no slash",
            rules: [(#"<(hr|br|img[^>]*?|input[^>]*?) ?/>"#, "<$1>")]),
        Normalisation(
            name: "typography",
            reason:
                "the site's language sets quotes, dashes, ellipses and no-break spaces (cmark-gfm runs without --smart); "
                + "every quote it writes, the nested English ‘…’ too, is typed as `\"`",
            rules: [
                ("[«»“”„‘’]", "\""), ("&quot;", "\""), ("&#39;|&#x27;", "'"), ("[—–]", "-"),
                ("-{2,3}", "-"),
                ("\u{00A0}|&nbsp;|\u{202F}", " "), ("…", "..."),
            ]),
        Normalisation(
            name: "internal link targets",
            reason:
                "a relative link to a Markdown file, a DocC `doc:` link or an image points at its published URL",
            rules: [(##"(href|src)="(?!(?!doc:)[a-z][a-z0-9+.-]*:|#)[^"#]*"##, "$1=\"")]),
        Normalisation(
            name: "white space between tags",
            reason: "line breaks between block elements differ and do not render",
            rules: [(#"\s+"#, " "), (#"> <"#, "><"), (#"^ | $"#, "")]),
        Normalisation(
            name: "task lists",
            reason:
                "task lists get GitHub's classes (`contains-task-list`, `task-list-item`), and a checkbox is compared by whether it is checked",
            rules: [
                (#" class="(?:contains-task-list|task-list-item|task-list-item-checkbox)""#, ""),
                (#"<input(?=[^>]*\bchecked)[^>]*>"#, "[x]"),
                (#"<input[^>]*type="checkbox"[^>]*>"#, "[ ]"),
            ]),
        Normalisation(
            name: "table bodies",
            reason: "a table's rows are written inside the `<tbody>` a browser would add",
            rules: [(#"</?tbody>"#, "")]),
        Normalisation(
            name: "row headers",
            reason:
                "a table whose top-left cell is empty gets row headers (`<th scope=\"row\">`) for screen readers",
            rules: [
                (#"<th scope="row"([^>]*)>([\s\S]*?)</th>"#, "<td$1>$2</td>"),
                (#"<thead><tr><td([^>]*)></td>"#, "<thead><tr><th$1></th>"),
            ]),
    ]

    /// cmark-gfm's HTML for the Markdown file at `file`, with GitHub's extensions and raw HTML
    /// kept (`--unsafe`).
    package static func cmarkHTML(of file: URL) throws -> String {
        let extensions = ["table", "strikethrough", "autolink", "tagfilter", "tasklist", "footnotes"]
        let run = try ProcessRun.run(
            URL(fileURLWithPath: "/usr/bin/cmark-gfm"), ["--unsafe"] + extensions.flatMap { ["-e", $0] } + [file.path],
            timeout: 60)
        return run.stdout
    }

    /// Whether cmark-gfm's command line is installed.
    package static var cmarkIsInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/cmark-gfm") }

    /// GitHub's alert callouts written back as the quotations cmark-gfm 0.29 makes of them:
    /// `<div class="markdown-alert markdown-alert-note" …><p class="markdown-alert-title">Note</p><p>`
    /// becomes `<blockquote><p>[!NOTE] ` and its matching `</div>` becomes `</blockquote>`.
    static func alertsAsQuotations(_ html: String) -> String {
        var text = html
        let opening =
            #/<div class="markdown-alert markdown-alert-(\w+)"[^>]*>\s*<p class="markdown-alert-title">[\s\S]*?</p>\s*/#
        while let match = text.firstMatch(of: opening) {
            let marker = "[!\(match.output.1.uppercased())]"
            var depth = 1
            var index = match.range.upperBound
            while depth > 0, index < text.endIndex {
                if text[index...].hasPrefix("</div>") {
                    depth -= 1
                    if depth == 0 { break }
                } else if text[index...].hasPrefix("<div") {
                    depth += 1
                }
                index = text.index(after: index)
            }
            guard index < text.endIndex else { break }
            text.replaceSubrange(index..<text.index(index, offsetBy: 6), with: "</blockquote>")
            let rest = text[match.range.upperBound...]
            let replacement = rest.hasPrefix("<p>") ? "<blockquote><p>\(marker) " : "<blockquote><p>\(marker)</p>"
            let end = rest.hasPrefix("<p>") ? text.index(match.range.upperBound, offsetBy: 3) : match.range.upperBound
            text.replaceSubrange(match.range.lowerBound..<end, with: replacement)
        }
        return text
    }

    /// GitHub's emoji shortcodes (`:tada:`) as the emoji GitHub shows; cmark-gfm leaves the code.
    static func emojiShortcodes(_ html: String) -> String {
        html.replacing(#/:([a-z0-9_+-]+):/#) { match in
            EmojiShortcodes.emoji(named: String(match.output.1)) ?? String(match.output.0)
        }
    }

    /// `html` with every textual normalisation applied, before it is read as a browser would.
    package static func normalisedText(_ html: String) -> String {
        normalisations.reduce(html) { $1.apply(to: $0) }
    }

    /// Each of `bodies` with every normalisation applied, then read as a browser reads it
    /// (``HTML5Fragments``): both sides of a comparison are HTML a browser builds a tree from, so
    /// two bodies that give the same tree compare equal. cmark-gfm passes raw HTML through as
    /// written (VitePress's `<sup class="vt-badge" />` is an open `<sup>` in any browser), while
    /// the sanitiser writes out the end tags a browser implies; read as trees, they agree.
    /// - Throws: ``HTML5FragmentsUnavailable`` when html5lib cannot run.
    package static func normalised(_ bodies: [String]) throws -> [String] {
        try HTML5Fragments.serialised(bodies.map(normalisedText))
    }

    /// The first place two normalised bodies differ, with some context, or nil if they are equal.
    package static func firstDifference(ours: String, reference: String) -> String? {
        guard ours != reference else { return nil }
        let a = Array(ours)
        let b = Array(reference)
        var index = 0
        while index < min(a.count, b.count), a[index] == b[index] { index += 1 }
        let from = max(0, index - 80)
        return
            "ours: …\(String(a[from..<min(a.count, index + 120)]))…\ncmark-gfm: …\(String(b[from..<min(b.count, index + 120)]))…"
    }

    /// cmark-gfm's HTML with each DocC `doc:Name` link that has no text of its own (`<doc:Name>`,
    /// `[](doc:Name)`) showing the title of the page made from `Name.md`, as DocC and the site
    /// show it; cmark-gfm shows the destination.
    /// - Parameter titles: Page titles by their file's name without extension, lowercased.
    package static func docLinkTitles(_ html: String, titles: [String: String]) -> String {
        let pattern = try! NSRegularExpression(pattern: #"<a href="(doc:[^"]*)"([^>]*)>(doc:[^<]*)?</a>"#)
        var result = html
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).reversed() {
            guard let range = Range(match.range, in: html), let destination = Range(match.range(at: 1), in: html)
            else { continue }
            let written = String(html[destination])
            if let text = Range(match.range(at: 3), in: html), html[text] != written { continue }
            let path = written.dropFirst(4).split(separator: "#").first.map(String.init) ?? ""
            guard let name = path.split(separator: "/").last, let title = titles[name.lowercased()] else { continue }
            let escaped = title.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            let attributes = Range(match.range(at: 2), in: html).map { String(html[$0]) } ?? ""
            result.replaceSubrange(
                Range(match.range, in: result) ?? range, with: "<a href=\"\(written)\"\(attributes)>\(escaped)</a>")
        }
        return result
    }
}
