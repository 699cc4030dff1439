import BuildCache

/// Everything an article's page is made from, for its fingerprint: the page is written again
/// exactly when one of these changes (``StagingDirectory/write(to:fingerprint:contents:)``).
struct ArticlePageInput: Encodable, Sendable {
    /// The article's render (``RenderInput/key``).
    var render: ContentHash.Digest
    /// The article template with everything it includes (``TemplateSet/digest(of:)``).
    var template: ContentHash.Digest
    /// What the page shows besides the render: the site, the neighbours, the article's own
    /// summary and downloads (``PageContext/combineArticlePage(_:into:)``).
    var context: ContentHash.Digest
    /// For a folder's own page, the pages it lists (``SectionTree``).
    var section: [SectionTree.Entry] = []

    init(render: ContentHash.Digest, template: ContentHash.Digest, context: PageContext, article: Article) {
        self.render = render
        self.template = template
        var hash = ContentHash()
        context.combineArticlePage(article, into: &hash)
        self.context = hash.digest
    }

    /// The page's fingerprint: the digest of every input.
    var fingerprint: ContentHash.Digest { ContentHash.digest(of: self) }
}
