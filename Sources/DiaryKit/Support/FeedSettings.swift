import FrontMatter

/// `feed:` in `site.yaml`: what the Atom and RSS feeds carry of each entry.
///
/// By default every entry carries its summary (the article's `summary:` or first paragraph), so
/// a feed reader polling the site fetches a few kilobytes. `feed: {content: full, entries: 5}`
/// gives the newest five entries the whole article (code as plain `<pre><code>`), the others
/// their summary; `content: full` alone gives every entry the whole article.
public struct FeedSettings: Sendable, Hashable {
    /// What an entry carries.
    public enum Content: String, Sendable, Hashable {
        /// The article's summary.
        case summary
        /// The whole article, for the newest ``FeedSettings/fullEntries`` entries.
        case full
    }

    public var content = Content.summary
    /// With `content: full`, how many of the newest entries carry the whole article (`nil`: every
    /// entry the feeds carry).
    public var fullEntries: Int?

    public init(content: Content = .summary, fullEntries: Int? = nil) {
        self.content = content
        self.fullEntries = fullEntries
    }

    /// How many of the newest entries carry the whole article.
    func fullCount(of entryCount: Int) -> Int {
        guard content == .full else { return 0 }
        return min(fullEntries ?? entryCount, entryCount)
    }

    /// The largest `entries:` allowed: the feeds carry no more entries than this.
    static let maximumEntries = Feeds.size

    private static let example = "e.g. feed: {content: full, entries: 5}"

    /// `feed:`'s value in `site.yaml` at `path`.
    static func parse(_ node: YAMLNode, path: String) throws(DiaryError) -> FeedSettings {
        guard case .mapping(let entries) = node.value else {
            throw DiaryError(
                file: path, line: node.line, "'feed' must be a mapping of content and entries, \(example)")
        }
        var settings = FeedSettings()
        var entriesLine: Int?
        for (key, value) in entries {
            guard case .scalar(let text, _) = value.value else {
                throw DiaryError(file: path, line: value.line, "'feed.\(key)' must be a text value, \(example)")
            }
            switch key {
            case "content":
                guard let content = Content(rawValue: text) else {
                    throw DiaryError(
                        file: path, line: value.line,
                        "'feed.content' must be full or summary (the default: each entry's summary), \(example)")
                }
                settings.content = content
            case "entries":
                guard let count = Int(text), (1...maximumEntries).contains(count) else {
                    throw DiaryError(
                        file: path, line: value.line,
                        "'feed.entries' must be a whole number of entries from 1 to \(maximumEntries), \(example)")
                }
                settings.fullEntries = count
                entriesLine = value.line
            default:
                throw DiaryError(
                    file: path, line: value.line, "unknown feed setting '\(key)'; known are content and entries")
            }
        }
        if let entriesLine, settings.content != .full {
            throw DiaryError(
                file: path, line: entriesLine,
                "'feed.entries' counts the entries carrying the whole article: add 'content: full', \(example)")
        }
        return settings
    }
}
