/// The heading ids DevDiary wrote before it followed GitHub (``HeadingIDs``), kept so links
/// written against them still land: ``HTMLRenderer`` adds an empty anchor with the old id to
/// each heading whose id changed.
///
/// The old slug lowercased the text, kept letters, digits and `_`, turned each run of
/// whitespace, hyphens and en or em dashes into one `-` and dropped other punctuation;
/// repeats got `-1`, `-2` as now.
public enum LegacyHeadingIDs {
    /// The old slug of `text`, `"section"` when it has no letters or digits.
    public static func slug(_ text: String) -> String {
        let slug = slugBody(text)
        return slug.isEmpty ? "section" : slug
    }

    /// The old slug of `text`, empty when it has no letters or digits; footnote ids still use it.
    static func slugBody(_ text: String) -> String {
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

    /// The old id of every heading of `document`, in the order of ``HeadingIDs/ids(for:)``.
    public static func ids(for document: MarkdownDocument) -> [String] {
        HeadingIDs.uniqued(HeadingIDs.headingTexts(in: document.blocks).map(slug))
    }

    /// The extra anchor each heading needs, in the order of `ids`: its old id where that
    /// differs from its id and names nothing else on the page, `nil` otherwise.
    /// - Parameters:
    ///   - ids: The headings' ids (``HeadingIDs/ids(for:)``).
    ///   - legacyIDs: ``ids(for:)`` of the same document.
    ///   - taken: Other ids on the page (kept raw HTML anchors).
    static func aliases(ids: [String], legacyIDs: [String], taken: Set<String>) -> [String?] {
        var used = Set(ids).union(taken)
        return zip(ids, legacyIDs).map { id, legacy in
            guard legacy != id, used.insert(legacy).inserted else { return nil }
            return legacy
        }
    }
}
