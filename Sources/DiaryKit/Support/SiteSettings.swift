import FrontMatter

/// Site-wide settings from `Content/site.yaml`.
public struct SiteSettings: Sendable, Hashable {
    public var title: String
    public var description: String
    public var author: String
    /// Where the site is published, unless `--base-url` says otherwise.
    public var url: SiteURL
    /// `unsafe_html: true`: the articles' raw HTML and links are trusted and written as is (GFM
    /// tagfilter only), so they may run script. By default they are sanitised, with a warning
    /// for every change.
    public var unsafeHTML: Bool
    /// `typography: false` turns off the typography of prose (quotes, dashes, no-break spaces),
    /// which otherwise follows ``language`` (Russian or English; none for other languages).
    public var typography = true
    /// `language: en` (a BCP 47 tag): the pages' language; `nil` until detected from the content
    /// when `site.yaml` names none (``SiteBuilder``).
    public var language: SiteLanguage?
    /// The line of `language:` in `site.yaml`, when it is there.
    var languageLine: Int?
    /// The interface's words in ``language`` (``InterfaceStrings``).
    public var strings = InterfaceStrings.builtIn(.russian)
    /// Whether the content folder has a `site.yaml` at all.
    var hasSettingsFile = false
    /// Whether `title` is the default (the language's `default_title`), not `site.yaml`'s.
    var hasDefaultTitle = true
    /// `page_size: 20` (the default): how many articles the home page's topics, each tag page
    /// and each year of the archive list before the rest go to `page/2/`, `page/3/` …
    public var pageSize = 20
    /// `max_article_size: 5` (megabytes): larger articles are refused.
    public var maximumArticleBytes = ContentLoader.defaultMaximumArticleBytes
    /// Whether `url` came from `site.yaml` (a build without it or `--base-url` links to localhost).
    public var hasExplicitURL = false
    /// The line of `url:` in `site.yaml`, when it is there.
    public var urlLine: Int?
    /// `content_root: docs`: the sub-folder of the content folder that holds the Markdown.
    public var contentRoot: String?
    /// `ignore: [drafts, notes/private.md]`: names or content paths never read nor published.
    public var ignored: [String] = []
    /// `repository: https://github.com/owner/repo`: where the site's sources live, for each
    /// article's "edit on GitHub" link.
    public var repository: String?
    /// `edit_branch: main` (the default): the branch the "edit on GitHub" links open.
    public var editBranch = "main"
    /// `feed: {content: full, entries: 5}`: what the feeds carry (``FeedSettings``).
    public var feed = FeedSettings()

    public init(title: String, description: String, author: String, url: SiteURL, unsafeHTML: Bool = false) {
        self.title = title
        self.description = description
        self.author = author
        self.url = url
        self.unsafeHTML = unsafeHTML
    }

    static let knownSettings =
        "author, description, edit_branch, feed, language, max_article_size, page_size, repository, title, typography, "
        + "unsafe_html, url"

    static let fileName = "site.yaml"

    /// The settings of a site without `site.yaml`.
    static var defaults: SiteSettings {
        SiteSettings(
            title: "Дневник разработчика", description: "", author: "", url: SiteURL("http://127.0.0.1:8000/")!)
    }

    /// Reads the settings, falling back to neutral defaults for a missing file.
    static func load(contentDirectory: String) throws(DiaryError) -> SiteSettings {
        let path = contentDirectory.appendingPathComponent(fileName)
        let settings = Self.defaults
        if FileSystem.kind(of: path) == .symbolicLink {
            // Read only a link to a file inside the content folder: one that leads elsewhere would
            // publish the values of a file nobody meant for the site.
            let root = FileSystem.canonicalPath(contentDirectory) ?? contentDirectory
            if let refusal = FolderScan.refusal(of: path, insideRoot: root) {
                throw DiaryError(
                    file: path,
                    refusal.message.replacing(
                        "it is not copied into the site", with: "site.yaml is not read through it"))
            }
        }
        guard FileManagerProbe.fileExists(path) || FileSystem.kind(of: path) != nil else { return settings }
        return try parse(SourceFile.read(path), path: path, defaults: settings)
    }

