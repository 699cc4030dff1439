import Foundation

/// Writes generated files without touching unchanged ones, so a no-op build stays a no-op:
/// an unchanged modification date means nothing downstream recompiles.
public enum OutputFile {
    /// Writes `contents` to `path` unless the file already holds exactly these bytes.
    /// - Parameters:
    ///   - contents: The file text, written as UTF-8.
    ///   - path: The destination; missing parent directories are created.
    /// - Returns: `true` when the file was written, `false` when it was already up to date.
    /// - Throws: Errors from creating the directory or writing the file.
    @discardableResult
    public static func write(_ contents: String, toPath path: String) throws -> Bool {
        let data = Data(contents.utf8)
        if FileManager.default.contents(atPath: path) == data { return false }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
        return true
    }
}
