import BuildCache
import SampleDownloads

extension SampleDownloads {
    /// Every archive of every sample module, as ``allArchives(catalog:packageRoot:articleURLs:archiving:)``
    /// makes them, with each archive reused from `cache` when the package's files are byte for
    /// byte those of an earlier build: compressing is most of the work, and an archive is a
    /// function of the files alone.
    static func allArchives(
        catalog: SampleCatalog, packageRoot: String, articleURLs: [String: String], cache: ArticleCache?
    ) throws(SampleDownloadError) -> [(path: String, bytes: [UInt8])] {
        guard let cache else {
            return try allArchives(catalog: catalog, packageRoot: packageRoot, articleURLs: articleURLs)
        }
        return try allArchives(catalog: catalog, packageRoot: packageRoot, articleURLs: articleURLs) {
            tree, module, format throws(SampleDownloadError) in
            var hash = ContentHash()
            hash.combine("sample archive")
            hash.combine(RenderKey.generatorIdentity)
            hash.combine(module)
            hash.combine(format.fileExtension)
            for (name, bytes) in tree.files.sorted(by: { $0.key < $1.key }) {
                hash.combine(name)
                bytes.withUnsafeBytes { hash.combine(bytes: $0) }
            }
            if let archive = cache.bytes(named: hash.digest) { return archive }
            let archive = try archive(tree, module: module, format: format)
            cache.store(bytes: archive, as: hash.digest)
            return archive
        }
    }
}
