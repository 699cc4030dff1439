/// Heading `id`s as GitHub computes them (its `html-pipeline` table-of-contents filter, which
/// github-slugger copies), shared by ``HTMLRenderer`` and ``TableOfContents`` so links from the
/// table of contents always match, and links written against GitHub land here too.
public enum HeadingIDs {
    /// The slug for a heading text, GitHub's way: lowercased; every code point that is not a
    /// letter, a mark, a decimal or letter number, a connector (`_`), `-` or a space removed;
    /// then each space turned into `-` (runs are not collapsed). Empty results become
    /// `"section"` (GitHub leaves the id empty).
    ///
    /// `"Что такое пункт?"` → `"что-такое-пункт"`, `"Ёлки — палки"` → `"ёлки--палки"`; leading
    /// and trailing whitespace is ignored, as the parser leaves none.
    public static func slug(_ text: String) -> String {
        let slug = slugBody(text)
        return slug.isEmpty ? "section" : slug
    }

    /// The slug of `text`, empty when nothing of it is kept.
    static func slugBody(_ text: String) -> String {
        var slug = String.UnicodeScalarView()
        // The heading's text as GitHub has it: the parser trims it.
        for scalar in text.trimmingWhitespace.lowercased().unicodeScalars {
            if scalar == " " {
                slug.append("-")
            } else if scalar == "-" || isWordScalar(scalar) {
                slug.append(scalar)
            }
        }
        return String(slug)
    }

    /// Whether Ruby's `\p{Word}` holds `scalar`: letters, marks, decimal and letter numbers,
    /// connector punctuation.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
                || value == 0x5F
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .connectorPunctuation:
            return true
        default:
            return false
        }
    }

    /// `slugs` with repeats made unique like github-slugger: the second `x` becomes `x-1`, the
    /// third `x-2`, skipping any that an earlier heading already has.
    static func uniqued(_ slugs: [String]) -> [String] {
        var used: [String: Int] = [:]
        var taken: Set<String> = []
        return slugs.map { base in
            var candidate = base
            while taken.contains(candidate) {
                let count = (used[base] ?? 0) + 1
                used[base] = count
                candidate = "\(base)-\(count)"
            }
            taken.insert(candidate)
            return candidate
        }
    }

    /// The ids of every heading of `document` (all levels, including headings nested in quotes,
    /// lists and footnotes) in rendering order; repeated slugs get `-1`, `-2`… like GitHub.
    public static func ids(for document: MarkdownDocument) -> [String] {
        uniqued(headingTexts(in: document.blocks).map(slug))
    }

    /// The plain text of every heading in rendering order.
    static func headingTexts(in blocks: [Block]) -> [String] {
        blocks.flatMap { block -> [String] in
            switch block {
            case .heading(_, let inlines, _): [inlines.plainText]
            case .blockQuote(let children, _): headingTexts(in: children)
            case .list(let list, _): list.items.flatMap { headingTexts(in: $0.blocks) }
            case .footnoteDefinition(let definition, _): headingTexts(in: definition.blocks)
            case .paragraph, .codeBlock, .htmlBlock, .thematicBreak, .table: []
            }
        }
    }
}

/// The h2/h3 outline of a document, for an article's table of contents.
public struct TableOfContents: Sendable, Equatable {
    /// One heading of the outline.
    public struct Entry: Sendable, Equatable {
        /// The heading level (2 or 3 by default).
        public var level: Int
        /// The heading's `id`, as ``HTMLRenderer`` writes it.
        public var id: String
        /// The heading's plain text (apply ``RussianTypography`` before showing it if wanted).
        public var text: String

        /// Creates an entry.
        public init(level: Int, id: String, text: String) {
            self.level = level
            self.id = id
            self.text = text
        }
    }

    /// The entries in document order.
    public var entries: [Entry]

    /// Extracts the top-level headings of `levels` from `document`.
    /// - Parameters:
    ///   - document: The parsed article.
    ///   - levels: Which heading levels to keep; h2 and h3 by default.
    ///   - headingIDs: ``HeadingIDs/ids(for:)`` of `document`, when the caller has them.
    public init(document: MarkdownDocument, levels: ClosedRange<Int> = 2...3, headingIDs: [String]? = nil) {
        var ids = (headingIDs ?? HeadingIDs.ids(for: document)).makeIterator()
        var entries: [Entry] = []
        for block in document.blocks {
            // Nested headings consume ids too, so walk them to keep the ids aligned.
            let nestedCount = HeadingIDs.headingTexts(in: [block]).count
            guard case .heading(let level, let inlines, _) = block else {
                for _ in 0..<nestedCount { _ = ids.next() }
                continue
            }
            let id = ids.next() ?? HeadingIDs.slug(inlines.plainText)
            if levels.contains(level) { entries.append(Entry(level: level, id: id, text: inlines.plainText)) }
        }
        self.entries = entries
    }
}
