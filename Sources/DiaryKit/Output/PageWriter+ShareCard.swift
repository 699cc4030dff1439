import BuildCache
import DiaryContent

extension PageWriter {
    /// Writes the article's sharing card (``ShareCards``) when the build makes them and the
    /// article's page is an article page (not a section's, not the 404 page). With the cache the
    /// card is rasterised again only when what it is drawn from changed (``ShareCardInput``).
    /// - Returns: A warning when the card could not be made (the page keeps its `og:image`
    ///   pointing at the card of the next build that can make it).
    func writeShareCard(of article: Article, render: Render, source: SourceOnDemand, files: [String])
        throws(DiaryError) -> [Diagnostic]
    {
        guard let staging, let program = ShareCards.rasteriser, ShareCards.areMade(for: model),
            article.slug != SiteModel.notFoundSlug,
            model.sections.entries(of: article.slug).isEmpty || !templates.has("section")
        else { return [] }
        let path = ShareCards.path(of: article.slug)
        let html = try rendered(render, article: article, source: source, files: files).html
        // Without a drawn preview the page names the site's card (``writeSiteCard()``).
        guard ShareCards.hasOwnCard(html) else { return [] }
        let drawing = ShareCardDrawing(
            siteTitle: model.settings.title, title: article.title, preview: ShareCardDrawing.firstPreview(in: html))
        // With the cache the card is drawn again only when what it is drawn from changed.
        let fingerprint = render.key.map { _ in ShareCardInput(rasteriser: program, drawing: drawing).fingerprint }
        if let fingerprint, staging.holdsPrevious(path, fingerprint: fingerprint) {
            try staging.write(to: path, fingerprint: fingerprint) { () throws(DiaryError) in [] }
            return []
        }
        let bytes: [UInt8]
        do throws(ShareCardFailure) {
            bytes = try ShareCards.rasterise(drawing.svg, with: program)
        } catch {
            return [
                Diagnostic(
                    .warning, file: article.sourcePath,
                    message: "the sharing card (og:image) was not made: \(error.message)")
            ]
        }
        if let fingerprint {
            try staging.write(to: path, fingerprint: fingerprint) { () throws(DiaryError) in bytes }
        } else {
            try staging.write(bytes, to: path)
        }
        return []
    }

    /// Writes the site's card (``ShareCards/sitePath``): the site's title and description, which
    /// the articles without a drawn preview name. Rasterised again only when those change.
    /// - Returns: A warning when the card could not be made.
    func writeSiteCard() throws(DiaryError) -> [Diagnostic] {
        guard let staging, let program = ShareCards.rasteriser, ShareCards.areMade(for: model),
            model.published.contains(where: { $0.slug != SiteModel.notFoundSlug })
        else { return [] }
        let settings = model.settings
        let drawing = ShareCardDrawing(
            siteTitle: settings.title, title: settings.description.isEmpty ? settings.title : settings.description,
            preview: nil)
        let fingerprint = ShareCardInput(rasteriser: program, drawing: drawing).fingerprint
        if staging.holdsPrevious(ShareCards.sitePath, fingerprint: fingerprint) {
            try staging.write(to: ShareCards.sitePath, fingerprint: fingerprint) { () throws(DiaryError) in [] }
            return []
        }
        let bytes: [UInt8]
        do throws(ShareCardFailure) {
            bytes = try ShareCards.rasterise(drawing.svg, with: program)
        } catch {
            return [
                Diagnostic(
                    .warning, file: nil, message: "the site's sharing card (og:image) was not made: \(error.message)")
            ]
        }
        try staging.write(to: ShareCards.sitePath, fingerprint: fingerprint) { () throws(DiaryError) in bytes }
        return []
    }
}

/// Everything a sharing card is made from, for its fingerprint: the card is rasterised again
/// exactly when one of these changes.
struct ShareCardInput: Encodable {
    /// Names the running `diary`, which lays the card out.
    var generator = RenderKey.generatorIdentity
    /// The program that rasterises the card (``ShareCards/rasteriser``).
    var rasteriser: String
    /// The titles and the preview the card shows.
    var drawing: ShareCardDrawing

    var fingerprint: ContentHash.Digest { ContentHash.digest(of: self) }
}
