import DiaryMarkdown

/// What an article's body offers when the front matter leaves out `title` or
/// `summary`, as content written for other generators often does: the first
/// `# heading` and the first paragraph.
///
/// The body is parsed only when one of them is asked for, and only once.
final class BodyFallbacks {
    private let markdown: String
    private let firstLine: Int

    /// - Parameter firstLine: The file line of the body's first line.
    init(markdown: String, firstLine: Int) {
        self.markdown = markdown
        self.firstLine = firstLine
    }

    /// The text of the body's first level-1 heading, when the body starts with one (only blank
    /// lines or raw HTML blocks before it: comments, VitePress's `<script setup>`, a README's
    /// badges).
    var firstHeading: String? { leadingHeading?.text }

    /// The file line of that heading.
    var firstHeadingLine: Int? { leadingHeading?.line }

    private var leadingHeading: (text: String, line: Int)? {
        guard case .heading(1, let inlines, let position) = document.blocks.first(where: { !$0.isHTMLBlock }) else {
            return nil
        }
        let text = Self.withoutAttributes(inlines.plainText.trimmed)
        return text.isEmpty ? nil : (text, position.line)
    }

    /// `Title {#id}` without its trailing attribute block, as VitePress, Hugo and Pandoc write
    /// a heading's id or classes (`{#id}`, `{.class}`).
    static func withoutAttributes(_ title: String) -> String {
        guard title.hasSuffix("}"), let open = title.lastIndex(of: "{"),
            title[title.index(after: open)...].first.map({ $0 == "#" || $0 == "." }) == true,
            open > title.startIndex, title[title.index(before: open)] == " "
        else { return title }
        return String(title[..<open]).trimmed
    }

    /// The plain text of the first paragraph, cut at a word boundary to about 200 characters.
    var firstParagraph: String? {
        for block in document.blocks {
            guard case .paragraph(let inlines, _) = block else { continue }
            let text = inlines.plainText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !text.isEmpty else { continue }
            guard text.count > 200 else { return text }
            let cut = text.prefix(200)
            return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) + "…"
        }
        return nil
    }

    /// The body, parsed the first time it is needed (with file lines).
    private(set) lazy var document: MarkdownDocument = MarkdownParser.parse(markdown, firstLine: firstLine)
}

extension Block {
    /// A raw HTML block (a comment, a script, an image row): not the start of the text.
    fileprivate var isHTMLBlock: Bool {
        if case .htmlBlock = self { true } else { false }
    }
}
