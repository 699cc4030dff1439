import DiaryContent
import DiaryMarkdown

/// Pages that send readers from an article's old addresses (`aliases:`) to
/// its page, as Hugo's aliases do: a meta refresh, a canonical link for search
/// engines, and a plain link for everyone else.
struct Redirects: Sendable {
    var model: SiteModel

    /// Every alias's page, by its path in the site.
    func pages() -> [(path: String, html: String)] {
        model.articles.filter(\.isPublished).flatMap { article in
            article.aliases.map { alias in
                (alias.hasSuffix(".html") ? alias : "\(alias)/index.html", page(to: article))
            }
        }
    }

    /// Aliases that would overwrite an article, a reserved path or another alias.
    func problems(reserved: ReservedPaths) -> [Diagnostic] {
        var owners: [String: String] = Dictionary(
            model.articles.map { ($0.slug, $0.sourcePath) }, uniquingKeysWith: { first, _ in first })
        var problems: [Diagnostic] = []
        for article in model.articles {
            for alias in article.aliases {
                let top = String(alias.split(separator: "/")[0])
                if let owner = owners[alias] {
                    problems.append(clash(article, alias, "it is already the address of \(owner)"))
                } else if reserved.contains(top) {
                    problems.append(clash(article, alias, "/\(top)/ belongs to \(reserved.owner(of: top))"))
                } else {
                    owners[alias] = article.sourcePath
                }
            }
        }
        return problems
    }

    private func clash(_ article: Article, _ alias: String, _ reason: String) -> Diagnostic {
        Diagnostic(
            file: article.sourcePath, line: article.fieldLines["aliases"],
            message: "alias '/\(alias)/' cannot redirect here: \(reason); remove it from 'aliases'")
    }

    private func page(to article: Article) -> String {
        let target = HTMLEscaping.escape(model.url.absolute("\(article.slug)/"))
        return """
            <!doctype html>
            <html lang="ru">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLEscaping.escape(article.title))</title>
            <link rel="canonical" href="\(target)">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <p>Статья переехала: <a href="\(target)">\(HTMLEscaping.escape(article.title))</a>.</p>
            </body>
            </html>

            """
    }
}
