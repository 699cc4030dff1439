import DiaryContent
import DiaryMarkdown

/// Pages that send readers from an article's old addresses (`aliases:`) to
/// its page, as Hugo's aliases do: a meta refresh, a canonical link for search
/// engines, and a plain link for everyone else.
struct Redirects: Sendable {
    var model: SiteModel

    /// Every alias's page, by its path in the site.
    func pages() -> [(path: String, html: String)] {
        let dropped = review(reserved: nil).dropped
        return model.articles.filter(\.isPublished).flatMap { article in
            article.aliases.filter { !dropped.contains(Self.key(article, $0)) }.map { alias in
                (Self.file(of: alias), page(to: article))
            }
        }
    }

    /// Names one alias of one article.
    private static func key(_ article: Article, _ alias: String) -> String {
        article.sourcePath + "\u{0}" + alias
    }

    /// The file an alias's page is written to: `old/index.html` for `/old/`, the path itself
    /// for `/old.html`.
    static func file(of alias: String) -> String {
        alias.hasSuffix(".html") ? alias : "\(alias)/index.html"
    }

    /// Aliases that would overwrite or sit inside anything else the site holds: an article's
    /// page or files (anything below its URL), a file or folder the site writes itself (compared
    /// without its extension and case: `/index.html`, `/404.html`, `/Sitemap.xml`), a public file,
    /// another alias, a dot-folder, or a name that makes the output look like a repository or a
    /// package (which every later build would then refuse to replace).
    ///
    /// An alias that is the article's own address is left out quietly; one that another page or
    /// alias already has is left out with a warning (other tools' sites have such); the others
    /// are errors.
    func problems(reserved: ReservedPaths) -> [Diagnostic] {
        review(reserved: reserved).problems
    }

    /// The problems, and the aliases left out (``key(_:_:)``); without `reserved`, only those.
    private func review(reserved: ReservedPaths?) -> (problems: [Diagnostic], dropped: Set<String>) {
        var dropped: Set<String> = []
        var slugs: [String: String] = [:]
        for article in model.articles where slugs[article.slug.lowercased()] == nil {
            slugs[article.slug.lowercased()] = article.sourcePath
        }
        // A section (a URL other pages sit below) may take aliases below it that are no page.
        var sections: Set<String> = []
        for article in model.articles {
            var parts = article.slug.lowercased().split(separator: "/").dropLast()
            while !parts.isEmpty {
                sections.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        var owners: [String: String] = [:]
        var problems: [Diagnostic] = []
        for article in model.articles {
            for alias in article.aliases {
                let segments = alias.split(separator: "/").map(String.init)
                let top = segments[0]
                let path =
                    alias.lowercased().hasSuffix(".html") ? String(alias.lowercased().dropLast(5)) : alias.lowercased()
                let topName = String(top.split(separator: ".", maxSplits: 1).first ?? Substring(top)).lowercased()
                let file = Self.file(of: alias).lowercased()
                if let hidden = segments.first(where: { $0.hasPrefix(".") }) {
                    problems.append(clash(article, alias, "'\(hidden)' is a hidden name, which sites do not serve"))
                } else if let marker = OutputFolderPolicy.repositoryMarkers.first(where: {
                    $0.lowercased() == top.lowercased()
                }) {
                    problems.append(
                        clash(article, alias, "a site holding \(marker) looks like a repository or a package"))
                } else if path == article.slug.lowercased() {
                    dropped.insert(Self.key(article, alias))
                } else if segments.count > 1, let owner = slugs[path] {
                    dropped.insert(Self.key(article, alias))
                    problems.append(clash(article, alias, "it is already the address of \(owner)", .warning))
                } else if !sections.contains(top.lowercased()) || segments.count == 1,
                    let owner = slugs[top.lowercased()] ?? slugs[topName]
                {
                    let reason =
                        segments.count == 1 && !top.contains(".")
                        ? "it is already the address of \(owner)"
                        : "it lies at or below /\(top)/, the address of \(owner), where its page and files live"
                    problems.append(clash(article, alias, reason))
                } else if let reserved, reserved.contains(topName) || reserved.contains(top.lowercased()) {
                    let name = reserved.contains(topName) ? topName : top.lowercased()
                    let shown =
                        top.contains(".") || segments.count == 1 && alias.hasSuffix(".html") ? "/\(top)" : "/\(top)/"
                    problems.append(clash(article, alias, "\(shown) belongs to \(reserved.owner(of: name))"))
                } else if let owner = owners[file] {
                    dropped.insert(Self.key(article, alias))
                    problems.append(clash(article, alias, "it is already an alias of \(owner)", .warning))
                } else {
                    owners[file] = article.sourcePath
                }
            }
        }
        return (problems, dropped)
    }

    private func clash(
        _ article: Article, _ alias: String, _ reason: String, _ severity: Diagnostic.Severity = .error
    ) -> Diagnostic {
        Diagnostic(
            severity, file: article.sourcePath, line: article.fieldLines["aliases"],
            message:
                "alias '/\(alias)\(alias.hasSuffix(".html") ? "" : "/")' cannot redirect here: \(reason); remove it from 'aliases'"
        )
    }

    private func page(to article: Article) -> String {
        let target = HTMLEscaping.escape(model.url.absolute("\(article.slug)/"))
        return """
            <!doctype html>
            <html lang="\(HTMLEscaping.escape(model.settings.pageLanguage.tag))">
            <head>
            <meta charset="utf-8">
            <title>\(HTMLEscaping.escape(article.title))</title>
            <link rel="canonical" href="\(target)">
            <meta name="robots" content="noindex">
            <meta http-equiv="refresh" content="0; url=\(target)">
            </head>
            <body>
            <p>\(HTMLEscaping.escape(model.settings.strings["redirect_moved"])) <a href="\(target)">\(HTMLEscaping.escape(article.title))</a>.</p>
            </body>
            </html>

            """
    }
}
