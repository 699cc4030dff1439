import DiaryContent
import FrontMatter

/// Turns an article's front matter into an ``Article``, with a diagnostic
/// naming the line and the fix for every missing or malformed field.
struct ArticleDecoder {
    var path: String
    var slug: String
    var folderPath: String

    /// Fields the decoder understands; anything else is a likely typo.
    /// Longer titles get cut in search results and feed readers.
    static let maximumTitleLength = 70

    static let knownFields: Set<String> = [
        "title", "date", "updated", "lastmod", "summary", "description", "tags", "categories", "keywords", "part",
        "module", "draft", "status", "slug", "aliases",
    ]

    /// - Returns: The article and the warnings (such as unknown fields) its front matter raised.
    func decode(_ source: ArticleSource) throws(DiaryError) -> (Article, [Diagnostic]) {
        let parsed: YAMLNode?
        do {
            parsed = try FrontMatter.parse(source)
        } catch {
            throw DiaryError([error])
        }
        guard let root = parsed else {
            // A documentation folder or a GitHub wiki: pages without front matter build, with one warning.
            var fields = Fields(path: path, entries: [], fallbackLine: 1)
            let body = BodyFallbacks(markdown: source.body)
            return try makeArticle(
                from: &fields, body: body, bodyStartLine: source.bodyLines.firstFileLine, hasFrontMatter: false,
                bodyText: source.body)
        }
        guard case .mapping(let entries) = root.value else {
            throw DiaryError(
                file: path, line: root.line, "front matter must be a mapping of 'key: value' lines")
        }
        var fields = Fields(path: path, entries: entries, fallbackLine: source.frontMatterStartLine)
        let body = BodyFallbacks(markdown: source.body)
        return try makeArticle(
            from: &fields, body: body, bodyStartLine: source.bodyLines.firstFileLine, bodyText: source.body)
    }

