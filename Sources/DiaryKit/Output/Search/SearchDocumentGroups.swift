import Synchronization

/// Packs the articles' own search entries (``SearchIndexFiles/documentEntry(_:)``) into files of
/// ``documentsPerFile`` consecutive articles, `search/doc/<group>.json`, each a JSON array in
/// article order. Creating a thousand small files costs a build more than writing their bytes;
/// a query's first five results still download at most five files.
///
/// Articles render in parallel and in any order, so a group's file is handed out as soon as its
/// last entry arrives, and only the entries of unfinished groups are kept.
final class SearchDocumentGroups: Sendable {
    /// How many consecutive articles share one file.
    static let documentsPerFile = 4

    /// How many articles the site's list has: the last group may be smaller.
    let articleCount: Int
    private let pending = Mutex<[Int: [String?]]>([:])

    /// Groups for a site whose list has `articleCount` articles.
    init(articleCount: Int) {
        self.articleCount = articleCount
    }

    /// Adds the entry of article `number` of the site's list.
    /// - Returns: Its group's file once every article of the group has its entry, else `nil`
    ///   (also for a number outside the list, which has no place in any group).
    func add(_ entry: String, number: Int) -> (path: String, contents: String)? {
        guard number >= 0, number < articleCount else { return nil }
        let group = number / Self.documentsPerFile
        let first = group * Self.documentsPerFile
        let size = min(Self.documentsPerFile, articleCount - first)
        let finished: [String?]? = pending.withLock { pending in
            var entries = pending[group] ?? Array(repeating: nil, count: size)
            entries[number - first] = entry
            guard entries.allSatisfy({ $0 != nil }) else {
                pending[group] = entries
                return nil
            }
            pending[group] = nil
            return entries
        }
        return finished.map { Self.file(group: group, entries: $0) }
    }

    /// The files of the groups still missing an entry (an article that did not render), missing
    /// articles written as `null`, in group order.
    func unfinishedFiles() -> [(path: String, contents: String)] {
        let groups = pending.withLock { pending in
            defer { pending = [:] }
            return pending.sorted { $0.key < $1.key }
        }
        return groups.map { Self.file(group: $0.key, entries: $0.value) }
    }

    /// Every group file of `entries`, the entries of the whole list in its order.
    static func files(of entries: [String]) -> [(path: String, contents: String)] {
        stride(from: 0, to: entries.count, by: documentsPerFile).map { first in
            let group = entries[first..<min(first + documentsPerFile, entries.count)]
            return file(group: first / documentsPerFile, entries: group.map(Optional.some))
        }
    }

    /// The file of group `group`: a JSON array of its entries.
    private static func file(group: Int, entries: [String?]) -> (path: String, contents: String) {
        var contents = "["
        for (index, entry) in entries.enumerated() {
            if index > 0 { contents += "," }
            contents += entry ?? "null"
        }
        contents += "]"
        return ("search/doc/\(group).json", contents)
    }
}
