import Foundation

/// What `diary list` prints: one tab-separated line per published page, after a header line
/// (`source	url	kind	date	title`).
package enum PageListing {
    /// One published page.
    package struct Page: Sendable, Equatable {
        /// The Markdown file, relative to the content folder.
        package var source: String
        /// The page's address below the site's root, e.g. `/guide/intro/`.
        package var url: String
        /// `entry` (it has a date: feeds, archive, home page) or `page`.
        package var kind: String
        /// `YYYY-MM-DD`, or empty for a page.
        package var date: String
        package var title: String

        package init(source: String, url: String, kind: String, date: String, title: String) {
            self.source = source
            self.url = url
            self.kind = kind
            self.date = date
            self.title = title
        }

        /// The page's file in the output folder, e.g. `guide/intro/index.html`.
        package var file: String {
            let path = url.hasPrefix("/") ? String(url.dropFirst()) : url
            return path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path
        }
    }

    /// The pages of `diary list`'s output (the header line is skipped).
    package static func parse(_ output: String) -> [Page] {
        output.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else { return nil }
            return Page(source: fields[0], url: fields[1], kind: fields[2], date: fields[3], title: fields[4])
        }
    }

    /// `markdown` without its front matter (YAML between `---`, TOML between `+++`, or a JSON
    /// object), so that cmark-gfm sees the body alone.
    package static func withoutFrontMatter(_ markdown: String) -> String {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first?.trimmingCharacters(in: .whitespaces) else { return markdown }
        let closing: (Substring) -> Bool
        switch first {
        case "---": closing = { $0.trimmingCharacters(in: .whitespaces) == "---" || $0 == "..." }
        case "+++": closing = { $0.trimmingCharacters(in: .whitespaces) == "+++" }
        case "{": closing = { $0.hasPrefix("}") }
        default: return markdown
        }
        guard let end = lines.dropFirst().firstIndex(where: closing) else { return markdown }
        // Blank lines keep the body's line numbers.
        return String(repeating: "\n", count: end + 1) + lines[(end + 1)...].joined(separator: "\n")
    }
}
