import DiaryMarkdown

extension SiteSettings {
    /// The page language: `language` in `site.yaml`, else the detected one (Russian before
    /// detection has run).
    public var pageLanguage: SiteLanguage {
        language ?? .russian
    }

    /// Whether prose is typeset: `typography` is not `false` and the language has a typography.
    var typesetsProse: Bool {
        typography && pageLanguage.typography != nil
    }

    /// The quotes and bindings prose gets when ``typesetsProse``.
    var typographyStyle: TypographyStyle {
        pageLanguage.typography ?? .russian
    }

    /// What the language changes in an article's render, for its cache key: the typography, the
    /// stemming and the interface words (dates, the lines above code blocks), key by key.
    var renderedLanguage: [String] {
        [typesetsProse ? typographyStyle.rawValue : "none", pageLanguage.stemsSearchWords ? "stems" : "folds"]
            + strings.table.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    }
}
