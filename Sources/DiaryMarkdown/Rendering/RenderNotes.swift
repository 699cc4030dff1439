import DiaryContent

/// What one rendering reported besides its HTML, gathered as values in document order: the
/// renderer's own warnings and whatever its hooks found.
///
/// Every hook of ``HTMLRenderer`` gets the notes `inout`, so a problem leaves the renderer with
/// its result and never through a side channel.
public struct RenderNotes: Sendable, Equatable {
    /// The renderer's own warnings, when the ``HTMLRenderer/warning`` hook keeps its default.
    public var warnings: [RenderWarning] = []
    /// What the hooks report, in the order they ran.
    public var diagnostics: [Diagnostic] = []
    /// Links to a heading of some page, to check once every page is known.
    public var headingLinks: [HeadingLink] = []
    /// Every id the rendered HTML defines for a `#fragment` link, in document order: the
    /// headings' ids, their old ids (``LegacyHeadingIDs``) and the anchors kept from raw HTML
    /// (with ``RawHTMLAnchors/prefix`` when sanitised).
    public var anchors: [String] = []

    /// Empty notes.
    public init() {}
}

/// A link to a heading (`page#fragment`), found while rendering.
public struct HeadingLink: Sendable, Hashable {
    /// The page the link leads to, as the hook names it (the diary uses the article's slug).
    public var page: String
    /// The heading id after `#`, as written (it may be percent-encoded).
    public var fragment: String
    /// The destination as the author wrote it, for a message.
    public var destination: String
    /// Where the link is in the parsed text.
    public var position: SourcePosition

    /// Creates a heading link.
    public init(page: String, fragment: String, destination: String, position: SourcePosition) {
        self.page = page
        self.fragment = fragment
        self.destination = destination
        self.position = position
    }
}
