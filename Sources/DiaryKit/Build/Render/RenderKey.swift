import BuildCache
import DiaryContent
import Foundation

/// Names each article's cached render by everything that went into it (``RenderInput``): what
/// every article's render shares, hashed once per build, and the article's own inputs.
struct RenderKey: Sendable {
    /// The digest of the inputs all articles share (``SharedRenderInput``).
    let shared: ContentHash.Digest

    /// - Parameters:
    ///   - links: How links resolve: only its site address is shared (the rest is asked per render).
    ///   - typography: Whether quotes and dashes are typeset.
    ///   - unsafeHTML: Whether raw HTML is kept as written.
    ///   - language: What the language changes in a render (``SiteSettings/renderedLanguage``).
    init(
        links: LinkResolver, typography: Bool, unsafeHTML: Bool, language: [String] = [],
        generator: String = RenderKey.generatorIdentity
    ) {
        var input = SharedRenderInput(
            links: links, typography: typography, unsafeHTML: unsafeHTML, generator: generator)
        input.language = language
        shared = ContentHash.digest(of: input)
    }

    /// Every input of one article's render; its ``RenderInput/key`` names the render.
    /// - Parameters:
    ///   - files: The article's own files (images, data), which links and images may name.
    ///   - previews: The previews its module drew for it.
    ///   - examples: Its doctests that get Run buttons.
    ///   - source: The article's file (``ContentLoader/digest(of:)``), when `article` has no
    ///     `sourceDigest`.
    /// - Throws: When one of the article's files cannot be read.
    func input(
        for article: Article, source: @autoclosure () throws(DiaryError) -> ArticleSource, files: [String],
        previews: DrawnPreviews, examples: [Int: RunnableExample]
    ) throws(DiaryError) -> RenderInput {
        try RenderInput(
            article: article, shared: shared, source: try source(), files: files, previews: previews,
            examples: examples)
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
