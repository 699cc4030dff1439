import DiaryContent
import Foundation

/// The two archives of one sample module's standalone package.
public struct SampleArchives: Sendable, Hashable {
    /// The sample module.
    public var module: String
    /// The `.zip` file's bytes.
    public var zip: [UInt8]
    /// The `.tar.gz` file's bytes.
    public var tarGz: [UInt8]

    /// The archive in `format`.
    public subscript(format: ArchiveFormat) -> [UInt8] {
        switch format {
        case .zip: zip
        case .tarGz: tarGz
        }
    }
}

/// «Скачать пример»: each sample module as a standalone SwiftPM package (``SamplePackage``) in
/// a `.zip` and a `.tar.gz` (``ArchiveWriter``), the same bytes on every build.
public enum SampleDownloads {
    /// The site folder the archives go into.
    public static let folder = "downloads"

    /// The archives of `module`, read from the DevDiary package at `packageRoot`.
    /// - Parameters:
    ///   - module: The sample module, e.g. `Buttons`.
    ///   - contentDirectory: The `Content/` folder with the articles.
    ///   - packageRoot: The DevDiary package (its `Package.swift`, DiaryUI, the samples' tests).
    ///   - articleURL: The article's address for the package's README, or `nil`.
    /// - Throws: A ``SampleDownloadError`` naming the module, file or archive step that failed.
    public static func archives(
        module: String, contentDirectory: String, packageRoot: String, articleURL: String? = nil
    ) throws(SampleDownloadError) -> SampleArchives {
        try archives(
            module: module, catalog: try SampleCatalog.load(contentDirectory: contentDirectory),
            repository: try RepositoryFiles(packageRoot: packageRoot), articleURL: articleURL)
    }

    /// The archives of `module` from an already loaded catalog and repository.
    public static func archives(
        module: String, catalog: SampleCatalog, repository: RepositoryFiles, articleURL: String? = nil
    ) throws(SampleDownloadError) -> SampleArchives {
        let tree = try SamplePackage.files(of: module, catalog: catalog, repository: repository, articleURL: articleURL)
        return SampleArchives(
            module: module, zip: try archive(tree, module: module, format: .zip),
            tarGz: try archive(tree, module: module, format: .tarGz))
    }

    /// The package `tree` of `module` as an archive in `format`.
    public static func archive(_ tree: FileTree, module: String, format: ArchiveFormat) throws(SampleDownloadError)
        -> [UInt8]
    {
        do {
            return try ArchiveWriter.archive(tree, root: module, format: format)
        } catch {
            throw SampleDownloadError("cannot archive the package of \(module): \(error)")
        }
    }

    /// Writes `downloads/<Module>.zip` and `downloads/<Module>.tar.gz` into `siteDirectory` for
    /// every sample module of the diary.
    /// - Parameters:
    ///   - siteDirectory: The site's output (or staging) folder.
    ///   - contentDirectory: The `Content/` folder.
    ///   - packageRoot: The DevDiary package.
    ///   - articleURLs: The address of each module's article by module name, for the READMEs.
    /// - Returns: The paths written, relative to `siteDirectory`, sorted.
    /// - Throws: A ``SampleDownloadError`` for a module that cannot be packaged or a file that
    ///   cannot be written.
    @discardableResult
    public static func writeAll(
        into siteDirectory: String, contentDirectory: String, packageRoot: String, articleURLs: [String: String] = [:]
    ) throws(SampleDownloadError) -> [String] {
        try writeAll(
            into: siteDirectory, catalog: try SampleCatalog.load(contentDirectory: contentDirectory),
            packageRoot: packageRoot, articleURLs: articleURLs)
    }

    /// The same for a catalog made from articles read already.
    @discardableResult
    public static func writeAll(
        into siteDirectory: String, catalog: SampleCatalog, packageRoot: String, articleURLs: [String: String] = [:]
    ) throws(SampleDownloadError) -> [String] {
        let files = try allArchives(catalog: catalog, packageRoot: packageRoot, articleURLs: articleURLs)
        for (path, bytes) in files { try write(bytes, to: siteDirectory + "/" + path) }
        return files.map(\.path).sorted()
    }

    /// Every archive of every sample module of `catalog` with its path in the site, for a caller
    /// that writes the files itself.
    /// - Parameter archiving: Makes one archive of a module's package tree; by default
    ///   ``archive(_:module:format:)``, or a caller's that reuses earlier archives of the same files.
    public static func allArchives(
        catalog: SampleCatalog, packageRoot: String, articleURLs: [String: String] = [:],
        archiving: (_ tree: FileTree, _ module: String, _ format: ArchiveFormat) throws(SampleDownloadError) ->
            [UInt8] = { tree, module, format throws(SampleDownloadError) in
                try archive(tree, module: module, format: format)
            }
    ) throws(SampleDownloadError) -> [(path: String, bytes: [UInt8])] {
        let repository = try RepositoryFiles(packageRoot: packageRoot)
        var files: [(path: String, bytes: [UInt8])] = []
        for module in packagedModules(in: catalog) {
            let tree = try SamplePackage.files(
                of: module, catalog: catalog, repository: repository, articleURL: articleURLs[module])
            for format in ArchiveFormat.allCases {
                files.append((path(of: module, format: format), try archiving(tree, module, format)))
            }
        }
        return files
    }

    /// The modules of `catalog` that get archives, sorted: every module, broken ones included
    /// (their package shows what fails).
    public static func packagedModules(in catalog: SampleCatalog) -> [String] {
        (Array(catalog.modules.keys) + Array(catalog.brokenModules.keys)).sorted()
    }

    /// Where the archive of `module` lies in the site, e.g. `downloads/Buttons.zip`.
    public static func path(of module: String, format: ArchiveFormat) -> String {
        "\(folder)/\(module).\(format.fileExtension)"
    }

    /// The «Скачать пример» paragraph for an article page, linking both archives of `module`.
    /// - Parameter basePath: The site's base path with its trailing `/`, e.g. `/` or `/diary/`.
    public static func linkHTML(module: String, basePath: String) -> String {
        let links = ArchiveFormat.allCases.map { format in
            "<a href=\"\(HTMLEscaping.escape(basePath + path(of: module, format: format)))\" download>"
                + ".\(format.fileExtension)</a>"
        }
        return "<p class=\"sample-download\">Скачать пример <code>\(HTMLEscaping.escape(module))</code>: "
            + links.joined(separator: " · ") + "</p>"
    }

    private static func write(_ bytes: [UInt8], to path: String) throws(SampleDownloadError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw SampleDownloadError("cannot write \(path): \(error.localizedDescription)")
        }
    }
}
