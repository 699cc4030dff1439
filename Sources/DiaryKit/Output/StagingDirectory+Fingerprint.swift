import BuildCache

extension StagingDirectory {
    /// Whether the previous site holds, at `relativePath`, the very file made with `fingerprint`:
    /// a writer whose making may fail (``PageWriter/writeShareCard(of:render:source:files:)``)
    /// asks first, and records the file only once it has its bytes.
    func holdsPrevious(_ relativePath: String, fingerprint: ContentHash.Digest) -> Bool {
        guard let previous = record.previous.withLock({ $0 }) else { return false }
        return previous.holds(
            relativePath, digest: fingerprint, in: destination, folder: record.previousFolder.withLock { $0 })
    }
}
