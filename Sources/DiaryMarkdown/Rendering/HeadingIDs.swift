/// Stable, readable `id`s for headings, shared by ``HTMLRenderer`` and ``TableOfContents`` so
/// links from the table of contents always match.
public enum HeadingIDs {
    /// The slug for a heading text: lowercased, letters of any script (Cyrillic stays Cyrillic)
    /// and digits kept, whitespace and hyphens turned into single `-`, other punctuation dropped.
    /// Empty results become `"section"`.
    ///
    /// `"Что такое пункт?"` → `"что-такое-пункт"`, `"SwiftUI и UIKit"` → `"swiftui-и-uikit"`.
    public static func slug(_ text: String) -> String {
        let slug = slugBody(text)
        return slug.isEmpty ? "section" : slug
    }

    /// The slug of `text`, empty when `text` has no letters or digits.
    static func slugBody(_ text: String) -> String {
        if let slug = basicSlugBody(text) { return slug }
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "_" {
                if pendingHyphen, !slug.isEmpty { slug += "-" }
                pendingHyphen = false
                slug.append(character)
            } else if character.isWhitespace || character == "-" || character == "\u{2014}" || character == "\u{2013}" {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// ``slugBody(_:)`` on scalars, for text of ASCII and the basic Russian alphabet only (`nil`
    /// for any other text): there every scalar is a `Character` of its own whose lowercase is one
    /// scalar, so both give the same slug. Read and written as UTF-8 bytes.
    private static func basicSlugBody(_ text: String) -> String? {
        let slug =
            text.utf8.withContiguousStorageIfAvailable(basicSlugBytes)
            ?? Array(text.utf8).withUnsafeBufferPointer(basicSlugBytes)
        return slug.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The UTF-8 bytes of ``basicSlugBody(_:)`` for the valid UTF-8 `bytes`.
    private static func basicSlugBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var slug: [UInt8] = []
        slug.reserveCapacity(bytes.count)
        var pendingHyphen = false
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            var value: UInt32
            if lead < 0x80 {
                value = UInt32(lead)
                offset += 1
            } else if lead < 0xE0, offset + 1 < bytes.count {
                value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F)
                offset += 2
            } else {
                return nil  // three bytes or more: no basic Russian letter
            }
            let isLetterOrDigit: Bool
            switch value {
            case 0x41...0x5A, 0x410...0x42F:
                value += 0x20
                isLetterOrDigit = true
            case 0x401:
                value = 0x451
                isLetterOrDigit = true
            case 0x61...0x7A, 0x30...0x39, 0x5F, 0x430...0x44F, 0x451: isLetterOrDigit = true
            case 0x00...0x7F: isLetterOrDigit = false
            default: return nil
            }
            if isLetterOrDigit {
                if pendingHyphen, !slug.isEmpty { slug.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                if value < 0x80 {
                    slug.append(UInt8(value))
                } else {
                    slug.append(0xC0 | UInt8(value >> 6))
                    slug.append(0x80 | UInt8(value & 0x3F))
                }
            } else if (0x09...0x0D).contains(value) || value == 0x20 || value == 0x2D {
                pendingHyphen = true
            }
        }
        return slug
    }

    /// The ids of every heading of `document` (all levels, including headings nested in quotes,
    /// lists and footnotes) in rendering order; repeated slugs get `-1`, `-2`… like GitHub.
    public static func ids(for document: MarkdownDocument) -> [String] {
        var used: [String: Int] = [:]
        var taken: Set<String> = []
        return headingTexts(in: document.blocks).map { text in
            let base = slug(text)
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
