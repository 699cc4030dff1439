import DiaryContent

/// **load**: the templates and the list of public files (the site's over the default theme's),
/// beside the site settings.
struct LoadStage: BuildStage {
    static let name = "load"

    /// What every page needs before any article is read.
    struct Inputs: Sendable {
        var settings: SiteSettings
        var templates: TemplateSet
        /// Files of `Public/` and of the default theme's, relative to it, sorted, copied verbatim.
        var publicFiles: [String]
        /// Where each public file comes from: the site's folder or the default theme.
        var theme: SiteTheme
    }

    var templatesDirectory: String
    var publicDirectory: String
    var contentDirectory: String
    /// Whether the build writes a site (a check writes no links, so it is not warned about them).
    var writesSite: Bool
    /// `--base-url`, which replaces `site.yaml`'s `url`.
    var baseURL: SiteURL?

    init(options: BuildOptions) {
        templatesDirectory = options.templatesDirectory
        publicDirectory = options.publicDirectory
        contentDirectory = options.contentDirectory
        writesSite = options.outputDirectory != nil
        baseURL = options.baseURL
    }

    func run(_ settings: SiteSettings) throws(DiaryError) -> Staged<Inputs> {
        let theme = SiteTheme.load(templatesDirectory: templatesDirectory, publicDirectory: publicDirectory)
        let templates = try TemplateSet.load(theme, directory: templatesDirectory)
        return Staged(
            Inputs(
                settings: settings, templates: templates, publicFiles: theme.publicFiles.keys.sorted(), theme: theme),
            warnings: theme.warnings + [localhostWarning(settings)].compactMap { $0 })
    }

    /// A build for publishing whose links would point at this machine: no `--base-url`, and
    /// `site.yaml`'s `url` (or its absence) names a loopback address. `diary serve` passes its own
    /// address, and `diary check` writes no links, so neither warns.
    func localhostWarning(_ settings: SiteSettings) -> Diagnostic? {
        guard writesSite, baseURL == nil, settings.url.isLoopback else { return nil }
        // A folder without site.yaml is a first try, not a site about to be published.
        guard settings.hasSettingsFile else { return nil }
        let file = (contentDirectory.hasSuffix("/") ? contentDirectory : contentDirectory + "/") + "site.yaml"
        let address = settings.url.absolute("")
        let what = settings.hasExplicitURL ? "'url' is \(address)" : "site.yaml sets no 'url' (so it is \(address))"
        return Diagnostic(
            .warning, file: file, line: settings.urlLine,
            message: "\(what), an address on this machine, so canonical links, feeds and the sitemap point at "
                + "localhost; set 'url' to where the site is published, or pass --base-url")
    }
}

extension SiteBuilder {
    /// What **load** gives (``LoadStage/Inputs``).
    typealias Inputs = LoadStage.Inputs
}
