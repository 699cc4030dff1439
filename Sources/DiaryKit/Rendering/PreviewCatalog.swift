/// One rendered preview variant, ready to embed in a page.
public struct PreviewFigure: Sendable, Hashable {
    /// Caption under the preview, e.g. "iPhone 14, портрет".
    public var caption: String
    /// SVG markup for the light colour scheme.
    public var lightSVG: String
    /// SVG markup for the dark colour scheme; `nil` when the preview fixes its scheme.
    public var darkSVG: String?

    public init(caption: String, lightSVG: String, darkSVG: String?) {
        self.caption = caption
        self.lightSVG = lightSVG
        self.darkSVG = darkSVG
    }
}

/// The previews the site can render, by the name an article's
/// ```` ```preview Name ```` fence uses.
///
/// The generator knows no sample module; the `diary` executable hands it the
/// catalog of the modules it links.
public struct PreviewCatalog: Sendable {
    /// Renders the previews named `name`, prefixing every SVG id with `idPrefix`.
    public typealias Render = @Sendable (_ idPrefix: String) -> [PreviewFigure]

    public var entries: [String: Render]

    public init(_ entries: [String: Render] = [:]) {
        self.entries = entries
    }
}
