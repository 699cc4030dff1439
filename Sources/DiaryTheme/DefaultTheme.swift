/// The theme built into `diary`: this repository's `Templates/` and `Public/` as they were when
/// `diary` was built (embedded by `ThemeEmbedderPlugin`). A site's own `Templates/` and `Public/`
/// replace its files one by one.
public enum DefaultTheme {
    /// Each file's bytes by its path, `Templates/article.mustache`, `Public/css/site.css`.
    public static let files: [String: [UInt8]] = Dictionary(
        uniqueKeysWithValues: DefaultThemeFiles.files.map { ($0.path, Base64Text.decode($0.base64)) })

    /// The files of one folder of the theme (`Templates` or `Public`) by their path inside it.
    public static func files(in folder: String) -> [String: [UInt8]] {
        let prefix = folder + "/"
        var found: [String: [UInt8]] = [:]
        for (path, bytes) in files where path.hasPrefix(prefix) {
            found[String(path.dropFirst(prefix.count))] = bytes
        }
        return found
    }
}
