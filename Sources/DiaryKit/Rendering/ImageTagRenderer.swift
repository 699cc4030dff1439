import DiaryContent
import DiaryMarkdown
import Foundation

/// Builds `<img>` tags for an article's images: lazy loading, intrinsic size
/// for PNGs, and `srcset` when `name@2x.png` / `name@3x.png` sit beside `name.png`.
struct ImageTagRenderer: Sendable {
    var url: SiteURL

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
            attributes.append(("src", source.hasPrefix("/") ? url.path(source) : source))
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
