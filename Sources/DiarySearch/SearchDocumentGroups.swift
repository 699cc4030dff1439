import Synchronization

/// Packs the articles' own search entries (``SearchIndexFiles/documentEntry(_:)``) into files of
/// ``SearchDocumentFile/documentsPerFile`` consecutive articles, `search/doc/<group>.json.gz`, each a
/// gzip-compressed JSON array in article order. Creating a thousand small files costs a build more than writing
/// their bytes; a query's first five results still download at most five files.
///
/// Articles render in parallel and in any order, so a group is handed out as soon as its last
/// entry arrives, and only the entries of unfinished groups are kept. `Entry` is what the caller
/// keeps per article until then: the entry's JSON (``file(adding:number:)``), or whatever a build
/// cache needs to make it (a fingerprint and a way to produce the JSON).
public final class SearchDocumentGroups<Entry: Sendable>: Sendable {
    /// How many articles the site's list has: the last group may be smaller.
    let articleCount: Int
    private let pending = Mutex<[Int: [Entry?]]>([:])

    /// Groups for a site whose list has `articleCount` articles.
    public init(articleCount: Int) {
        self.articleCount = articleCount
    }

    /// Adds the entry of article `number` of the site's list.
    /// - Returns: Its group's entries in article order, once every article of the group has one
    ///   (the group is ``SearchDocumentFile/group(of:)`` of `number`); else `nil`, also for a
    ///   number outside the list, which has no place in any group.
    public func add(_ entry: Entry, number: Int) -> [Entry]? {
        guard number >= 0, number < articleCount else { return nil }
        let group = SearchDocumentFile.group(of: number)
        let first = group * SearchDocumentFile.documentsPerFile
        let size = min(SearchDocumentFile.documentsPerFile, articleCount - first)
        return pending.withLock { pending in
            var entries = pending[group] ?? Array(repeating: nil, count: size)
            entries[number - first] = entry
            let complete = entries.compactMap { $0 }
            guard complete.count == size else {
                pending[group] = entries
                return nil
            }
            pending[group] = nil
            return complete
        }
    }

    /// The groups still missing an entry (an article that did not render), in group order; each
    /// is handed out once.
    public func unfinished() -> [(group: Int, entries: [Entry?])] {
        pending.withLock { pending in
            defer { pending = [:] }
            return pending.sorted { $0.key < $1.key }.map { (group: $0.key, entries: $0.value) }
        }
    }
}

extension SearchDocumentGroups where Entry == String {
    /// Adds the entry of article `number` of the site's list.
    /// - Returns: Its group's file once every article of the group has its entry, else `nil`.
    func file(adding entry: String, number: Int) -> (path: String, contents: String)? {
        add(entry, number: number).map {
            (SearchDocumentFile.path(ofGroup: SearchDocumentFile.group(of: number)), SearchDocumentFile.contents($0))
        }
    }

    /// The files of the groups still missing an entry, missing articles written as `null`.
    func unfinishedFiles() -> [(path: String, contents: String)] {
        unfinished().map { (SearchDocumentFile.path(ofGroup: $0.group), SearchDocumentFile.contents($0.entries)) }
    }
}

/// Where the articles' search entries go and how a group of them is written.
public enum SearchDocumentFile {
    /// How many consecutive articles share one file.
    public static let documentsPerFile = 4

    /// The group (file) of article `number` of the site's list.
    public static func group(of number: Int) -> Int {
        number / documentsPerFile
    }

    /// The site path of group `group`'s file: gzip-compressed JSON (``compressed(_:)``), named
    /// so a static host serves it as opaque bytes (`application/gzip`) for the page to inflate.
    public static func path(ofGroup group: Int) -> String {
        "search/doc/\(group).json.gz"
    }

    /// The bytes a group's file holds: its JSON (``bytes(of:)``), gzip-compressed. The document
    /// files are most of the index, and compress about fourfold.
    public static func compressed(_ json: [UInt8]) -> [UInt8] {
        Gzip.compress(json)
    }

    /// A group's file: a JSON array of its entries (`null` for a missing one).
    static func contents(_ entries: [String?]) -> String {
        var contents = "["
        for (index, entry) in entries.enumerated() {
            if index > 0 { contents += "," }
            contents += entry ?? "null"
        }
        return contents + "]"
    }

    /// ``contents(_:)`` of entries given as UTF-8 bytes, as UTF-8 bytes.
    public static func bytes(of entries: [[UInt8]?]) -> [UInt8] {
        var contents: [UInt8] = []
        contents.reserveCapacity(entries.reduce(2) { $0 + ($1?.count ?? 4) + 1 })
        contents.append(UInt8(ascii: "["))
        for (index, entry) in entries.enumerated() {
            if index > 0 { contents.append(UInt8(ascii: ",")) }
            if let entry { contents += entry } else { contents += "null".utf8 }
        }
        contents.append(UInt8(ascii: "]"))
        return contents
    }

    /// Every group file of `entries`, the entries of the whole list in its order.
    static func files(of entries: [String]) -> [(path: String, contents: String)] {
        stride(from: 0, to: entries.count, by: documentsPerFile).map { first in
            let range = first..<min(first + documentsPerFile, entries.count)
            return (path(ofGroup: group(of: first)), contents(entries[range].map(Optional.some)))
        }
    }
}
