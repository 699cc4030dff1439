import DiaryKit

/// The previews of every sample module, by the name articles use in
/// ```` ```preview Name ```` fences. The `diary` tool hands this catalog to the
/// generator, which knows no sample module itself.
public enum SamplePreviews {
    public static let catalog = PreviewCatalog([:])
}
