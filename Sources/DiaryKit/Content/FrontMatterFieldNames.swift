/// The front matter fields the decoder reads, and the fields other generators write that it
/// accepts without a word, so content written for Hugo, Jekyll, mdBook, Obsidian, VitePress,
/// Docusaurus or Just the Docs builds without a warning for every file.
enum FrontMatterFieldNames {
    /// Fields that mean something here (some of them mapped: `lastmod` is `updated`,
    /// `categories` and `keywords` are tags, `nav_order` and `sidebar_position` are `weight`).
    static let known: Set<String> = [
        "title", "date", "updated", "lastmod", "summary", "description", "tags", "categories", "keywords", "part",
        "module", "draft", "status", "slug", "aliases", "weight", "nav_order", "sidebar_position",
    ]

    /// Other tools' fields, accepted quietly: ignored, except Jekyll's `published: false`, which
    /// makes a draft.
    static let otherTools: Set<String> = [
        // Hugo
        "linkTitle", "linktitle", "menu", "menus", "params", "layout", "type", "url", "expiryDate", "publishDate",
        "headless", "cascade", "outputs", "build", "markup", "resources", "translationKey", "isCJKLanguage",
        "sitemap", "images", "videos", "audio", "series", "toc", "_comment", "_build",
        // Jekyll and Just the Docs
        "permalink", "published", "category", "excerpt", "excerpt_separator", "redirect_from", "parent",
        "grand_parent", "has_children", "has_toc", "nav_exclude", "author", "authors", "image", "comments",
        // Obsidian
        "cssclass", "cssclasses", "publish", "created", "modified",
        // VitePress
        "outline", "sidebar", "aside", "footer", "editLink", "lastUpdated", "pageClass", "navbar", "head", "hero",
        "features", "titleTemplate", "prev", "next", "page",
        // Docusaurus, MkDocs
        "id", "sidebar_label", "sidebar_class_name", "hide_title", "hide_table_of_contents", "pagination_label",
        "pagination_next", "pagination_prev", "custom_edit_url", "hide", "search", "template",
    ]

    /// Whether `name` is read or quietly accepted.
    static func isAccepted(_ name: String) -> Bool {
        known.contains(name) || otherTools.contains(name)
    }
}
