import DiaryContent
import DiaryMarkdown

/// An article body turned into HTML, with what the site needs around it.
struct RenderedArticle: Sendable {
    var html: String
    var tableOfContents: [TableOfContents.Entry]
    /// Reading time in whole minutes, at least 1.
    var readingMinutes: Int
    /// Plain text of the body's prose, for search.
    var text: String
    /// The body's code blocks, for the identifiers search finds.
    var code: String
    var headings: [String]
    /// What the renderer changed on its own (unsafe raw HTML or links removed), as warnings
    /// with the article's file and absolute line.
    var warnings: [Diagnostic]
    /// The `id` of every heading, for checking `#anchor` links from other articles.
    var headingIDs: [String] = []
    /// Links with a `#fragment`, checked against their target's headings once every page is rendered.
    var anchorLinks: [AnchorLink] = []
}

/// A link to a heading of some article, waiting to be checked.
struct AnchorLink: Sendable, Equatable {
    var targetSlug: String
    var fragment: String
    /// The destination as written, for the message.
    var destination: String
    var file: String
    var line: Int
    var column: Int?

    /// A warning when `ids` (the target's heading ids) lack the fragment.
    func problem(ids: Set<String>?) -> Diagnostic? {
        guard let ids else { return nil }
        let decoded = fragment.removingPercentEncoding ?? fragment
        guard !ids.contains(fragment), !ids.contains(decoded) else { return nil }
        return Diagnostic(
            .warning, file: file, line: line, column: column,
            message:
                "'\(destination)' points at a heading that does not exist in /\(targetSlug)/; check the part after '#'")
    }
}

/// Renders one article's Markdown, checking its images and links on the way.
struct ArticleRenderer: Sendable {
    var links: LinkResolver
    var images: ImageTagRenderer
    var codeBlocks: CodeBlockRenderer
    /// What happens to the articles' raw HTML and unsafe URLs (`unsafe_html` in `site.yaml`).
    var rawHTML: RawHTMLPolicy = .sanitized
    /// Whether prose gets typography (`typography` in `site.yaml`, and a language that has one).
    var typography = true
    /// Typesets the articles' math to MathML.
    var math = MathTypesetter.system
    /// The titles of GitHub alerts (`> [!NOTE]`), in the site's language.
    var alertTitles = AlertTitles.english
    /// The accessible name of a footnote's link back to the text.
    var footnoteBackLabel = "Back to content"
    /// The quotes and bindings of the site's language.
    var typographyStyle = TypographyStyle.russian

    /// Appended to every sanitiser warning: how to keep the HTML when it is trusted.
    static let unsafeHTMLAdvice = " (set unsafe_html: true in site.yaml to allow it)"

    /// Russian prose is read at about this many words a minute.
    static let wordsPerMinute = 180

