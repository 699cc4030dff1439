import BuildCache

/// Everything an article's page is made from, for its fingerprint: the page is written again
/// exactly when one of these changes (``StagingDirectory/write(to:fingerprint:contents:)``).
struct ArticlePageInput: Encodable, Sendable {
    /// The article's render (``RenderInput/key``).
    var render: ContentHash.Digest
    /// The article template with everything it includes (``TemplateSet/digest(of:)``).
    var template: ContentHash.Digest
    /// The token of what every page shows of the site (``ArticleListTokens/site``).
    var site: String
    /// The digest of what every list entry takes from the site (``ArticleListTokens/lists``).
    var lists: ContentHash.Digest
    /// What the page shows besides the render and the site, which the page's context is made
    /// from alone (``PageContext/articlePage(_:rendered:)``).
    var fields: ArticlePageFields

    /// The page's fingerprint: the digest of every input.
    var fingerprint: ContentHash.Digest { ContentHash.digest(of: self) }
}
