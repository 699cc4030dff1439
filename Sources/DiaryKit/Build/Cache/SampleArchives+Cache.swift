import SampleDownloads

extension SampleDownloads {
    /// Every archive of every sample module, as ``allArchives(catalog:packageRoot:articleURLs:)``
    /// makes them, with each archive's compression reused from `cache` when the package's files
    /// are byte for byte those of an earlier build: compressing is most of the work, and the
    /// archives are a function of the files alone.
    static func allArchives(
        catalog: SampleCatalog, packageRoot: String, articleURLs: [String: String], cache: ArticleCache?
    ) throws(SampleDownloadError) -> [(path: String, bytes: [UInt8])] {
        guard let cache else {
            return try allArchives(catalog: catalog, packageRoot: packageRoot, articleURLs: articleURLs)
        }
        let repository = try RepositoryFiles(packageRoot: packageRoot)
        var files: [(path: String, bytes: [UInt8])] = []
        for module in packagedModules(in: catalog) {
            let tree = try SamplePackage.files(
                of: module, catalog: catalog, repository: repository, articleURL: articleURLs[module])
            for format in ArchiveFormat.allCases {
                var hash = ContentHash()
                hash.combine("sample archive")
                hash.combine(RenderKey.generatorIdentity)
                hash.combine(module)
                hash.combine(format.fileExtension)
                for (name, bytes) in tree.files.sorted(by: { $0.key < $1.key }) {
                    hash.combine(name)
                    bytes.withUnsafeBytes { hash.combine(bytes: $0) }
                }
                let key = hash.digest
                if let archive = cache.bytes(named: key) {
                    files.append((path(of: module, format: format), archive))
                    continue
                }
                let archive: [UInt8]
                do {
                    archive = try ArchiveWriter.archive(tree, root: module, format: format)
                } catch {
                    throw SampleDownloadError("cannot archive the package of \(module): \(error)")
                }
                cache.store(bytes: archive, as: key)
                files.append((path(of: module, format: format), archive))
            }
        }
        return files
    }
}
