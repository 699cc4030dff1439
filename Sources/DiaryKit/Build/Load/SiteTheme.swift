import DiaryContent
import DiaryTheme

/// The templates and public files a build uses: the default theme built into `diary`
/// (``DefaultTheme``), each of its files replaced by the site's own file of the same path in the
/// templates or public folder. A site with neither folder builds with the default theme alone.
struct SiteTheme: Sendable {
    /// Where one file of the theme comes from.
    enum Source: Sendable {
        /// The site's file at this path.
        case site(String)
        /// The default theme's file.
        case builtIn([UInt8])
    }

    /// Template files by their path inside the templates folder (`partials/header.mustache`).
    var templates: [String: Source]
    /// Public files by their path inside the public folder (`css/site.css`).
    var publicFiles: [String: Source]
    /// Links that were not followed in the site's folders, and overrides whose default changed.
    var warnings: [Diagnostic]

    /// The folder name a default file's diagnostics put before its path, where no file exists.
    static let builtInFolder = "(default theme)"

    /// The default theme with the files of `templatesDirectory` and `publicDirectory` over it.
    static func load(templatesDirectory: String, publicDirectory: String) -> SiteTheme {
        let templateListing = FolderScan.scan(templatesDirectory)
        let publicListing = FolderScan.scan(publicDirectory)
        let templates = merge(DefaultTheme.files(in: "Templates"), templateListing.files, in: templatesDirectory)
        let publicFiles = merge(DefaultTheme.files(in: "Public"), publicListing.files, in: publicDirectory)
        let overrides =
            ThemeOverrides(folder: templatesDirectory, defaults: DefaultTheme.files(in: "Templates"))
            .warnings(for: templateListing.files)
            + ThemeOverrides(folder: publicDirectory, defaults: DefaultTheme.files(in: "Public"))
            .warnings(for: publicListing.files)
        return SiteTheme(
            templates: templates, publicFiles: publicFiles,
            warnings: templateListing.refusedLinks + publicListing.refusedLinks + overrides)
    }

    /// The default files, each replaced by the site's file of the same path in `folder`.
    private static func merge(_ defaults: [String: [UInt8]], _ siteFiles: [String], in folder: String) -> [String:
        Source]
    {
        var merged = defaults.mapValues(Source.builtIn)
        for file in siteFiles { merged[file] = .site(folder.appendingPathComponent(file)) }
        return merged
    }

    /// The Mustache templates by name (`article`, `partials/header`), and the file each one's
    /// diagnostics name.
    func templateSources(folder: String) throws(DiaryError) -> (sources: [String: String], paths: [String: String]) {
        var sources: [String: String] = [:]
        var paths: [String: String] = [:]
        for (file, source) in templates where file.hasSuffix(".mustache") {
            let name = String(file.dropLast(".mustache".count))
            switch source {
            case .site(let path):
                sources[name] = try SourceFile.read(path)
                paths[name] = path
            case .builtIn(let bytes):
                sources[name] = String(decoding: bytes, as: UTF8.self)
                paths[name] = "\(Self.builtInFolder)/Templates/\(file)"
            }
        }
        return (sources, paths)
    }
}
