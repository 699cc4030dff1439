/// The language of an article's front matter, told by how it opens, as Hugo tells them.
public enum FrontMatterFormat: String, Sendable, Hashable {
    /// Between `---` lines (Jekyll, Hugo, Obsidian, VitePress, …).
    case yaml
    /// Between `+++` lines (Hugo, Zola).
    case toml
    /// A JSON object starting on the first line with `{` (Hugo).
    case json
}
