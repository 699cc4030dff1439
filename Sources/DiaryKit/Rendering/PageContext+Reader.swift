import BuildCache
import Foundation
import Mustache

/// What the reader's page adds to an article (issue 30): the `updated:` date, the "edit on
/// GitHub" link, whether the page has code blocks (its copy and wrap buttons' script) and its
/// sharing card.
extension PageContext {
    /// The article's own fields for its page, from `html` (its rendered body).
    func readerFields(of article: Article, html: String) -> [String: MustacheValue] {
        [
            "updated": .string(article.updated.map { strings.date($0.day) } ?? ""),
            "updatedISO": .string(article.updated?.description ?? ""),
            "editURL": .string(editURL(of: article) ?? ""),
            "hasCode": .bool(html.contains("<pre")),
            // Live literals' words (base.mustache's `<template id="literal-words">`) only where code has slots.
            "hasLiterals": .bool(html.contains(" data-literals=\"")),
        ]
    }

    /// The `page` value of an article's page: its head, with the sharing card when the site
    /// makes them (``ShareCards``).
    func articleHead(_ article: Article, html: String) -> MustacheValue {
        guard
            case .dictionary(var fields) = page(
                title: article.title, description: article.summary, path: "\(article.slug)/", type: "article")
        else { return .null }
        if let image = shareImage(of: article, html: html) {
            fields["image"] = .string(image)
            fields["imageAlt"] = .string(
                strings.format("share_card_alt", ["title": article.title, "site": model.settings.title]))
        }
        return .dictionary(fields)
    }

    /// The absolute address of the sharing card of `article`, whose rendered body is `html`
    /// (its own, or the site's), when this build makes cards.
    func shareImage(of article: Article, html: String) -> String? {
        guard ShareCards.areMade(for: model), article.isPublished else { return nil }
        return model.url.absolute(ShareCards.path(of: article.slug, html: html))
    }

    /// Feeds `hash` what ``readerFields(of:html:)`` and ``articleHead(_:)`` take from outside
    /// the render.
    func combineReaderFields(_ article: Article, into hash: inout ContentHash) {
        hash.combine("reader fields")
        hash.combine(article.updated?.description ?? "")
        hash.combine(editURL(of: article) ?? "")
        // Which of the two cards the page names follows from the render, whose key the page's
        // fingerprint holds.
        hash.combine(shareImage(of: article, html: "") ?? "")
        hash.combine(ShareCards.areMade(for: model) ? model.url.absolute(ShareCards.path(of: article.slug)) : "")
    }

    /// `repository`/edit/`edit_branch`/ the article's source, when `site.yaml` names the
    /// repository: the source's path inside the Git work tree that holds it (or, outside one,
    /// inside the folder `diary` runs in).
    func editURL(of article: Article) -> String? {
        guard let repository = model.settings.repository,
            let path = RepositoryPath.of(article.sourcePath)
        else { return nil }
        let escaped = path.split(separator: "/").map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }
        return "\(repository)/edit/\(model.settings.editBranch)/\(escaped.joined(separator: "/"))"
    }
}

/// A file's path relative to the Git work tree it is in.
enum RepositoryPath {
    /// `file`'s path from the nearest folder above it holding `.git` (a folder, or the file a
    /// worktree has); else from the current folder when it is inside it; else `nil`.
    static func of(_ file: String) -> String? {
        let current = FileManager.default.currentDirectoryPath
        let absolute = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: current, isDirectory: true))
            .standardizedFileURL.path
        var parts = absolute.split(separator: "/").map(String.init)
        var tail: [String] = []
        while let last = parts.popLast() {
            tail.insert(last, at: 0)
            let folder = "/" + parts.joined(separator: "/")
            if FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git")) {
                return tail.joined(separator: "/")
            }
        }
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : nil
    }
}
