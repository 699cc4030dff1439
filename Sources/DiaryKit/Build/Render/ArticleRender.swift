import DiaryContent
import DiarySearch

/// **render**, one article: its body's HTML, table of contents, notes and search document, from
/// the article's own inputs and the questions it asks of the site, which it records
/// (``SiteLookupLog``). It reads nothing else (the article's own files only by name from
/// ``RenderJob/files``, whose bytes' digests are in ``RenderInput``), writes nothing and knows
/// no cache: ``PageWriter/render(_:source:files:)`` wraps it with the cache, and the write
/// steps put its product into pages.
struct ArticleRender: Sendable {
    /// What every article's render shares: the link and image tables, the typography.
    var renderer: ArticleRenderer
    /// The site's address and words, for the search document.
    var model: SiteModel
    /// The doctests that get Run buttons and the drawn previews, by article.
    var runnable: RunnableSamples
    /// Stems shared by the articles' search documents (a memo: the same word, the same stem).
    var stems: StemCache

    /// What one render takes.
    struct Job {
        var article: Article
        var source: ArticleSource
        /// The article's own files, relative to its folder.
        var files: Set<String>
    }

    /// What one render gives.
    struct Product: Sendable {
        var rendered: RenderedArticle
        var search: SearchDocument
        /// What the render asked of the rest of the site, with the answers it got.
        var questions: [SiteLookupLog.Question]
    }

    /// Renders `job`'s article.
    /// - Throws: The article's errors (a broken table, an image that is not there, …).
    func callAsFunction(_ job: Job) throws(DiaryError) -> Product {
        let article = job.article
        var renderer = renderer
        renderer.codeBlocks = CodeBlockRenderer(
            previews: runnable.previews(in: article), runnable: runnable.examples(in: article),
            articleModules: article.modules, strings: model.settings.strings)
        let log = SiteLookupLog()
        renderer.links.log = log
        renderer.images.log = log
        let rendered = try renderer.render(article, source: job.source, articleFiles: job.files)
        let search = SearchDocument(
            metadata: .init(
                title: article.title, url: model.url.path("\(article.slug)/"), date: article.date?.description ?? "",
                displayDate: article.date.map { model.settings.strings.date($0.day) } ?? "", tags: article.tags,
                summary: article.summary),
            headings: rendered.headings, body: rendered.text, code: rendered.code, stems: stems)
        return Product(rendered: rendered, search: search, questions: log.questions)
    }
}

extension ArticleRender: BuildStage {
    static let name = "render"

    /// The render as a stage: its warnings stay in the product (``RenderedArticle``), which the
    /// cache keeps with it.
    func run(_ job: Job) throws(DiaryError) -> Staged<Product> {
        Staged(try self(job))
    }
}
