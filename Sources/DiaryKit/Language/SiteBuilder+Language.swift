import DiaryContent

extension SiteBuilder {
    /// The settings with the site's language and interface strings decided: `site.yaml`'s
    /// `language`, or the one the articles are written in (``LanguageDetection``), then its
    /// strings (``InterfaceStrings/load(language:templatesDirectory:settingsFile:languageLine:)``).
    /// - Returns: The settings, with the build's line saying a detected language (not a warning).
    func resolveLanguage(_ settings: SiteSettings, articles: [Article]) -> Staged<
        (settings: SiteSettings, note: String?)
    > {
        var settings = settings
        var note: String?
        if settings.language == nil {
            var detection = LanguageDetection()
            for article in articles {
                detection.add(article.title)
                detection.add(article.summary)
                if let text = try? SourceFile.read(article.sourcePath) {
                    detection.add(String(decoding: text.utf8.prefix(LanguageDetection.bytesPerArticle), as: UTF8.self))
                }
            }
            settings.language = detection.language
            note = detection.note
        }
        let language = settings.language ?? .russian
        let content = options.contentDirectory
        let strings = InterfaceStrings.load(
            language: language, templatesDirectory: options.templatesDirectory,
            settingsFile: (content.hasSuffix("/") ? content : content + "/") + SiteSettings.fileName,
            languageLine: settings.languageLine)
        settings.strings = strings.value
        if settings.hasDefaultTitle { settings.title = strings.value["default_title"] }
        return Staged((settings, note), warnings: strings.warnings)
    }
}
