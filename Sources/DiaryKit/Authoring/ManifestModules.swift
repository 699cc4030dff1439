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
