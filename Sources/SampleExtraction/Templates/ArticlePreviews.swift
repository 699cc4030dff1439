import DiaryUI

/// The previews the articles draw with ```` ```preview Name ```` fences, by name. Each closure
/// renders the named PreviewProvider's variants, prefixing every SVG id with its argument.
public enum ArticlePreviews {
    /// Each preview fence's name, mapped to the closure that draws that provider's variants.
    public static let all: [String: @Sendable (String) -> [RenderedPreview]] = {
        var all: [String: @Sendable (String) -> [RenderedPreview]] = [:]
        // The build writes one statement per preview fence here.
        return all
    }()
}
