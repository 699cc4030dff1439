import BuildCache
import DiaryContent
import Foundation
import SampleWasm

/// Everything one article's render reads of its own, as one value: its ``key`` names the render's
/// own inputs, so an unchanged article of an otherwise changed site keeps its key and a stale
/// render is never reused.
///
/// The key is the digest of every stored property (``ContentHash/digest(of:)``), not a list
/// kept by hand: an input the render starts to read becomes a property here, and is in the key.
/// What the render reads of the rest of the site (links' targets, pages' titles) is not here:
/// the cache keeps the questions it asked (``SiteLookupLog``), and the render's name in the cache
/// is this key with the answers the site gives them now.
struct RenderInput: Encodable, Sendable {
    /// What every article's render shares: the digest of the build's ``SharedRenderInput``.
    var shared: ContentHash.Digest
    /// The article's file, relative to the site's content folder; its folder is the file's.
    var sourcePath: String
    var slug: String
    /// The digest of the article's file (``ContentLoader/digest(of:)``): everything the
    /// article's front matter and body say.
    var source: ContentHash.Digest
    /// The article's own files (images, tables' data), in name order, each with the digest of
    /// its bytes: an image's size and a table's rows come from them, not only their names.
    var files: [File]
    /// The previews its module drew for it.
    var previews: DrawnPreviews
    /// Its doctests that get Run buttons, by body line.
    var examples: [Int: RunnableExample]

    /// One of the article's own files.
    struct File: Encodable, Sendable {
        /// The file's path relative to the article's folder.
        var name: String
        /// The digest of its bytes.
        var content: ContentHash.Digest
    }

    /// Gathers the inputs of `article`'s render.
    /// - Parameters:
    ///   - source: The article's file, read only when `article` has no `sourceDigest`.
    ///   - files: The article's own files, relative to its folder.
    /// - Throws: When one of the article's files cannot be read.
    init(
        article: Article, shared: ContentHash.Digest, source: @autoclosure () throws(DiaryError) -> ArticleSource,
        files: [String], previews: DrawnPreviews, examples: [Int: RunnableExample]
    ) throws(DiaryError) {
        self.shared = shared
        sourcePath = article.sourcePath
        slug = article.slug
        if let digest = article.sourceDigest {
            self.source = digest
        } else {
            self.source = ContentLoader.digest(of: try source())
        }
        self.files = []
        for name in files.sorted() {
            let path = article.folderPath.appendingPathComponent(name)
            do {
                self.files.append(File(name: name, content: try FileSystem.digest(ofFileAt: path)))
            } catch {
                throw DiaryError(file: path, "cannot read the article's file: \(error.reason)")
            }
        }
        self.previews = previews
        self.examples = examples
    }

    /// The digest of the render's own inputs (its name in the cache is this with the answers to
    /// its ``SiteLookupLog`` questions).
    var key: ContentHash.Digest { ContentHash.digest(of: self) }
}

/// What every article's render shares: the generator itself, the site's address and the settings
/// that change an article's HTML. Its digest is made once per build and is part of every
/// ``RenderInput``. Which pages and files links may point at is not: each render's key holds only
/// the answers it used (``SiteLookupLog``).
struct SharedRenderInput: Encodable, Sendable {
    /// The running generator (``RenderKey/generatorIdentity``): a rebuilt `diary` may render
    /// differently.
    var generator: String
    /// The site's address and the path every URL starts with.
    var address: String
    var basePath: String
    /// The settings that change an article's HTML.
    var typography: Bool
    var unsafeHTML: Bool
    /// Which `node` and KaTeX typeset math (``MathTypesetter/identity``): installing them changes the HTML.
    var math = MathTypesetter.system.identity
    /// The language's typography and date words.
    var language: [String] = []

    init(links: LinkResolver, typography: Bool, unsafeHTML: Bool, generator: String) {
        self.generator = generator
        address = links.url.absolute("")
        basePath = links.url.basePath
        self.typography = typography
        self.unsafeHTML = unsafeHTML
    }
}

extension DoctestInput: Encodable {
    /// Feeds a doctest's input to a render's key as its description, which names every stored
    /// property: the type belongs to SampleWasm, whose types are not `Encodable`, and only
    /// articles with Run buttons have any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(String(describing: self))
    }
}
