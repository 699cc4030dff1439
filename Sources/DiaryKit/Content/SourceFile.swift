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

    /// Text files that are not articles (templates, `site.yaml`, data tables) larger than this
    /// are refused: real ones are a few kilobytes.
    static let maximumOtherFileBytes = 8 * 1024 * 1024

    /// The file's bytes. Its size is taken from `stat` first, so a file over `maximumBytes` (or a
    /// FIFO, a device, a socket) is refused before a byte of it is read.
    private static func readBytes(_ path: String, maximumBytes: Int?) throws(DiaryError) -> [UInt8] {
        let limit = maximumBytes ?? maximumOtherFileBytes
        do {
            let size = try FileSystem.regularFileSize(path)
            if size > limit {
                throw DiaryError(file: path, tooLarge(size, limit: limit, isArticle: maximumBytes != nil))
            }
            let bytes = try FileSystem.read(path)
            // It grew since `stat`: still refused.
            if bytes.count > limit {
                throw DiaryError(file: path, tooLarge(bytes.count, limit: limit, isArticle: maximumBytes != nil))
            }
            return bytes
        } catch let failure as FileSystem.Failure {
            throw DiaryError(file: path, "cannot read the file: \(failure.reason)")
        } catch let error as DiaryError {
            throw error
        } catch {
            throw DiaryError(file: path, "cannot read the file: \(error)")
        }
    }

    /// The message for a file of `count` bytes over `limit`.
    static func tooLarge(_ count: Int, limit: Int, isArticle: Bool) -> String {
        var sizes = "\(megabytes(count)) MB, over the limit of \(megabytes(limit)) MB"
        // Rounded to the same tenth, the numbers would read as equal: give the bytes.
        if megabytes(count) == megabytes(limit) { sizes = "\(count) bytes, over the limit of \(limit) bytes" }
        let advice = isArticle ? "split it, or raise max_article_size in site.yaml" : "keep it smaller"
        return "the file is \(sizes); \(advice)"
    }

    private static func megabytes(_ count: Int) -> String {
        let tenths = (count * 10 + 512 * 1024) / (1024 * 1024)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
