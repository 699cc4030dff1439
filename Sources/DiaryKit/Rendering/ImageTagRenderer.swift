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
    /// Where the render using this renderer notes what it asked of the tables above
    /// (``SiteLookupLog``); `nil` outside a cached build.
    var log: SiteLookupLog? = nil

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
        // DocC's dark variant beside the image (`name~dark.png`): offered to dark schemes.
        var darkSources: String?
        if LinkResolver.hasScheme(source) || source.hasPrefix("/") {
            if source.hasPrefix("/"), !source.hasPrefix("//"), ask(.imageTablesEmpty, "site") == nil {
                let path = LinkResolver.normalise(source.split(separator: "/").map(String.init))
                    .joined(separator: "/")
                guard ask(.imageRootFile, path) != nil || ask(.imageContentURL, path) != nil else {
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
            let variants = Self.densityVariants(of: found.inTree) { ask(.imageContentKey, $0) != nil }
            if !variants.isEmpty {
                let candidates =
                    ["\(url.path(found.url)) 1x"]
                    + variants.compactMap { variant in
                        ask(.imageContentFile, variant.file).map { "\(url.path($0)) \(variant.scale)x" }
                    }
                attributes.append(("srcset", candidates.joined(separator: ", ")))
            }
            darkSources = Self.darkVariant(
                of: found.inTree, exists: { ask(.imageContentKey, $0) != nil },
                url: { ask(.imageContentFile, $0).map(url.path) })
            if let size = ask(.imagePixelSize, found.path).flatMap(PNGSize.size(answer:)) {
                // DocC's `name@2x.png`, found for a bare `name`, shows at half its pixels.
                let scale = found.inTree.contains("@2x.") ? 2 : 1
                attributes.append(("width", String(size.width / scale)))
                attributes.append(("height", String(size.height / scale)))
            }
        } else if ask(.imageContentFolder, folder) != nil, !files.contains(source),
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
            darkSources = Self.darkVariant(
                of: source, exists: { files.contains($0) }, url: { url.path("\(slug)/\($0.composed)") })
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
        guard let darkSources else { return .success("<img \(rendered)>") }
        return .success(
            "<picture><source srcset=\"\(HTMLEscaping.escape(darkSources))\" media=\"(prefers-color-scheme: dark)\">"
                + "<img \(rendered)></picture>")
    }

    /// The `srcset` of the dark variant of the image `file`, as DocC names it (`name~dark.png`,
    /// `name~dark@2x.png`, also written `name@2x~dark.png`), from the names `exists` finds and
    /// the URL `url` gives each; `nil` when there is none (or `file` is a dark variant itself).
    static func darkVariant(of file: String, exists: (String) -> Bool, url: (String) -> String?) -> String? {
        guard let dot = file.lastIndex(of: "."), !file.contains("~dark") else { return nil }
        let stem = String(file[..<dot])
        let ext = String(file[dot...])
        let isDouble = stem.hasSuffix("@2x")
        let base = isDouble ? String(stem.dropLast(3)) : stem
        let single = ["\(base)~dark\(ext)"].first(where: exists).flatMap(url)
        let double = ["\(base)~dark@2x\(ext)", "\(base)@2x~dark\(ext)"].first(where: exists).flatMap(url)
        switch (single, double) {
        // An image found as `name@2x.png` shows the dark image of the same scale.
        case (_, let double?) where isDouble: return double
        case (let single?, let double?): return "\(single) 1x, \(double) 2x"
        case (let single?, nil): return isDouble ? nil : single
        case (nil, let double?): return "\(double) 2x"
        case (nil, nil): return nil
        }
    }

    /// The content file `source` names from the page folder `folder`: by its relative path, or,
    /// for DocC's bare names (`diagram`), `diagram.png`, `diagram@2x.png` or `diagram~dark.png`
    /// in the folder or any `images` or `Resources` folder.
    private func contentFile(_ source: String, folder: String) -> (inTree: String, url: String, path: String)? {
        guard let base = ask(.imageContentFolder, folder) else { return nil }
        let components = LinkResolver.normalise(
            base.split(separator: "/").map(String.init) + source.split(separator: "/").map(String.init))
        let inTree = components.joined(separator: "/")
        var root = folder
        for _ in base.split(separator: "/") { root = String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)]) }
        if let published = ask(.imageContentFile, inTree) {
            return (inTree, published, root.appendingPathComponent(inTree))
        }
        guard !source.contains("/"), !source.contains(".") else { return nil }
        let names = ["png", "jpg", "jpeg", "svg", "gif"].flatMap { ext in
            ["\(source).\(ext)", "\(source)@2x.\(ext)", "\(source)~dark.\(ext)", "\(source)~dark@2x.\(ext)"]
        }
        for name in names {
            let near = base.appendingPathComponent(name)
            if let published = ask(.imageContentFile, near) {
                return (near, published, root.appendingPathComponent(near))
            }
        }
        for name in names {
            if let first = ask(.imageNamed, name), let published = ask(.imageContentFile, first) {
                return (first, published, root.appendingPathComponent(first))
            }
        }
        return nil
    }

    // MARK: Lookups

    /// What `table` holds for `key` (`"1"` for a set's member), as ``SiteLookupLog`` records it.
    func lookUp(_ table: SiteLookupLog.Table, _ key: String) -> String? {
        switch table {
        case .imageRootFile: rootFiles.contains(key) ? "1" : nil
        case .imageContentFile: contentFiles[key]
        case .imageContentURL: contentURLs.contains(key) ? "1" : nil
        case .imageContentKey: contentKeys.contains(key) ? "1" : nil
        case .imageContentFolder: contentFolders[key]
        // The first content file, by path, with this name in any folder (and the answer says
        // which, so a file of that name added elsewhere changes it).
        case .imageNamed: contentKeys.filter { $0 == key || $0.hasSuffix("/" + key) }.min()
        case .imageTablesEmpty: rootFiles.isEmpty && contentURLs.isEmpty ? "1" : nil
        case .imagePixelSize: PNGSize.read(key).map(PNGSize.answer)
        default: nil
        }
    }

    /// ``lookUp(_:_:)``, noted in the render's ``log``.
    private func ask(_ table: SiteLookupLog.Table, _ key: String) -> String? {
        let answer = lookUp(table, key)
        log?.record(table, key, answer)
        return answer
    }

    /// `name@2x.ext` and `name@3x.ext` present among the article's files.
    static func densityVariants(of source: String, in files: Set<String>) -> [(file: String, scale: Int)] {
        densityVariants(of: source) { files.contains($0) }
    }

    /// `name@2x.ext` and `name@3x.ext` for which `exists` holds.
    static func densityVariants(of source: String, exists: (String) -> Bool) -> [(file: String, scale: Int)] {
        guard let dot = source.lastIndex(of: "."), !source[..<dot].hasSuffix("@2x"), !source[..<dot].hasSuffix("@3x")
        else { return [] }
        let stem = source[..<dot]
        let ext = source[dot...]
        return [2, 3].compactMap { scale in
            let name = "\(stem)@\(scale)x\(ext)"
            return exists(name) ? (name, scale) : nil
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

    /// A size as the answer to ``SiteLookupLog/Table/imagePixelSize``.
    static func answer(_ size: (width: Int, height: Int)) -> String {
        "\(size.width)×\(size.height)"
    }

    /// The size an ``answer(_:)`` names.
    static func size(answer: String) -> (width: Int, height: Int)? {
        let parts = answer.split(separator: "×")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }
}
