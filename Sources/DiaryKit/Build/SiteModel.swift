/// Everything known about the diary before any body is rendered: the
/// articles' metadata, the series order and the tags.
struct SiteModel: Sendable {
    var settings: SiteSettings
    var url: SiteURL
    /// Every article that is part of this build (drafts only with `--drafts`), sorted by path.
    var articles: [Article]
    /// Sample modules whose standalone package the site offers for download.
    var downloadModules: Set<String> = []

    /// Written articles, newest first (the order of feeds and lists).
    var published: [Article] {
        articles.filter(\.isPublished).sorted { ($0.sortDate, $0.slug) > ($1.sortDate, $1.slug) }
    }

    /// Series parts, written and planned, by part number.
    var series: [Article] {
        articles.filter { $0.part != nil }.sorted { $0.part! < $1.part! }
    }

    /// General topics (no part number), written ones newest first, then planned ones.
    var topics: [Article] {
        let general = articles.filter { $0.part == nil }
        return general.filter(\.isPublished).sorted { ($0.sortDate, $0.slug) > ($1.sortDate, $1.slug) }
            + general.filter { !$0.isPublished }.sorted { $0.title < $1.title }
    }

    /// The highest part number announced: the length of the series.
    var seriesLength: Int { series.last?.part ?? 0 }

    /// Tags with their written articles, sorted by tag.
    var tags: [(tag: String, articles: [Article])] {
        var byTag: [String: [Article]] = [:]
        for article in published {
            for tag in article.tags { byTag[tag, default: []].append(article) }
        }
        return byTag.keys.sorted().map { ($0, byTag[$0]!) }
    }

    /// The written neighbours of an article: series parts step through the
    /// series, general topics through the other topics by date.
    func neighbours(of article: Article) -> (previous: Article?, next: Article?) {
        let sequence: [Article]
        if article.part != nil {
            sequence = series.filter(\.isPublished)
        } else {
            sequence = topics.filter(\.isPublished).reversed()
        }
        guard let index = sequence.firstIndex(where: { $0.slug == article.slug }) else { return (nil, nil) }
        return (
            index > 0 ? sequence[index - 1] : nil,
            index + 1 < sequence.count ? sequence[index + 1] : nil
        )
    }

    /// Problems that only show when looking at all articles together.
    func validate() -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var partOwners: [Int: Article] = [:]
        for article in articles {
            if let part = article.part {
                if let owner = partOwners[part] {
                    problems.append(
                        Diagnostic(
                            file: article.sourcePath, line: article.fieldLines["part"] ?? 1,
                            message:
                                "part \(part) is already taken by \(owner.sourcePath); give each series part its own number"
                        ))
                } else {
                    partOwners[part] = article
                }
            }
            for tag in article.tags where !Self.isSlug(tag) {
                problems.append(
                    Diagnostic(
                        file: article.sourcePath, line: article.fieldLines["tags"] ?? 1,
                        message: "tag '\(tag)' cannot be a URL; use lowercase Latin letters, digits and '-'"))
            }
        }
        return problems
    }

    static func isSlug(_ text: String) -> Bool {
        !text.isEmpty
            && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
