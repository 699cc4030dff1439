import DiaryContent
import FrontMatter

/// Typed access to the front matter's top-level mapping. A value that cannot be used is a
/// warning naming its line and the fallback taken (an error only under `--strict`), so front
/// matter written for another generator never stops a build.
struct FrontMatterFields {
    var path: String
    var entries: [(key: String, value: YAMLNode)]
    /// The line for problems about a field that is absent: the front matter's first line.
    var fallbackLine: Int
    /// The problems found so far, in the order the fields were read.
    var warnings: [Diagnostic] = []

    func node(_ key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    private mutating func warn(_ node: YAMLNode?, _ message: String) {
        warnings.append(
            Diagnostic(.warning, file: path, line: node?.line ?? fallbackLine, column: node?.column, message: message))
    }

    /// A text field: `nil` when absent, and with a warning when empty or not text.
    /// - Parameter fallback: What is used instead, for the warning.
    mutating func text(_ key: String, fallback: String) -> String? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node.value, !node.isNull, !text.trimmed.isEmpty else {
            let what = node.scalar != nil ? "is empty" : "is not a text"
            warn(
                node,
                "'\(key)' \(what); \(fallback) is used instead: write '\(key): …' with the text or remove the line")
            return nil
        }
        return text.trimmed
    }

    /// A date field: `nil` when absent, and with a warning when it is not a date we read.
    mutating func date(_ key: String, fallback: String) -> ArticleDate? {
        guard let node = node(key), !node.isNull else { return nil }
        guard case .scalar(let text, _) = node.value,
            let date = ArticleDate(text.trimmed) ?? JekyllDateText.rfc3339(text.trimmed).flatMap(ArticleDate.init)
        else {
            warn(
                node,
                "'\(key)' is not a date like 2023-06-08, 2023-06-08T10:30:00+03:00 or 2023-06-08 10:30; \(fallback)")
            return nil
        }
        return date
    }

    /// Tags as URL segments (`Swift UI` becomes `swift-ui`, `Кнопки` becomes `knopki`); items that
    /// are not words, or have no letters or digits, are left out with a warning.
    mutating func tags(_ key: String) -> [String] {
        stringList(key).compactMap { item in
            let slug = Slug.make(from: item.text)
            if slug.isEmpty {
                warn(
                    item.node,
                    "tag '\(item.text)' has no letters or digits to make a URL from, so it is left out; "
                        + "use words like swiftui or layout")
                return nil
            }
            return slug
        }
    }

    /// A list field that also accepts a single value (`tags: swift`); items that are not text are
    /// left out with a warning.
    mutating func stringList(_ key: String) -> [(text: String, node: YAMLNode)] {
        guard let node = node(key) else { return [] }
        switch node.value {
        case .scalar(let text, _):
            return text.trimmed.isEmpty || node.isNull ? [] : [(text.trimmed, node)]
        case .sequence(let items):
            var values: [(String, YAMLNode)] = []
            for item in items {
                guard case .scalar(let text, _) = item.value, !text.trimmed.isEmpty else {
                    warn(item, "an item of '\(key)' is not a plain word, so it is left out")
                    continue
                }
                values.append((text.trimmed, item))
            }
            return values
        case .mapping:
            warn(node, "'\(key)' must be a word or a list like [a, b]; it is ignored")
            return []
        }
    }

    /// `slug:` when given, else `derived` (from the file name). A slug with other characters than
    /// lowercase Latin letters, digits and `-` (Hugo's `slug: hugo_build`) is normalised with a
    /// warning: `hugo-build`.
    /// - Throws: When neither gives a URL: nothing to fall back on.
    mutating func slug(derived: String) throws(DiaryError) -> String {
        if let node = node("slug"), let text = node.scalar.map(\.trimmed), !node.isNull, !text.isEmpty {
            if SiteModel.isSlug(text) { return text }
            let normalised = Slug.make(from: text)
            if !normalised.isEmpty {
                warn(
                    node,
                    "'slug' may hold only lowercase Latin letters, digits and '-', so '\(text)' becomes "
                        + "'\(normalised)'; write 'slug: \(normalised)' to say so")
                return normalised
            }
            if !derived.isEmpty {
                warn(node, "'slug' has no letters or digits to make a URL from; the file name gives '\(derived)'")
                return derived
            }
        } else if let node = node("slug") {
            warn(node, "'slug' is empty or not a text; the file name gives the URL")
        }
        guard !derived.isEmpty else {
            throw DiaryError(
                file: path, line: fallbackLine,
                "cannot make a URL from the file name; add 'slug:' with lowercase Latin letters, digits and '-'")
        }
        return derived
    }

    /// `aliases: [/old/path/]`: site paths that redirect to the article, without the leading and
    /// trailing `/`. Names that are not paths (Obsidian's `aliases` are other names of a note) are
    /// left out, with one warning naming them.
    mutating func aliases() -> [String] {
        var paths: [String] = []
        var names: [String] = []
        for item in stringList("aliases") {
            let segments = item.text.split(separator: "/")
            let valid =
                !segments.isEmpty
                && segments.allSatisfy { segment in
                    segment != "." && segment != ".."
                        && segment.unicodeScalars.allSatisfy {
                            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                                || "-_.".unicodeScalars.contains($0)
                        }
                }
            if valid { paths.append(segments.joined(separator: "/")) } else { names.append("'\(item.text)'") }
        }
        if !names.isEmpty {
            let what =
                names.count == 1
                ? "alias \(names[0]) is not a path on this site like /old/path/ (Latin letters, digits, '-', '_', "
                    + "'.'), so no redirect is made for it"
                : "aliases \(names.joined(separator: ", ")) are not paths on this site like /old/path/ (Latin "
                    + "letters, digits, '-', '_', '.'), so no redirect is made for them"
            warn(node("aliases"), what)
        }
        return paths
    }

    /// A positive whole number (`part`), or `nil` with a warning.
    mutating func positiveNumber(_ key: String, meaning: String) -> Int? {
        guard let node = node(key), !node.isNull else { return nil }
        guard let text = node.scalar, let number = Int(text.trimmed), number > 0 else {
            warn(node, "'\(key)' must be a positive whole number (\(meaning)); it is ignored")
            return nil
        }
        return number
    }

    /// The page's place among its siblings: `weight` (Hugo), `nav_order` (Just the Docs) or
    /// `sidebar_position` (Docusaurus), the first one given.
    mutating func weight() -> Int? {
        for key in ["weight", "nav_order", "sidebar_position"] {
            guard let node = node(key), !node.isNull else { continue }
            guard let text = node.scalar, let number = Int(text.trimmed) else {
                warn(node, "'\(key)' must be a whole number (the page's place among its siblings); it is ignored")
                continue
            }
            return number
        }
        return nil
    }

    /// `true` or `false`; anything else is `absent` with a warning.
    mutating func bool(_ key: String, absent: Bool = false) -> Bool {
        guard let node = node(key), !node.isNull else { return absent }
        guard let text = node.scalar, let value = Bool(text.trimmed.lowercased()) else {
            warn(node, "'\(key)' must be true or false; it is taken as \(absent)")
            return absent
        }
        return value
    }

    mutating func status() -> Article.Status {
        guard let node = node("status"), !node.isNull else { return .published }
        guard let text = node.scalar, let status = Article.Status(rawValue: text.trimmed) else {
            warn(node, "'status' must be 'published' or 'planned'; the article is published")
            return .published
        }
        return status
    }
}
