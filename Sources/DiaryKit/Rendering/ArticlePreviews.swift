/// One drawn preview variant, ready to embed in a page.
struct PreviewFigure: Sendable, Hashable {
    /// Caption under the preview: the variant's name and what it is drawn on.
    var caption: String
    /// SVG markup for the light colour scheme.
    var lightSVG: String
    /// SVG markup for the dark colour scheme; `nil` when the preview fixes its scheme.
    var darkSVG: String?
}

/// The previews of one article's ```` ```preview Name ```` fences, as the article's sample module
/// drew them: its own code, compiled to WebAssembly and run while the site builds
/// (``RunnableSamples``). The generator itself links no sample module.
struct ArticlePreviews: Sendable {
    /// Why a fence has no figures.
    enum Missing: Sendable, Hashable {
        /// The article names no sample module (`module:`), so no code defines the provider.
        case noModule
        /// The module does not compile for WebAssembly, or its previews did not draw; the
        /// build's warnings say why.
        case moduleFailed(module: String)
        /// No previews are drawn in this build (`--no-wasm`, or no toolchain); one warning says so.
        case off
    }

    /// The figures by the body line of their fence.
    var figures: [Int: [PreviewFigure]] = [:]
    /// Why fences without figures have none.
    var missing = Missing.noModule
}