    /// - Parameter source: The article's file, read again: bodies are rendered one at a time
    ///   rather than kept in memory from loading. An article that names sample modules keeps the
    ///   read stage's parse of its body (``SampleArticleRead``), which is used instead of parsing
    ///   again when `source` is the text it was made from.
    func render(
        _ article: Article, source: ArticleSource, articleFiles: Set<String>
    ) throws(DiaryError) -> RenderedArticle {
        var parsed =
            article.parsedBody(of: source)
            ?? MarkdownParser.parse(source.body, firstLine: source.bodyLines.firstFileLine)
        // A title taken from the first heading is the page's <h1> already.
        if article.titleIsFirstHeading, let first = parsed.blocks.firstIndex(where: \.isLevelOneHeading) {
            parsed.blocks.remove(at: first)
        }
        // What the sanitiser removes must not reach search, summaries or the table of contents either.
        let document = rawHTML == .sanitized ? parsed.removingContentOfRemovedHTML() : parsed
        var renderer = makeHTMLRenderer(
            for: article, articleFiles: articleFiles, writtenDestinations: parsed.writtenDestinations)
        var notes = RenderNotes()
        renderer.math = mathHook(for: document, article: article, notes: &notes)
        // Made once for the page, its table of contents and the anchor checks.
        let headingIDs = HeadingIDs.ids(for: document)
        let html = renderer.render(document, notes: &notes, headingIDs: headingIDs)
        let errors = notes.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw DiaryError(errors) }
        let parserWarnings = parsed.warnings.map { warning in
            Diagnostic(
                .warning, file: article.sourcePath, line: warning.position.line,
                column: warning.position.column, message: warning.message)
        }
        let anchorLinks = notes.headingLinks.map { link in
            AnchorLink(
                targetSlug: link.page, fragment: link.fragment, destination: link.destination,
                file: article.sourcePath, line: link.position.line, column: link.position.column)
        }
        let text = document.plainText()
        // `document.wordCount` would make the plain text a second time.
        let words = WordCount.words(in: text)
        let contents = TableOfContents(document: document, headingIDs: headingIDs).entries
        return RenderedArticle(
            html: html,
            tableOfContents: contents,
            readingMinutes: max(1, (words + Self.wordsPerMinute / 2) / Self.wordsPerMinute),
            text: text,
            code: document.codeText,
            headings: contents.map(\.text),
            warnings: notes.diagnostics + parserWarnings,
            // Every id a `#fragment` may name: headings, their old ids, kept raw HTML anchors.
            headingIDs: notes.anchors,
            anchorLinks: anchorLinks)
    }

    /// The renderer's math hook for `document`: its formulas typeset in one batch, looked up
    /// as the renderer meets them. A formula KaTeX cannot read is a warning at its line and
    /// stays TeX; when KaTeX cannot run at all the article gets one warning.
    private func mathHook(
        for document: MarkdownDocument, article: Article, notes: inout RenderNotes
    ) -> @Sendable (String, Bool, Int, inout RenderNotes) -> String? {
        let formulas = document.formulas
        guard !formulas.isEmpty else { return { _, _, _, _ in nil } }
        let path = article.sourcePath
        switch math.typeset(formulas) {
        case .failure(let problem):
            let first = document.firstFormulaLine
            notes.diagnostics.append(
                Diagnostic(
                    .warning, file: path, line: first,
                    message: "math is shown as TeX: \(problem.message)"))
            return { _, _, _, _ in nil }
        case .success(let results):
            return { tex, isDisplay, line, notes in
                switch results[MathTypesetter.Formula(tex: tex, isDisplay: isDisplay)] {
                case .mathML(let html): return html
                case .failed(let message):
                    notes.diagnostics.append(
                        Diagnostic(
                            .warning, file: path, line: line,
                            message: "cannot typeset this formula, so it is shown as TeX; fix it: \(message)"))
                    return nil
                case nil: return nil
                }
            }
        }
    }

    /// The renderer whose hooks check code blocks, links and images, adding their problems (at
    /// file lines) and heading links to the rendering's notes.
    /// - Parameter writtenDestinations: Link destinations as the source has them, so link and
    ///   image warnings quote that and point at a reference link's definition.
    private func makeHTMLRenderer(
        for article: Article, articleFiles: Set<String>, writtenDestinations: [SourcePosition: WrittenDestination]
    ) -> HTMLRenderer {
        let path = article.sourcePath
        let links = links
        let images = images
        let codeBlocks = codeBlocks
        var renderer = HTMLRenderer()
        renderer.appliesTypography = typography
        renderer.alertTitles = alertTitles
        renderer.footnoteBackLabel = footnoteBackLabel
        renderer.typographyStyle = typographyStyle
        renderer.rawHTML = rawHTML
        renderer.linkText = { links.docLinkTitle($0) }
        renderer.warning = { warning, notes in
            notes.diagnostics.append(
                Diagnostic(
                    .warning, file: path, line: warning.line, column: warning.column,
                    message: warning.message + Self.unsafeHTMLAdvice))
        }
        renderer.codeBlock = { block, notes in
            if block.isFenced, !block.isClosed {
                notes.diagnostics.append(
                    Diagnostic(
                        .warning, file: path, line: block.position.line,
                        message:
                            "this code fence is never closed, so the rest of the article is code; add the closing fence"
                    ))
            }
            if block.isFenced, block.language == nil {
                notes.diagnostics.append(
                    Diagnostic(
                        .warning, file: path, line: block.position.line,
                        message:
                            "code block without a language; write ```swift, ```output, ```text or another language after the fence"
                    ))
            }
            notes.diagnostics += BidiControls.warnings(
                inCode: block.code, file: path, firstLine: block.contentStartLine)
            switch codeBlocks.render(block, folder: article.folderPath, articleFiles: articleFiles) {
            case .success(let rendered):
                if let warning = rendered.warning {
                    notes.diagnostics.append(
                        Diagnostic(.warning, file: path, line: block.position.line, message: warning))
                }
                return rendered.html
            case .failure(let problem):
                notes.diagnostics.append(
                    Diagnostic(file: path, line: block.position.line, message: problem.message))
                return ""
            }
        }
        renderer.linkDestination = { destination, linkPosition, notes in
            let written = writtenDestinations[linkPosition]
            let quoted = written?.text ?? destination
            let position = written?.position ?? linkPosition
            switch links.resolve(
                destination, from: article.slug, folder: article.contentFolder, articleFiles: articleFiles,
                writtenAs: quoted)
            {
            case .external(let url):
                if url.hasPrefix("#"), url.count > 1 {
                    notes.headingLinks.append(
                        HeadingLink(
                            page: article.slug, fragment: String(url.dropFirst()), destination: quoted,
                            position: position))
                }
                return url
            case .page(let url):
                if let (slug, fragment) = links.anchor(in: url) {
                    notes.headingLinks.append(
                        HeadingLink(page: slug, fragment: fragment, destination: quoted, position: position))
                }
                return url
            case .kept(let url, let message):
                // A link to nothing in the site is a warning; it stays as written.
                notes.diagnostics.append(
                    Diagnostic(
                        .warning, file: path, line: position.line, column: position.column,
                        message: message))
                return url
            case .problem(let message):
                // A link to a planned part is a warning; the page shows its text without the link.
                notes.diagnostics.append(
                    Diagnostic(
                        .warning, file: path, line: position.line, column: position.column,
                        message: message))
                return nil
            }
        }
        renderer.image = { source, title, alt, position, notes in
            let written = writtenDestinations[position]
            let quoted = written?.text ?? source
            if alt.trimmed.isEmpty {
                notes.diagnostics.append(
                    Diagnostic(
                        .warning, file: path, line: position.line, column: position.column,
                        message:
                            "image '\(quoted)' has no alt text; describe it for readers who cannot see it: ![what it shows](\(quoted))"
                    ))
            }
            switch images.tag(
                source: source, alt: alt, title: title.isEmpty ? nil : title, slug: article.slug,
                folder: article.folderPath,
                files: articleFiles, writtenSource: quoted)
            {
            case .success(let tag):
                return tag
            case .failure(let problem):
                // A missing image is a warning; the page keeps the image as written, like a broken link.
                let place = written?.position ?? position
                notes.diagnostics.append(
                    Diagnostic(
                        .warning, file: path, line: place.line, column: place.column,
                        message: problem.message))
                let titled = title.isEmpty ? "" : " title=\"\(HTMLEscaping.escape(title))\""
                return "<img src=\"\(URLEscaping.escape(source))\" alt=\"\(HTMLEscaping.escape(alt))\"\(titled)>"
            }
        }
        return renderer
    }
}

extension Block {
    /// A `# heading`.
    fileprivate var isLevelOneHeading: Bool {
        if case .heading(1, _, _) = self { return true }
        return false
    }
}
