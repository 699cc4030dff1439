/// Renders a ``MarkdownDocument`` to HTML, in Swift, with hooks for the site generator.
///
/// Output follows GitHub's rendering of GFM: raw HTML is sanitised (or, with ``rawHTML`` set to
/// ``RawHTMLPolicy/unsafe``, passes through the GFM tagfilter), task list items get disabled
/// checkboxes, footnotes go to a closing `<section class="footnotes">`. Table cells carry
/// `align="…"` rather than GitHub's `style="text-align: …"`, so a Content-Security-Policy without
/// inline styles still aligns them. On top of that:
/// - every heading gets an ``HeadingIDs`` id (GitHub's), an empty `<span>` with its old id where
///   that differs (``LegacyHeadingIDs``), and (optionally) an anchor link `#`;
/// - raw HTML keeps its anchors, prefixed (``RawHTMLAnchors``); every anchor the page defines is
///   listed in ``RenderNotes/anchors``;
/// - a top-level quote starting with `[!NOTE]`, `[!TIP]`… is a GitHub alert (``AlertKind``);
/// - a block quote whose first paragraph starts with 💡 becomes `<aside class="callout" role="note">`; the
///   emoji is kept, so the callout still reads right where CSS is missing (feeds, readers);
/// - math (``Inline/math(_:isDisplay:)``, ```` ```math ````) goes through the ``math`` hook;
/// - emoji shortcodes (`:tada:`) in prose become emoji (``EmojiShortcodes``);
/// - with ``appliesTypography`` prose goes through ``RussianTypography``.
public struct HTMLRenderer: Sendable {
    /// Renders a code block; return `nil` for the default `<pre><code class="language-x">`.
    /// Problems go into the notes.
    public var codeBlock: @Sendable (CodeBlock, inout RenderNotes) -> String?
    /// Renders an image from (source, title, plain alt text, position); return `nil` for the
    /// default `<img>`. The source is passed as written, before ``linkDestination``.
    public var image:
        @Sendable (
            _ source: String, _ title: String, _ altText: String, _ position: SourcePosition, _ notes: inout RenderNotes
        ) -> String?
    /// Rewrites link destinations and default image sources (e.g. `../buttons/index.md` →
    /// `/buttons/`). The result is URL-escaped by the renderer; `nil` writes a link's text
    /// without the link (a broken link) and an image's source empty.
    public var linkDestination:
        @Sendable (_ destination: String, _ position: SourcePosition, _ notes: inout RenderNotes) -> String?
    /// The text of a link that has none of its own (`[](doc:Name)`, or an autolink `<doc:Name>`
    /// whose text is its destination), from the destination as written; `nil` keeps what is
    /// written. DocC shows the target page's title there. The result is HTML-escaped.
    public var linkText: @Sendable (_ destination: String) -> String? = { _ in nil }
    /// Transforms prose text (never code) after typography; the result is HTML-escaped.
    public var text: (@Sendable (String) -> String)?
    /// Whether prose goes through ``RussianTypography``.
    public var appliesTypography: Bool
    /// The quotes and bindings typography writes (the page's language).
    public var typographyStyle = TypographyStyle.russian
    /// Whether headings end with an anchor link `<a class="heading-anchor" href="#id">#</a>`.
    public var addsHeadingAnchors: Bool
    /// What happens to raw HTML and to unsafe link and image URLs; sanitised by default.
    public var rawHTML: RawHTMLPolicy
    /// Typesets a formula from (TeX, whether it is display math, its line); return `nil` to
    /// show the TeX as code (the default). The result is inserted as HTML.
    public var math: @Sendable (_ tex: String, _ isDisplay: Bool, _ line: Int, _ notes: inout RenderNotes) -> String? =
        { _, _, _, _ in nil }
    /// The titles of GitHub alerts (`> [!NOTE]`, see ``AlertKind``); English by default.
    public var alertTitles: AlertTitles = .english
    /// The accessible name of a footnote's link back to where it was referenced, in the site's language.
    public var footnoteBackLabel = "Back to content"
    /// Hears about every change made for ``RawHTMLPolicy/sanitized``, with its place; by default
    /// it adds the warning to ``RenderNotes/warnings``.
    public var warning: @Sendable (RenderWarning, inout RenderNotes) -> Void

    /// Creates a renderer; with the defaults it renders GFM HTML with sanitised raw HTML, plus heading ids.
    public init(
        codeBlock: @escaping @Sendable (CodeBlock, inout RenderNotes) -> String? = { _, _ in nil },
        image: @escaping @Sendable (String, String, String, SourcePosition, inout RenderNotes) -> String? = {
            _, _, _, _, _ in nil
        },
        linkDestination: @escaping @Sendable (String, SourcePosition, inout RenderNotes) -> String? = {
            destination, _, _ in destination
        },
        text: (@Sendable (String) -> String)? = nil,
        appliesTypography: Bool = false,
        addsHeadingAnchors: Bool = true,
        rawHTML: RawHTMLPolicy = .sanitized,
        warning: @escaping @Sendable (RenderWarning, inout RenderNotes) -> Void = { $1.warnings.append($0) }
    ) {
        self.codeBlock = codeBlock
        self.image = image
        self.linkDestination = linkDestination
        self.text = text
        self.appliesTypography = appliesTypography
        self.addsHeadingAnchors = addsHeadingAnchors
        self.rawHTML = rawHTML
        self.warning = warning
    }

    /// Renders `document`: its blocks, then the footnotes section if any footnote is referenced.
    /// - Returns: An HTML fragment; every block ends with `"\n"`.
    public func render(_ document: MarkdownDocument) -> String {
        var notes = RenderNotes()
        return render(document, notes: &notes)
    }

    /// Renders `document` as ``render(_:)`` does, adding to `notes` what the renderer and its
    /// hooks report.
    /// - Parameter headingIDs: ``HeadingIDs/ids(for:)`` of `document`, when the caller has them.
    public func render(
        _ document: MarkdownDocument, notes: inout RenderNotes, headingIDs: [String]? = nil
    ) -> String {
        let ids = headingIDs ?? HeadingIDs.ids(for: document)
        let rawAnchorNames = RawHTMLAnchors.names(in: document)
        let keptAnchors = rawHTML == .sanitized ? rawAnchorNames.map(RawHTMLAnchors.prefixed) : rawAnchorNames
        let aliases = LegacyHeadingIDs.aliases(
            ids: ids, legacyIDs: LegacyHeadingIDs.ids(for: document), taken: Set(keptAnchors))
        var writer = HTMLWriter(
            renderer: self, headingIDs: ids, notes: notes, headingAliases: aliases, rawAnchorNames: Set(rawAnchorNames))
        let footnotes = document.blocks.compactMap { block -> FootnoteDefinition? in
            if case .footnoteDefinition(let definition, _) = block { definition } else { nil }
        }
        writer.write(document.blocks.filter { if case .footnoteDefinition = $0 { false } else { true } })
        writer.closeOpenRawElements()
        writer.writeFootnotes(footnotes)
        writer.closeOpenRawElements()
        notes = writer.notes
        return writer.html
    }

    /// Renders inline content alone (a title, a table cell), with typography and hooks applied.
    public func render(_ inlines: [Inline]) -> String {
        var writer = HTMLWriter(renderer: self, headingIDs: [], notes: RenderNotes())
        writer.writeProse(inlines)
        writer.closeOpenRawElements()
        return writer.html
    }
}
