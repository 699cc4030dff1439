import DiaryContent
import DiaryKit

extension CommandEnvironment {
    /// Brings the package's `sampleModules` in step with the articles' `module:` names before a
    /// build (``ManifestSync``), printing one line per change.
    /// - Returns: The warnings about modules it could not remove, to print with the build's.
    func syncSampleModules(_ options: BuildOptions) throws(DiaryError) -> [Diagnostic] {
        let sync = try ManifestSync.run(contentDirectory: options.contentDirectory)
        sync.changes.forEach(print)
        return sync.warnings
    }
}