    /// The settings `text` (the contents of `site.yaml` at `path`) gives over `defaults`.
    static func parse(_ text: String, path: String, defaults: SiteSettings) throws(DiaryError) -> SiteSettings {
        var settings = defaults
        settings.hasSettingsFile = true
        let root: YAMLNode
        do {
            root = try FrontMatter.parse(text, startLine: 1)
        } catch {
            throw DiaryError(file: path, line: error.line, column: error.column, error.message)
        }
        guard case .mapping(let entries) = root.value else {
            throw DiaryError(file: path, line: root.line, "site settings must be 'key: value' lines")
        }
        for (key, node) in entries {
            if key == "ignore" {
                settings.ignored = try ignoreList(node, path: path)
                continue
            }
            if key == "feed" {
                settings.feed = try FeedSettings.parse(node, path: path)
                continue
            }
            guard case .scalar(let value, _) = node.value else {
                throw DiaryError(file: path, line: node.line, "'\(key)' must be a text value")
            }
            switch key {
            case "title":
                settings.title = value
                settings.hasDefaultTitle = false
            case "description": settings.description = value
            case "author": settings.author = value
            case "url":
                guard let url = SiteURL(value) else {
                    throw DiaryError(
                        file: path, line: node.line,
                        "'url' must be an absolute http(s) URL like https://owner.github.io/repo/")
                }
                settings.url = url
                settings.hasExplicitURL = true
                settings.urlLine = node.line
            case "unsafe_html":
                guard let flag = ["true": true, "false": false][value] else {
                    throw DiaryError(
                        file: path, line: node.line,
                        "'unsafe_html' must be true or false (true lets the articles' raw HTML run script)")
                }
                settings.unsafeHTML = flag
            case "language":
                guard let language = SiteLanguage(tag: value) else {
                    throw DiaryError(
                        file: path, line: node.line,
                        "'language' must be a BCP 47 language tag like ru, en, en-GB or de")
                }
                settings.language = language
                settings.languageLine = node.line
            case "typography":
                guard let flag = ["true": true, "false": false][value] else {
                    throw DiaryError(file: path, line: node.line, "'typography' must be true or false")
                }
                settings.typography = flag
            case "max_article_size":
                guard let megabytes = Int(value), (1...1024).contains(megabytes) else {
                    throw DiaryError(
                        file: path, line: node.line,
                        "'max_article_size' must be a whole number of megabytes from 1 to 1024, e.g. max_article_size: 10"
                    )
                }
                settings.maximumArticleBytes = megabytes * 1024 * 1024
            case "content_root":
                let parts = value.split(separator: "/").map(String.init)
                guard !parts.isEmpty, !parts.contains(".."), !value.hasPrefix("/") else {
                    throw DiaryError(
                        file: path, line: node.line,
                        "'content_root' must be a sub-folder of the content folder, e.g. content_root: docs")
                }
                settings.contentRoot = parts.joined(separator: "/")
            case "page_size":
                guard let size = Int(value), (1...1000).contains(size) else {
                    throw DiaryError(
                        file: path, line: node.line,
                        "'page_size' must be a whole number of articles from 1 to 1000, e.g. page_size: 20")
                }
                settings.pageSize = size
            case "repository":
                settings.repository = try repositoryURL(value, path: path, line: node.line)
            case "edit_branch":
                guard !value.isEmpty, !value.contains(where: { $0 == " " || $0 == "?" || $0 == "#" }) else {
                    throw DiaryError(
                        file: path, line: node.line, "'edit_branch' must be a branch name, e.g. edit_branch: main")
                }
                settings.editBranch = value
            default:
                throw DiaryError(
                    file: path, line: node.line, "unknown setting '\(key)'; known settings are \(Self.knownSettings)")
            }
        }
        return settings
    }
}

extension SiteSettings {
    /// The folder the Markdown is read from: `content_root` inside `contentDirectory`, if set.
    public func markdownRoot(in contentDirectory: String) -> String {
        contentRoot.map { contentDirectory.appendingPathComponent($0) } ?? contentDirectory
    }

    /// `repository:`'s value without a trailing slash or `.git`, when it is a GitHub repository's
    /// address (`https://github.com/owner/repo`).
    fileprivate static func repositoryURL(_ value: String, path: String, line: Int) throws(DiaryError) -> String {
        var address = value
        while address.hasSuffix("/") { address.removeLast() }
        if address.hasSuffix(".git") { address.removeLast(4) }
        let parts = address.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = { (part: Substring) in
            !part.isEmpty && part != "." && part != ".."
                && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
        }
        guard parts.count == 5, parts[0] == "https:", parts[1].isEmpty, parts[2] == "github.com",
            allowed(parts[3]), allowed(parts[4])
        else {
            throw DiaryError(
                file: path, line: line,
                "'repository' must be a GitHub repository's address, e.g. repository: https://github.com/owner/repo")
        }
        return address
    }

    /// `ignore:` as a list of names (or one name).
    fileprivate static func ignoreList(_ node: YAMLNode, path: String) throws(DiaryError) -> [String] {
        switch node.value {
        case .scalar(let value, _): return [value]
        case .sequence(let items):
            var names: [String] = []
            for item in items {
                guard case .scalar(let value, _) = item.value else {
                    throw DiaryError(
                        file: path, line: item.line, "'ignore' must list names, e.g. ignore: [drafts, notes]")
                }
                names.append(value.hasSuffix("/") ? String(value.dropLast()) : value)
            }
            return names
        default:
            throw DiaryError(file: path, line: node.line, "'ignore' must list names, e.g. ignore: [drafts, notes]")
        }
    }
}