    private func makeArticle(
        from fields: inout Fields, body: BodyFallbacks, bodyStartLine: Int, hasFrontMatter: Bool = true,
        bodyText: String
    ) throws(DiaryError) -> (Article, [Diagnostic]) {
        var problems: [Diagnostic] = fields.unknownFieldWarnings(known: Self.knownFields)
        if !hasFrontMatter {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: 1,
                    message:
                        "no front matter: the title comes from the first '# heading' (else the file name), the summary "
                        + "from the first paragraph, and without a date the page is listed after dated ones and left "
                        + "out of the feeds; start the file with '---', 'title: …', 'date: YYYY-MM-DD', 'summary: …', '---'"
                ))
        }
        let status = collect(&problems) { () throws(DiaryError) in try fields.status() } ?? .published
        let explicitTitle = collect(&problems) { () throws(DiaryError) in try fields.optionalString("title") } ?? nil
        let headingTitle = explicitTitle == nil ? body.firstHeading : nil
        let title = explicitTitle ?? headingTitle ?? fileTitle
        let explicitSummary = collect(&problems) { () throws(DiaryError) -> String? in
            if let summary = try fields.optionalString("summary") { return summary }
            return try fields.optionalString("description")
        }
        let summary = (explicitSummary ?? nil) ?? body.firstParagraph ?? ""
        if hasFrontMatter, fields.node("title") == nil, headingTitle == nil {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: fields.fallbackLine,
                    message:
                        "no 'title' and no '# heading' to take it from; the page is titled '\(title)': add 'title: …' to the front matter"
                ))
        }
        if hasFrontMatter, fields.node("summary") == nil, fields.node("description") == nil {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: fields.fallbackLine,
                    message:
                        "no 'summary'; lists, feeds and search show the first paragraph instead: add 'summary: …' with one or two sentences"
                ))
        }
        let date = collect(&problems) { () throws(DiaryError) in try fields.optionalDate("date") }
        if hasFrontMatter, status == .published, fields.node("date") == nil {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: fields.fallbackLine,
                    message:
                        "no 'date': the article shows no date, is listed after dated ones and is left out of the "
                        + "feeds; add 'date: YYYY-MM-DD'"))
        }
        let updated = collect(&problems) { () throws(DiaryError) -> ArticleDate? in
            if let updated = try fields.optionalDate("updated") { return updated }
            return try fields.optionalDate("lastmod")
        }
        let tags =
            collect(&problems) { () throws(DiaryError) -> [String] in
                var tags: [String] = []
                for key in ["tags", "categories", "keywords"] { tags += try fields.tagList(key) }
                return Self.unique(tags)
            } ?? []
        let slug = collect(&problems) { () throws(DiaryError) in try fields.slug(derived: self.slug) } ?? self.slug
        let aliases = collect(&problems) { () throws(DiaryError) in try fields.aliases() } ?? []
        // The sample extractor reads `module` with the same function, so check and build agree.
        let modules =
            collect(&problems) { () throws(DiaryError) -> [String] in
                do throws(Diagnostic) {
                    return try ModuleList.names(in: fields.node("module"), path: path)
                } catch {
                    throw DiaryError([error])
                }
            } ?? []
        let part = collect(&problems) { () throws(DiaryError) in try fields.part() } ?? nil
        let draft = collect(&problems) { () throws(DiaryError) in try fields.bool("draft") } ?? false
        if title.count > Self.maximumTitleLength {
            problems.append(
                Diagnostic(
                    .warning, file: path,
                    line: fields.node("title")?.line
                        ?? body.firstHeadingLine.map(BodyLines(firstFileLine: bodyStartLine).fileLine),
                    message:
                        "title is \(title.count) characters long; keep it within \(Self.maximumTitleLength) so it fits search results and feeds"
                ))
        }
        problems += ArticleCharacters(path: path).problems(
            title: title,
            titleLine: fields.node("title")?.line
                ?? body.firstHeadingLine.map(BodyLines(firstFileLine: bodyStartLine).fileLine),
            summary: explicitSummary ?? nil,
            summaryLine: (fields.node("summary") ?? fields.node("description"))?.line,
            body: bodyText, bodyLines: BodyLines(firstFileLine: bodyStartLine))
        if problems.contains(where: { $0.severity == .error }) {
            throw DiaryError(problems)
        }
        let lines = Dictionary(fields.entries.map { ($0.key, $0.value.line) }, uniquingKeysWith: { first, _ in first })
        let article = Article(
            slug: slug, title: title, date: date ?? nil, summary: summary, tags: tags, part: part,
            modules: modules, isDraft: draft, status: status, sourcePath: path, folderPath: folderPath,
            bodyStartLine: bodyStartLine, titleIsFirstHeading: headingTitle != nil, updated: updated ?? nil,
            aliases: aliases, fieldLines: lines)
        return (article, problems)
    }

    /// The title when neither the front matter nor a heading gives one: the file or folder name.
    private var fileTitle: String {
        let name = (path.hasSuffix("/index.md") ? String(path.dropLast("/index.md".count)) : path)
        let last = name.split(separator: "/").last.map(String.init) ?? name
        return last.hasSuffix(".md") ? String(last.dropLast(3)) : last
    }

    private static func unique(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.filter { seen.insert($0).inserted }
    }

    /// Runs one field's decoding, keeping its diagnostics so every problem of
    /// the front matter is reported at once.
    private func collect<T>(_ problems: inout [Diagnostic], _ body: () throws(DiaryError) -> T) -> T? {
        do {
            return try body()
        } catch {
            problems += error.diagnostics
            return nil
        }
    }
}

/// Typed access to the front matter's top-level mapping.
private struct Fields {
    var path: String
    var entries: [(key: String, value: YAMLNode)]
    var fallbackLine: Int

    func node(_ key: String) -> YAMLNode? {
        entries.first { $0.key == key }?.value
    }

    func unknownFieldWarnings(known: Set<String>) -> [Diagnostic] {
        entries.filter { !known.contains($0.key) }.map { entry in
            let guess = known.min { editDistance(entry.key, $0) < editDistance(entry.key, $1) }
            let suggestion = guess.map { editDistance(entry.key, $0) <= 2 ? " (did you mean '\($0)'?)" : "" } ?? ""
            return Diagnostic(
                .warning, file: path, line: entry.value.line,
                message:
                    "unknown front matter field '\(entry.key)'\(suggestion); it is ignored. Known fields are \(known.sorted().joined(separator: ", "))"
            )
        }
    }

    /// A text field, when present; present but empty or not text is an error.
    func optionalString(_ key: String) throws(DiaryError) -> String? {
        guard node(key) != nil else { return nil }
        return try requiredString(key)
    }

    /// Tags as URL segments: `Swift UI` becomes `swift-ui`, `Кнопки` becomes `knopki`.
    func tagList(_ key: String) throws(DiaryError) -> [String] {
        try stringList(key).map { (tag) throws(DiaryError) -> String in
            let slug = Slug.make(from: tag)
            guard !slug.isEmpty else {
                throw DiaryError(
                    file: path, line: node(key)?.line,
                    "tag '\(tag)' has no letters or digits to make a URL from; use words like swiftui or layout")
            }
            return slug
        }
    }

