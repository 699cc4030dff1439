/// The `let sampleModules = [...]` list of a package manifest, edited as text: a name is added
/// after the last one, and every other byte of the manifest stays as it was.
///
/// SwiftPM caches a manifest's evaluation by its text, so a manifest that discovered modules by
/// reading `Content/` would not see a new article until the manifest itself changed; editing the
/// list is what makes `swift build` pick the module up.
enum ManifestModules {
    /// The names in the list, or `nil` when the manifest has no `let sampleModules` list.
    static func names(in manifest: String) -> [String]? {
        listRange(in: manifest).map { names(inList: manifest[$0]) }
    }

    /// `manifest` with `module` added to its list (unchanged when the list holds it), or `nil`
    /// when there is no list.
    static func adding(_ module: String, to manifest: String) -> String? {
        guard let range = listRange(in: manifest) else { return nil }
        let list = manifest[range]
        if names(inList: list).contains(module) { return manifest }
        var edited = manifest
        if let lastQuote = list.lastIndex(of: "\"") {
            edited.insert(contentsOf: ", \"\(module)\"", at: manifest.index(after: lastQuote))
        } else {
            edited.replaceSubrange(range, with: "\"\(module)\"")
        }
        return edited
    }

    /// `manifest` with `module` taken out of its list (with the comma that joined it to a
    /// neighbour, and its line when it stood alone on one), or `nil` when there is no list or the
    /// list does not hold it.
    static func removing(_ module: String, from manifest: String) -> String? {
        guard let range = listRange(in: manifest),
            let name = manifest[range].range(of: "\"\(module)\"")
        else { return nil }
        var start = name.lowerBound
        var end = name.upperBound
        let after = manifest[end..<range.upperBound].drop { $0 == " " || $0 == "\t" }
        if after.first == "," {
            // `"A", "B"` loses `"A", `; a name alone on its line loses the line.
            end =
                manifest[manifest.index(after: after.startIndex)...].firstIndex { $0 != " " && $0 != "\t" }
                ?? manifest.endIndex
            let lineStart = manifest[..<start].lastIndex(of: "\n").map { manifest.index(after: $0) }
            if let lineStart, manifest[lineStart..<start].allSatisfy({ $0 == " " || $0 == "\t" }),
                end < manifest.endIndex, manifest[end] == "\n"
            {
                start = lineStart
                end = manifest.index(after: end)
            } else if end < manifest.endIndex, manifest[end] == "\n" {
                // The line's last name leaves no space at the end of the line.
                while start > range.lowerBound, manifest[manifest.index(before: start)] == " " {
                    start = manifest.index(before: start)
                }
            }
        } else if let comma = manifest[range.lowerBound..<start].lastIndex(where: {
            $0 != " " && $0 != "\t" && $0 != "\n"
        }),
            manifest[comma] == ","
        {
            // The last name loses the comma before it: `"A", "B"` becomes `"A"`.
            start = comma
        }
        var edited = manifest
        edited.removeSubrange(start..<end)
        return edited
    }

    /// The manifest's line (from 1) that declares the list, or `nil` without one.
    static func line(in manifest: String) -> Int? {
        guard let declaration = manifest.range(of: "let sampleModules") else { return nil }
        return manifest[..<declaration.lowerBound].count { $0 == "\n" } + 1
    }

    /// The text between the `[` after `let sampleModules … =` and its `]`.
    private static func listRange(in manifest: String) -> Range<String.Index>? {
        guard let declaration = manifest.range(of: "let sampleModules"),
            let equals = manifest[declaration.upperBound...].firstIndex(of: "="),
            let open = manifest[equals...].firstIndex(of: "["),
            let close = manifest[open...].firstIndex(of: "]")
        else { return nil }
        return manifest.index(after: open)..<close
    }

    /// The quoted names in `list`.
    private static func names(inList list: Substring) -> [String] {
        list.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }
}
