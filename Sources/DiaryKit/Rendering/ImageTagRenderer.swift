import DiaryContent
import DiaryMarkdown
import Foundation

/// Builds `<img>` tags for an article's images: lazy loading, intrinsic size
/// for PNGs, and `srcset` when `name@2x.png` / `name@3x.png` sit beside `name.png`.
struct ImageTagRenderer: Sendable {
    var url: SiteURL
    /// The URL path of every file the content folders publish, by path in the content folder.
    var contentFiles: [String: String] = [:] {
        didSet {
            contentURLs = Set(contentFiles.values)
            contentKeys = Set(contentFiles.keys)
        }
    }
    /// Each page folder's path in the content folder, by its path on disk.
    var contentFolders: [String: String] = [:]
    /// Files at the site's root (`Public/` and the generated ones), for `/`-rooted sources.
    var rootFiles: Set<String> = []
    private var contentURLs: Set<String> = []
    private var contentKeys: Set<String> = []

    init(url: SiteURL) {
        self.url = url
    }

    /// The tag for `source` as written in the article, or a problem sentence
    /// when the file is missing; the sentence quotes `writtenSource` (the source before
    /// escapes and character references are decoded) when given.
    func tag(
        source: String, alt: String, title: String?, slug: String, folder: String, files: Set<String>,
        writtenSource: String? = nil
    ) -> Result<String, RenderProblem> {
        let quoted = writtenSource ?? source
        var attributes: [(String, String)] = []
        if LinkResolver.hasScheme(source) || source.hasPrefix("/") {
            if source.hasPrefix("/"), !source.hasPrefix("//"), !rootFiles.isEmpty || !contentURLs.isEmpty {
                let path = LinkResolver.normalise(source.split(separator: "/").map(String.init))
                    .joined(separator: "/")
                guard rootFiles.contains(path) || contentURLs.contains(path) else {
                    return .failure(
                        RenderProblem(
                            message:
                                "image '\(quoted)' is not in the site: no Public/ or content file has that path; "
                                + "add the file or fix the path"))
                }
            }
            attributes.append(("src", source.hasPrefix("/") ? url.path(source) : source))
        } else if let found = contentFile(source, folder: folder) {
            attributes.append(("src", url.path(found.url)))
            let variants = Self.densityVariants(of: found.inTree, in: contentKeys)
            if !variants.isEmpty {
                let candidates =
                    ["\(url.path(found.url)) 1x"]
                    + variants.compactMap { variant in
                        contentFiles[variant.file].map { "\(url.path($0)) \(variant.scale)x" }
                    }
                attributes.append(("srcset", candidates.joined(separator: ", ")))
            }
            if let size = PNGSize.read(found.path) {
                // DocC's `name@2x.png`, found for a bare `name`, shows at half its pixels.
                let scale = found.inTree.contains("@2x.") ? 2 : 1
                attributes.append(("width", String(size.width / scale)))
                attributes.append(("height", String(size.height / scale)))
            }
        } else if !contentFolders.isEmpty, contentFolders[folder] != nil, !files.contains(source),
            !source.split(separator: "/").contains("..")
        {
            return .failure(
                RenderProblem(
                    message:
                        "image '\(quoted)' not found next to the article; add the file to \(folder) or fix the name"
                ))
        } else {
            if source.split(separator: "/").contains("..") {
                return .failure(
                    RenderProblem(
                        message:
                            "image '\(quoted)' lies outside the article's folder; put the file in \(folder) and write its name"
                    ))
            }
            guard files.contains(source) else {
                return .failure(
                    RenderProblem(
                        message:
                            "image '\(quoted)' not found next to the article; add the file to \(folder) or fix the name"
                    ))
            }
            // The file is published under its name in NFC (String+NormalForm), whatever form
            // the text or the disk has it in.
            attributes.append(("src", url.path("\(slug)/\(source.composed)")))
            let variants = Self.densityVariants(of: source, in: files)
            if !variants.isEmpty {
                let candidates =
                    ["\(url.path("\(slug)/\(source.composed)")) 1x"]
                    + variants.map { "\(url.path("\(slug)/\($0.file.composed)")) \($0.scale)x" }
                attributes.append(("srcset", candidates.joined(separator: ", ")))
            }
            if let size = PNGSize.read(folder.appendingPathComponent(source)) {
                attributes.append(("width", String(size.width)))
                attributes.append(("height", String(size.height)))
            }
        }
        attributes.append(("alt", alt))
        if let title, !title.isEmpty { attributes.append(("title", title)) }
        attributes.append(("loading", "lazy"))
        attributes.append(("decoding", "async"))
        let rendered = attributes.map { "\($0.0)=\"\(HTMLEscaping.escape($0.1))\"" }.joined(separator: " ")
        return .success("<img \(rendered)>")
    }

    /// The content file `source` names from the page folder `folder`: by its relative path, or,
    /// for DocC's bare names (`diagram`), `diagram.png`, `diagram@2x.png` or `diagram~dark.png`
    /// in the folder or any `images` or `Resources` folder.
    private func contentFile(_ source: String, folder: String) -> (inTree: String, url: String, path: String)? {
        guard let base = contentFolders[folder] else { return nil }
        let components = LinkResolver.normalise(
            base.split(separator: "/").map(String.init) + source.split(separator: "/").map(String.init))
        let inTree = components.joined(separator: "/")
        var root = folder
        for _ in base.split(separator: "/") { root = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)]) }
        if let published = contentFiles[inTree] {
            return (inTree, published, root.appendingPathComponent(inTree))
        }
        guard !source.contains("/"), !source.contains(".") else { return nil }
        let names = ["png", "jpg", "jpeg", "svg", "gif"].flatMap { ext in
            ["\(source).\(ext)", "\(source)@2x.\(ext)", "\(source)~dark.\(ext)", "\(source)~dark@2x.\(ext)"]
        }
        for name in names {
            let near = base.appendingPathComponent(name)
            if let published = contentFiles[near] { return (near, published, root.appendingPathComponent(near)) }
        }
        for name in names {
            let matches = contentFiles.keys.filter { $0 == name || $0.hasSuffix("/" + name) }.sorted()
            if let first = matches.first, let published = contentFiles[first] {
                return (first, published, root.appendingPathComponent(first))
            }
        }
        return nil
    }

    /// `name@2x.ext` and `name@3x.ext` present among the article's files.
    static func densityVariants(of source: String, in files: Set<String>) -> [(file: String, scale: Int)] {
        guard let dot = source.lastIndex(of: "."), !source[..<dot].hasSuffix("@2x"), !source[..<dot].hasSuffix("@3x")
        else { return [] }
        let stem = source[..<dot]
        let ext = source[dot...]
        return [2, 3].compactMap { scale in
            let name = "\(stem)@\(scale)x\(ext)"
            return files.contains(name) ? (name, scale) : nil
        }
    }
}

/// Why a piece of an article could not be rendered; the caller adds the place.
struct RenderProblem: Error {
    var message: String
}

/// Reads a PNG's pixel size from its header, so pages reserve the space.
enum PNGSize {
    static func read(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24 else { return nil }
        let bytes = [UInt8](data)
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        return (width, height)
    }
}
