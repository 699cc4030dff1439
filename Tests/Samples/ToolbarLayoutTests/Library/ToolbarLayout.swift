/// The sample module `ToolbarLayout`.
///
/// Its sources live in the article `Content/toolbars/index.md` (front matter `module: ToolbarLayout`):
/// SampleExtractorPlugin extracts the article's compiled ```` ```swift ```` blocks into this
/// target at build time. Edit the article, not a Swift file: SwiftPM only needs this one file to
/// see the target (it ignores a target without a source file), so it lives beside the module's tests.
