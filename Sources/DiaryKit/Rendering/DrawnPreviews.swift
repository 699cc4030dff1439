import SampleWasm

/// One drawn preview variant, ready to embed in a page.
struct PreviewFigure: Sendable, Hashable, Encodable {
    /// Caption under the preview: the variant's name and what it is drawn on.
    var caption: String
    /// SVG markup for the light colour scheme.
    var lightSVG: String
    /// SVG markup for the dark colour scheme; `nil` when the preview fixes its scheme.
    var darkSVG: String?
    /// Where the page finds the variant's live session, when it can run live.
    var live: LivePreview?
    /// Which module, fence and variant draw a picture that is no live one, when the module has
    /// literal slots: `js/literals.js` draws it again with the reader's values (issue 32).
    var redrawnBy: LivePreview?
}

/// A preview variant the page can run live: its module's `.wasm` and the numbers
/// `LivePreviewGlue`'s exports take.
struct LivePreview: Sendable, Hashable, Encodable {
    /// The sample module, whose `.wasm` is `wasm/<module>.wasm`.
    var module: String
    /// The fence's number in the module.
    var fence: Int
    /// The variant's number in the fence.
    var variant: Int
    /// What the variant answers to, as its module found by trying (never empty: an inert variant
    /// gets no ``LivePreview``).
    var reactions: [PreviewReaction]
}

/// The previews of one article's ```` ```preview Name ```` fences, as the article's sample module
/// drew them: its own code, compiled to WebAssembly and run while the site builds
/// (``RunnableSamples``). The generator itself links no sample module.
struct DrawnPreviews: Sendable, Encodable {
    /// Why a fence has no figures.
    enum Missing: Sendable, Hashable, Encodable {
        /// The article names no sample module (`module:`), so no code defines the provider.
        case noModule
        /// The module does not compile for WebAssembly, or its previews did not draw; the
        /// build's warnings say why.
        case moduleFailed(module: String)
        /// No previews are drawn in this build (`--no-wasm`, or no toolchain); one warning says so.
        case off
        /// `diary serve` builds the module in the background (``SampleQueue``); the page is
        /// written again with the figures when it is done.
        case pending(module: String)
    }

    /// The file line where the article's body starts: a figure's caption id counts body lines
    /// (`preview-<line>-<n>`), as the pages published before file lines were used everywhere.
    var bodyStartLine = 1
    /// The figures by the file line of their fence.
    var figures: [Int: [PreviewFigure]] = [:]
    /// Why a fence of a module that built has no figures (its code ran out of time, trapped, or
    /// forged its output), by the file line of the fence; the build's diagnostics name the fence.
    var failures: [Int: String] = [:]
    /// Why fences without figures have none.
    var missing = Missing.noModule
    /// The literals of the article's compiled blocks a reader can change, by file line.
    var literals: [Int: [LiteralMark]] = [:]

    /// The id of the caption of the `number`th figure (from 1) of the fence at file line `fenceLine`.
    func captionID(fenceLine: Int, number: Int) -> String {
        "preview-\(fenceLine - bodyStartLine + 1)-\(number)"
    }
}
