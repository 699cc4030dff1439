/// Splits and joins file paths as plain text, for paths a user typed or a folder listing gave.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on some one-character relative paths
/// (`o`, `x`), and `URL` makes every path absolute and normalises it; neither may see a user's
/// path. These functions only look at the `/` separators: they never touch the file system, never
/// resolve `.` or `..`, and give the same answer for any bytes between the separators.
public enum PathText {
    /// The folder that holds `path`: `""` for a name with no folder (`o`, `c.md`), `/` for a
    /// name at the root, and the text before the last separator otherwise. Trailing separators
    /// are ignored (`a/b/` is `b` in `a`), and so are repeated ones (`a//b` is `b` in `a`).
    public static func parent(of path: String) -> String {
        let trimmed = trimmingTrailingSeparators(path)
        guard let separator = trimmed.utf8.lastIndex(of: slash) else { return "" }
        let head = trimmingTrailingSeparators(String(trimmed[..<separator]))
        return head.isEmpty ? (trimmed.hasPrefix("/") ? "/" : "") : head
    }

    /// The last component of `path`, trailing separators ignored: `b` for `a/b` and `a/b/`, `o`
    /// for `o`, `/` for `/`, and `""` for `""`.
    public static func lastComponent(of path: String) -> String {
        let trimmed = trimmingTrailingSeparators(path)
        guard let separator = trimmed.utf8.lastIndex(of: slash) else { return trimmed }
        let name = String(trimmed[trimmed.utf8.index(after: separator)...])
        return name.isEmpty ? "/" : name
    }

    /// The folder `parent(of:)` names, as a path the system can open: `.` for the current folder.
    public static func openableParent(of path: String) -> String {
        let parent = parent(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// The extension of the last component, lower-cased, without its dot: `png` for
    /// `a/Image.PNG`; `""` when the name has none or starts with its only dot (`.gitignore`).
    public static func lowercasedExtension(of path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.utf8.startIndex else { return "" }
        return String(name[name.utf8.index(after: dot)...]).lowercased()
    }

    /// `path` without the separators at its end, except a lone `/`.
    public static func trimmingTrailingSeparators(_ path: String) -> String {
        var result = Substring(path)
        while result.utf8.count > 1, result.utf8.last == slash { result.removeLast() }
        return String(result)
    }

    private static let slash = UInt8(ascii: "/")
}
