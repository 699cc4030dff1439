import BuildCache
import DiaryContent

/// Finds the articles under the content folder and reads their front matter.
///
/// An article is either a folder `<slug>/index.md` (its images and data files
/// sit beside it) or a single file `<slug>.md`.
struct ContentLoader: Sendable {
    /// Where an article's Markdown lives and which URL slug it gets.
    struct Entry: Sendable, Equatable {
        var slug: String
        var path: String
        var folder: String
        /// The file's folder relative to the content folder (empty at the top).
        var contentFolder = ""
        /// Whether the file is its folder's own page (`index.md`, `_index.md`, `README.md`).
        var isIndex = false
        /// The date in a Jekyll post's file name (`_posts/2024-03-05-title.md`).
        var postDate: CalendarDate? = nil
    }

    /// What scanning the content folder found.
    struct Scan: Sendable {
        var entries: [Entry] = []
        var diagnostics: [Diagnostic] = []
        /// What was left out, relative to the content folder (``ContentTree``), for the summary line.
        var skipped: [String] = []
    }

    var contentDirectory: String
    /// Names or content-relative paths never read (`ignore:` in `site.yaml`).
    var ignored: Set<String> = []
    /// Whether Jekyll's `_drafts` folder is read.
    var includeDrafts = false
    /// Articles larger than this are refused (`max_article_size` in `site.yaml`).
    var maximumArticleBytes = ContentLoader.defaultMaximumArticleBytes
    static let defaultMaximumArticleBytes = 5 * 1024 * 1024
    /// Front matter larger than this is refused: it is metadata, not content.
    static let maximumFrontMatterBytes = 64 * 1024

    /// Markdown files of every article at any depth (``ContentTree``), sorted by path so builds
    /// are stable. The slug is derived from the folders' and file's names (lowercase, Cyrillic
    /// transliterated, anything else a `-`); `slug:` in the front matter overrides the last part.
    func scan() throws(DiaryError) -> Scan {
        guard
            FileSystem.kind(of: contentDirectory) == .directory
                || FileManagerProbe.directoryExists(contentDirectory)
        else {
            throw DiaryError(file: contentDirectory, "content folder not found; pass --content PATH or create it")
        }
        do {
            var invalidNames: [String] = []
            _ = try FileSystem.entries(of: contentDirectory, invalidNames: &invalidNames)
        } catch {
            throw DiaryError(file: contentDirectory, "cannot list the content folder: \(error.reason)")
        }
        let root = FileSystem.canonicalPath(contentDirectory) ?? contentDirectory
        let tree = ContentTree(root: contentDirectory, ignored: ignored, includeDrafts: includeDrafts)
        let walk = tree.walk(canonicalRoot: root)
        return Scan(entries: walk.entries, diagnostics: walk.diagnostics, skipped: walk.skipped)
    }

    /// Reads one article's front matter into an ``Article``.
    /// - Returns: The article and the warnings its front matter raised.
    func loadArticle(_ entry: Entry) throws(DiaryError) -> (Article, [Diagnostic]) {
        let source = try SourceFile.readArticle(entry.path, maximumBytes: maximumArticleBytes)
        if let yaml = source.frontMatter, yaml.utf8.count > Self.maximumFrontMatterBytes {
            throw DiaryError(
                file: entry.path, line: source.frontMatterStartLine,
                "front matter is \(yaml.utf8.count / 1024) KB; keep it under \(Self.maximumFrontMatterBytes / 1024) KB and move the text into the article"
            )
        }
        var (article, warnings) = try ArticleDecoder(path: entry.path, slug: entry.slug, folderPath: entry.folder)
            .decode(source)
        // `slug:` names the last part of a nested page's URL, as in Hugo.
        if article.fieldLines["slug"] != nil, let slash = entry.slug.lastIndex(of: "/") {
            article.slug = String(entry.slug[...slash]) + article.slug
        }
        if article.date == nil, let day = entry.postDate {
            // A Jekyll post is dated by its file name: the decoder's "no 'date'" does not apply.
            article.date = ArticleDate(day: day)
            warnings.removeAll { $0.message.hasPrefix("no 'date'") }
        }
        // Jekyll's `_drafts` are read only with `--drafts`, and are drafts.
        if entry.path.contains("/_drafts/") { article.isDraft = true }
        article.sourceDigest = Self.digest(of: source)
        return (article, warnings)
    }

    /// The digest of an article file's text: its front matter and body, with the lines they start at.
    static func digest(of source: ArticleSource) -> ContentHash.Digest {
        var hash = ContentHash()
        hash.combine(source.frontMatter)
        hash.combine(source.frontMatterStartLine)
        hash.combine(source.bodyLines.firstFileLine)
        hash.combine(source.body)
        return hash.digest
    }

    /// Two articles with one URL: an error on the later file, naming the earlier one.
    static func duplicateSlugs(_ articles: [Article]) -> [Diagnostic] {
        var owners: [String: String] = [:]
        var problems: [Diagnostic] = []
        for article in articles {
            if let owner = owners[article.slug] {
                problems.append(
                    Diagnostic(
                        file: article.sourcePath, line: article.fieldLines["slug"],
                        message:
                            "'\(owner)' already has the URL /\(article.slug)/; keep one of the two files or give one another 'slug:'"
                    ))
            } else {
                owners[article.slug] = article.sourcePath
            }
        }
        return problems
    }
}

extension String {
    /// Joins path components the way the file system expects.
    func appendingPathComponent(_ component: String) -> String {
        if isEmpty { return component }
        if component.isEmpty { return self }
        return hasSuffix("/") ? self + component : self + "/" + component
    }
}
