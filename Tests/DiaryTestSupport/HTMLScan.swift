import Foundation

/// Rough, regular-expression reading of the generator's own HTML and CSS:
/// enough to follow every link and find every id, without an HTML parser.
package enum HTMLScan {
    /// Every URL a page references: `href`, `src`, `action`, `data-index`
    /// values and each `srcset` candidate, with entities decoded.
    package static func references(in html: String) -> [String] {
        var urls: [String] = []
        for match in html.matches(of: #/\s(href|src|action|data-index|srcset)="([^"]*)"/#) {
            let value = decodeEntities(String(match.output.2))
            if match.output.1 == "srcset" {
                urls += value.split(separator: ",").compactMap { candidate in
                    candidate.split(separator: " ").first.map(String.init)
                }
            } else {
                urls.append(value)
            }
        }
        return urls
    }

    /// The values of every `id` attribute.
    package static func ids(in html: String) -> Set<String> {
        Set(html.matches(of: #/\sid="([^"]*)"/#).map { decodeEntities(String($0.output.1)) })
    }

    /// The URLs of `url(…)` in a style sheet, quotes removed.
    package static func cssURLs(in css: String) -> [String] {
        css.matches(of: #/url\(\s*["']?([^"')]*)["']?\s*\)/#).map { String($0.output.1) }
    }

    /// The rendered Markdown of an article or section page: the HTML the template puts between
    /// `<div class="article-body">` and that element's `</div>`, or nil when the page has no body.
    /// The end is the last `</div>` before what the template writes after the body (the article's
    /// navigation, a section's page list), so a `</div>` written in the Markdown cannot end it early.
    package static func articleBody(of html: String) -> String? {
        guard let start = html.range(of: "<div class=\"article-body\">") else { return nil }
        let after = ["<nav class=\"article-nav\"", "<ul class=\"section-pages\""].compactMap {
            html.range(of: $0, range: start.upperBound..<html.endIndex)?.lowerBound
        }
        let limit = after.min() ?? html.endIndex
        guard let end = html.range(of: "</div>", options: .backwards, range: start.upperBound..<limit) else {
            return nil
        }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// The HTML without the named elements and everything inside them.
    package static func removingElements(_ names: [String], from html: String) -> String {
        var result = html
        for name in names {
            let pattern = try! Regex("<\(name)[\\s>][\\s\\S]*?</\(name)>")
            result.replace(pattern, with: "")
        }
        return result
    }

    /// The text of the HTML: tags removed, entities left as written.
    package static func strippingTags(_ html: String) -> String {
        html.replacing(#/<[^>]*>/#, with: "")
    }

    package static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
