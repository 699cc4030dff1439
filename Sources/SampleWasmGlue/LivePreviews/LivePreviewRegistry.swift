import DiaryUI

/// A registry whose previews also run live in the page (compiled into a module only when they do,
/// with ``LivePreviewEntryPoints``).
protocol LivePreviewRegistry: PreviewRegistry {
    /// New sessions of fence `fence`'s variants, or none for an unknown number.
    static func sessions(fence: Int) -> [LivePreviewSession]
}