    func requiredString(_ key: String) throws(DiaryError) -> String {
        guard let node = node(key) else {
            throw DiaryError(
                file: path, line: fallbackLine, "missing required field '\(key)'; add '\(key): …' to the front matter")
        }
        guard case .scalar(let text, _) = node.value, !text.trimmed.isEmpty else {
            throw DiaryError(file: path, line: node.line, column: node.column, "'\(key)' must be a non-empty text")
        }
        return text.trimmed
    }

    /// A date field, when present.
    func optionalDate(_ key: String) throws(DiaryError) -> ArticleDate? {
        guard let node = node(key) else { return nil }
        guard case .scalar(let text, _) = node.value, let date = ArticleDate(text.trimmed) else {
            throw DiaryError(
                file: path, line: node.line, column: node.column,
                "'\(key)' must be a date like 2023-06-08, 2023-06-08T10:30:00+03:00 or 2023-06-08 10:30")
        }
        return date
    }

    /// A list field that also accepts a single value (`module: Buttons`).
    func stringList(_ key: String) throws(DiaryError) -> [String] {
        guard let node = node(key) else { return [] }
        switch node.value {
        case .scalar(let text, _):
            return text.trimmed.isEmpty ? [] : [text.trimmed]
        case .sequence(let items):
            var values: [String] = []
            for item in items {
                guard case .scalar(let text, _) = item.value, !text.trimmed.isEmpty else {
                    throw DiaryError(
                        file: path, line: item.line, column: item.column, "every item of '\(key)' must be a plain word")
                }
                values.append(text.trimmed)
            }
            return values
        case .mapping:
            throw DiaryError(
                file: path, line: node.line, column: node.column, "'\(key)' must be a word or a list like [a, b]")
        }
    }

    /// `slug:` when given, else the slug derived from the file name, which must not be empty.
    func slug(derived: String) throws(DiaryError) -> String {
        guard let node = node("slug") else {
            guard !derived.isEmpty else {
                throw DiaryError(
                    file: path, line: fallbackLine,
                    "cannot make a URL from the file name; add 'slug:' with lowercase Latin letters, digits and '-'")
            }
            return derived
        }
        guard case .scalar(let text, _) = node.value, SiteModel.isSlug(text.trimmed) else {
            throw DiaryError(
                file: path, line: node.line, column: node.column,
                "'slug' must be lowercase Latin letters, digits and '-', e.g. slug: knopki")
        }
        return text.trimmed
    }

    /// `aliases: [/old/path/]`: site paths that redirect to the article, without the leading and trailing `/`.
    func aliases() throws(DiaryError) -> [String] {
        try stringList("aliases").map { (alias) throws(DiaryError) -> String in
            let segments = alias.split(separator: "/")
            let valid =
                !segments.isEmpty
                && segments.allSatisfy { segment in
                    segment != "." && segment != ".."
                        && segment.unicodeScalars.allSatisfy {
                            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                                || "-_.".unicodeScalars.contains($0)
                        }
                }
            guard valid else {
                throw DiaryError(
                    file: path, line: node("aliases")?.line,
                    "alias '\(alias)' must be a path on this site like /old/path/ (Latin letters, digits, '-', '_', '.')"
                )
            }
            return segments.joined(separator: "/")
        }
    }

    func part() throws(DiaryError) -> Int? {
        guard let node = node("part") else { return nil }
        guard case .scalar(let text, _) = node.value, let number = Int(text.trimmed), number > 0 else {
            throw DiaryError(
                file: path, line: node.line, column: node.column,
                "'part' must be a positive whole number (the article's place in the series)")
        }
        return number
    }

    func bool(_ key: String) throws(DiaryError) -> Bool {
        guard let node = node(key) else { return false }
        guard case .scalar(let text, _) = node.value, let value = Bool(text.trimmed.lowercased()) else {
            throw DiaryError(file: path, line: node.line, column: node.column, "'\(key)' must be true or false")
        }
        return value
    }

    func status() throws(DiaryError) -> Article.Status {
        guard let node = node("status") else { return .published }
        guard case .scalar(let text, _) = node.value, let status = Article.Status(rawValue: text.trimmed) else {
            throw DiaryError(
                file: path, line: node.line, column: node.column, "'status' must be 'published' or 'planned'")
        }
        return status
    }
}

/// How many single-character insertions, deletions, substitutions or swaps of
/// neighbours turn `a` into `b` (optimal string alignment distance).
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
            }
        }
    }
    return table[a.count][b.count]
}

extension String {
    /// The text without leading and trailing white space.
    var trimmed: String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
