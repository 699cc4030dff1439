import DiaryContent

#if canImport(Glibc)
    import Glibc
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    import Darwin
    private let systemRead = Darwin.read
#endif

/// Decides which files beside an article are published with it.
///
/// Whatever the site publishes is served from the site's own origin, where a page, a script or
/// an SVG with script would run with the site's authority (and `script-src 'self'` would let
/// any `.js` file run in its pages). So only what an article means to show or offer is
/// published: images, video, audio, PDF, data and archives, each checked by its extension *and*
/// by its first bytes (a `.png` must start as a PNG does; a `.csv` must not start as markup).
/// SVG files are published only when they hold nothing that can run or load (see
/// ``SVGFileCheck``). Everything else — HTML, XML, scripts, stylesheets, unknown kinds — stays
/// out of the site with a warning that says where such a file belongs.
enum ArticleFilePolicy {
    /// What becomes of one file.
    enum Decision: Sendable, Equatable {
        case publish
        /// Left out, for this reason (named with the file in the one `not published:` summary line).
        case refuse(String)
    }

    /// Formats whose first bytes are checked against the extension.
    private static let signatures: [String: [[UInt8?]]] = {
        func bytes(_ text: String) -> [UInt8?] { text.utf8.map { $0 } }
        let ftyp: [UInt8?] = [nil, nil, nil, nil] + bytes("ftyp")
        let riff: [UInt8?] = bytes("RIFF") + [nil, nil, nil, nil]
        let mp3: [[UInt8?]] = [bytes("ID3"), [0xFF, 0xFB], [0xFF, 0xF3], [0xFF, 0xF2], [0xFF, 0xFA]]
        return [
            "png": [[0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]],
            "jpg": [[0xFF, 0xD8, 0xFF]], "jpeg": [[0xFF, 0xD8, 0xFF]],
            "gif": [bytes("GIF87a"), bytes("GIF89a")],
            "webp": [riff + bytes("WEBP")],
            "avif": [ftyp], "heic": [ftyp],
            "ico": [[0x00, 0x00, 0x01, 0x00]],
            "pdf": [bytes("%PDF-")],
            "zip": [bytes("PK\u{03}\u{04}"), bytes("PK\u{05}\u{06}")],
            "gz": [[0x1F, 0x8B]], "tgz": [[0x1F, 0x8B]],
            "bz2": [bytes("BZh")],
            "xz": [[0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]],
            "7z": [[0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]],
            "tar": [Array(repeating: nil, count: 257) + bytes("ustar")],
            "mp4": [ftyp], "m4v": [ftyp], "mov": [ftyp], "m4a": [ftyp],
            "webm": [[0x1A, 0x45, 0xDF, 0xA3]],
            "ogg": [bytes("OggS")], "oga": [bytes("OggS")], "ogv": [bytes("OggS")], "opus": [bytes("OggS")],
            "mp3": mp3,
            "wav": [riff + bytes("WAVE")],
            "flac": [bytes("fLaC")],
        ]
    }()

    /// Plain-text formats: published when they do not start as markup.
    private static let textFormats: Set<String> = ["csv", "tsv", "json", "txt", "swift"]

    /// The decision for the file at `path`, named `relativePath` beside its article.
    static func decide(_ path: String, relativePath: String) -> Decision {
        let kind = PathText.lowercasedExtension(of: relativePath)
        if relativePath == "index.html" { return .refuse("index.html would take the place of the article's own page") }
        if kind == "svg" {
            guard let problem = SVGFileCheck.problem(inFileAt: path) else { return .publish }
            return .refuse("an SVG image that \(problem) would run on the site's origin when opened")
        }
        if let signatures = signatures[kind] {
            let head = firstBytes(of: path, count: 512)
            let matches = signatures.contains { signature in
                head.count >= signature.count
                    && zip(signature, head).allSatisfy { expected, byte in expected.map { $0 == byte } ?? true }
            }
            return matches ? .publish : .refuse("its bytes are not those of a .\(kind) file")
        }
        if textFormats.contains(kind) {
            let head = firstBytes(of: path, count: 512).drop { [9, 10, 13, 32, 0xEF, 0xBB, 0xBF].contains($0) }
            return head.first == UInt8(ascii: "<") ? .refuse("a .\(kind) file that starts as markup") : .publish
        }
        switch kind {
        case "html", "htm", "xhtml", "shtml", "xht", "xml", "xsl", "xslt":
            return .refuse("a page beside an article would run on the site's origin")
        case "js", "mjs", "cjs", "wasm":
            return .refuse("a script beside an article would be allowed to run in every page")
        case "":
            return .refuse("a file without an extension has no known kind")
        default:
            return .refuse(
                "'.\(kind)' is not a kind of file an article publishes (images, video, audio, PDF, data, archives)")
        }
    }

    /// Warnings for files whose names differ only by case or Unicode normal form: one server or
    /// disk tells them apart and another does not (macOS, Windows, a byte-exact web server).
    static func lookalikes(_ files: [String], in folder: String) -> [Diagnostic] {
        var first: [String: String] = [:]
        var warnings: [Diagnostic] = []
        for file in files {
            let key = file.composed.lowercased()
            if let earlier = first[key] {
                warnings.append(
                    Diagnostic(
                        .warning, file: folder.appendingPathComponent(file),
                        message:
                            "its name differs from '\(earlier)' only by case or Unicode normal form, which some disks and servers do not tell apart; rename one of them"
                    ))
            } else {
                first[key] = file
            }
        }
        return warnings
    }

    /// Up to `count` bytes from the start of the file (fewer for a shorter file, none when it
    /// cannot be read).
    static func firstBytes(of path: String, count: Int) -> [UInt8] {
        guard let descriptor = try? FileSystem.openRegularFile(path) else { return [] }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, count - filled) }
            if read < 0, errno == EINTR { continue }
            if read <= 0 { break }
            filled += read
        }
        return Array(bytes[..<filled])
    }
}
