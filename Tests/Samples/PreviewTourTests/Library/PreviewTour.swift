/// The sample module `PreviewTour`.
///
/// Its sources live in the article `Content/swiftui-previews/index.md` (front matter
/// `module: PreviewTour`): SampleExtractorPlugin extracts the article's compiled
/// ```` ```swift ```` blocks into this target at build time. Edit the article, not a Swift
/// file; SwiftPM only needs this one file to see the target.
