import DiaryContent
import Foundation

/// Names a cached render by everything that went into it: the generator itself, what every
/// article's render shares (the site's address, which pages and files links may point at, the
/// settings that change the HTML) and the article's own text, files, Run buttons and previews.
/// Change any of them and the key changes, so a stale render is never reused; an unchanged
/// article of an otherwise changed site keeps its key.
struct RenderKey: Sendable {
    /// The digest of the inputs all articles share.
    let shared: ContentHash.Digest

    /// - Parameters:
    ///   - links: How links resolve: every slug, content path and root file of the site.
    ///   - settings: The site's settings that change an article's HTML.
    init(links: LinkResolver, typography: Bool, unsafeHTML: Bool, generator: String = RenderKey.generatorIdentity) {
        var hash = ContentHash()
        hash.combine(generator)
        hash.combine(links.url.absolute(""))
        hash.combine(links.url.basePath)
        // Tens of thousands of names at 10,000 articles: hashed in any order, not sorted.
        for slugs in [links.publishedSlugs, links.plannedSlugs, links.rootFiles] {
            hash.combine(unordered: slugs) { $0.combine($1) }
        }
        hash.combine(unordered: links.contentPaths) { hash, entry in
            hash.combine(entry.key)
            hash.combine(entry.value)
        }
        hash.combine(typography)
        hash.combine(unsafeHTML)
        shared = hash.digest
    }

    /// The key of one article's render.
    /// - Parameters:
    ///   - files: The article's own files (images, data), which links and images may name.
    ///   - previews: The previews its module drew for it.
    ///   - examples: Its doctests that get Run buttons.
    ///   - source: The article's file (``ContentLoader/digest(of:)``), when `article` has no
    ///     `sourceDigest`.
    func key(
        for article: Article, source: @autoclosure () throws(DiaryError) -> ArticleSource, files: [String],
        previews: ArticlePreviews, examples: [Int: RunnableExample]
    ) throws(DiaryError) -> ContentHash.Digest {
        var hash = ContentHash()
        hash.combine(shared)
        hash.combine(article.sourcePath)
        hash.combine(article.slug)
        if let digest = article.sourceDigest {
            hash.combine(digest)
        } else {
            hash.combine(ContentLoader.digest(of: try source()))
        }
        hash.combine(files.count)
        for file in files.sorted() { hash.combine(file) }
        // Every article has this, so it is hashed as values: `String(describing:)` reflects.
        switch previews.missing {
        case .noModule: hash.combine(0)
        case .moduleFailed(let module):
            hash.combine(1)
            hash.combine(module)
        case .off: hash.combine(2)
        }
        for (line, note) in previews.failures.sorted(by: { $0.key < $1.key }) {
            hash.combine(line)
            hash.combine(note)
        }
        for (line, figures) in previews.figures.sorted(by: { $0.key < $1.key }) {
            hash.combine(line)
            hash.combine(figures.count)
            for figure in figures {
                hash.combine(figure.caption)
                hash.combine(figure.lightSVG)
                hash.combine(figure.darkSVG)
                hash.combine(figure.live.map { "\($0.module) \($0.fence) \($0.variant)" })
            }
        }
        for (line, example) in examples.sorted(by: { $0.key < $1.key }) {
            hash.combine(line)
            hash.combine(String(describing: example))
        }
        return hash.digest
    }

    /// Names the running generator by its executable's size, modification time and file number,
    /// so a rebuilt `diary` (whose rendering may differ) never reads its predecessor's entries.
    static let generatorIdentity: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? "diary"
        var info = stat()
        guard stat(executable, &info) == 0 else {
            return "\(executable) unknown \(ProcessInfo.processInfo.processIdentifier)"
        }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return "\(executable) \(info.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(info.st_ino)"
    }()
}
