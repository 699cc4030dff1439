import DiaryUI

/// A module's ```` ```preview Name ```` fences, as the generated registry declares them: the one
/// part of the preview glue that differs from module to module.
///
/// SampleWasm writes a type conforming to it in `Previews.wasm.swift`, with each provider's call
/// under the fence's `#sourceLocation` (so a fence naming no provider type fails to compile at
/// the fence line), and the `@_cdecl` entry points that hand it to ``PreviewRecordWriter`` (and,
/// live, ``LivePreviewEntryPoints``). This folder is compiled into a module only when it has
/// previews.
protocol PreviewRegistry {
    /// The fences' places, in the module's order; a fence's number is its index here.
    static var fences: [(path: String, line: Int)] { get }

    /// The variants of fence `fence`, drawn (`renderPreviews`), or none for an unknown number.
    static func render(fence: Int) -> [RenderedPreview]
}
