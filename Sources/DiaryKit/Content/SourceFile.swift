import DiaryContent

/// Reads the text files the user wrote (articles, templates, `site.yaml`, data tables), insisting
/// on UTF-8 (``UTF8Text``).
enum SourceFile {
    /// The file's text, or a diagnostic naming the line of the first byte that is not UTF-8.
    /// - Parameter maximumBytes: A larger file is refused with a diagnostic instead of read.
    static func read(_ path: String, maximumBytes: Int? = nil) throws(DiaryError) -> String {
        try decode(readBytes(path, maximumBytes: maximumBytes), path: path)
    }

    /// An article file, cut into its front matter and body.
    /// - Parameter maximumBytes: A larger file is refused with a diagnostic instead of read.
    static func readArticle(_ path: String, maximumBytes: Int? = nil) throws(DiaryError) -> ArticleSource {
        let bytes = try readBytes(path, maximumBytes: maximumBytes)
        do {
            return try ArticleSource(path: path, bytes: bytes)
        } catch {
            throw DiaryError([error])
        }
    }

    /// The text of `bytes`, read from `path`.
    static func decode(_ bytes: [UInt8], path: String) throws(DiaryError) -> String {
        do {
            return try UTF8Text.decode(bytes, path: path)
        } catch {
            throw DiaryError([error])
        }
    }

    private static func readBytes(_ path: String, maximumBytes: Int?) throws(DiaryError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path)
        } catch {
            throw DiaryError(file: path, "cannot read the file: \(error.reason)")
        }
        if let maximumBytes, bytes.count > maximumBytes {
            throw DiaryError(
                file: path,
                "the file is \(Self.megabytes(bytes.count)) MB, over the limit of \(Self.megabytes(maximumBytes)) MB; split it, or raise max_article_size in site.yaml"
            )
        }
        return bytes
    }

    private static func megabytes(_ count: Int) -> String {
        let tenths = (count * 10 + 512 * 1024) / (1024 * 1024)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
