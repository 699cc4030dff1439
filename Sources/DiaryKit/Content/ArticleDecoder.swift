import DiaryContent
import FrontMatter

/// Turns an article's front matter into an ``Article``. A value it cannot use is a warning
/// naming the line and the fallback taken (``FrontMatterFields``); only what leaves nothing to
/// build (front matter that is not YAML, TOML or JSON, a `module` the samples cannot use) is an
/// error. Unknown fields are reported across all files at once (``UnknownFrontMatterFields``).
struct ArticleDecoder {
    var path: String
    var slug: String
    var folderPath: String

    /// Longer titles get cut in search results and feed readers.
    static let maximumTitleLength = 70

    /// - Returns: The article and the warnings its front matter raised.
    func decode(_ source: ArticleSource) throws(DiaryError) -> (Article, [Diagnostic]) {
        let parsed: YAMLNode?
        do {
            parsed = try FrontMatter.parse(source)
        } catch {
            throw DiaryError([error])
        }
        let entries: [(key: String, value: YAMLNode)]
        var notMapping: Diagnostic?
        switch parsed?.value {
        case nil: entries = []
        case .mapping(let fields): entries = fields
        case .some(let value):
            // Another tool's front matter (a list, a bare value): the file builds as a page with
            // none, as with other values that cannot be used; `--strict` makes it an error.
            entries = []
            notMapping = Diagnostic(
                .warning, file: path, line: parsed?.line ?? source.frontMatterStartLine,
                message:
                    "front matter is \(Self.kind(of: value)), not 'key: value' lines; the file is built as a page "
                    + "without front matter: write it as 'key: value' lines or remove it")
        }
        // A documentation folder or a GitHub wiki: pages without front matter build quietly.
        var fields = FrontMatterFields(path: path, entries: entries, fallbackLine: source.frontMatterStartLine)
        let body = BodyFallbacks(markdown: source.body, firstLine: source.bodyLines.firstFileLine)
        var (article, warnings) = try makeArticle(
            from: &fields, body: body, bodyLines: source.bodyLines, bodyText: source.body)
        if let notMapping { warnings.insert(notMapping, at: 0) }
        // The sample extractor and the render take this parse instead of parsing the file again.
        if !article.modules.isEmpty {
            article.sampleRead = SampleArticleRead(
                source: source, modules: article.modules, moduleLine: parsed?["module"]?.line ?? 1,
                title: parsed?["title"]?.scalar, document: body.document)
        }
        return (article, warnings)
    }

    /// What a front matter that is not a mapping is, as the warning names it.
    private static func kind(of value: YAMLValue) -> String {
        switch value {
        case .sequence: "a list"
        case .mapping: "a mapping"
        default: "a single value"
        }
    }

    private func makeArticle(
        from fields: inout FrontMatterFields, body: BodyFallbacks, bodyLines: BodyLines, bodyText: String
    ) throws(DiaryError) -> (Article, [Diagnostic]) {
        let status = fields.status()
        let date = fields.date("date", fallback: "the file is built as a page without a date")
        // A file with a date is a diary entry; one without is a page, which needs no title,
        // summary or date in its front matter.
        let isEntry = date != nil
        let explicitTitle = fields.text("title", fallback: "the first '# heading' or the file name")
        let headingTitle = explicitTitle == nil ? body.firstHeading : nil
        let title = explicitTitle ?? headingTitle ?? fileTitle
        let explicitSummary =
            fields.text("summary", fallback: "the first paragraph")
            ?? fields.text("description", fallback: "the first paragraph")
        let summary = explicitSummary ?? body.firstParagraph ?? ""
        var problems: [Diagnostic] = []
        if isEntry, fields.node("title") == nil, headingTitle == nil {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: fields.fallbackLine,
                    message:
                        "no 'title' and no '# heading' to take it from; the page is titled '\(title)': add 'title: …' to the front matter"
                ))
        }
        if isEntry, fields.node("summary") == nil, fields.node("description") == nil {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: fields.fallbackLine,
                    message:
                        "no 'summary'; lists, feeds and search show the first paragraph instead: add 'summary: …' with one or two sentences"
                ))
        }
        let updated =
            fields.date("updated", fallback: "it is ignored") ?? fields.date("lastmod", fallback: "it is ignored")
        let tags = Self.unique(["tags", "categories", "keywords"].flatMap { fields.tags($0) })
        let slug: String
        do {
            slug = try fields.slug(derived: self.slug)
        } catch {
            problems += error.diagnostics
            slug = self.slug
        }
        let aliases = fields.aliases()
        // The sample extractor reads `module` with the same function, so check and build agree.
        var modules: [String] = []
        do throws(Diagnostic) {
            modules = try ModuleList.names(in: fields.node("module"), path: path)
        } catch {
            problems.append(error)
        }
        let part = fields.positiveNumber("part", meaning: "the article's place in the series")
        // Jekyll's `published: false` keeps a post out of the site, as a draft does.
        let draft = fields.bool("draft") || !fields.bool("published", absent: true)
        let weight = fields.weight()
        let titleLine = fields.node("title")?.line ?? body.firstHeadingLine
        if title.count > Self.maximumTitleLength {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: titleLine,
                    message:
                        "title is \(title.count) characters long; keep it within \(Self.maximumTitleLength) so it fits search results and feeds"
                ))
        }
        problems = fields.warnings + problems
        problems += ArticleCharacters(path: path).problems(
            title: title, titleLine: titleLine, summary: explicitSummary,
            summaryLine: (fields.node("summary") ?? fields.node("description"))?.line,
            body: bodyText, bodyLines: bodyLines)
        if problems.contains(where: { $0.severity == .error }) {
            throw DiaryError(problems)
        }
        let lines = Dictionary(fields.entries.map { ($0.key, $0.value.line) }, uniquingKeysWith: { first, _ in first })
        var article = Article(
            slug: slug, title: title, date: date, summary: summary, tags: tags, part: part,
            modules: modules, isDraft: draft, status: status, sourcePath: path, folderPath: folderPath,
            bodyStartLine: bodyLines.firstFileLine, titleIsFirstHeading: headingTitle != nil, updated: updated,
            aliases: aliases, fieldLines: lines)
        article.weight = weight
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
