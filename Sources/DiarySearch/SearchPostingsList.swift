import Synchronization

/// The articles' ``SearchPostings`` as they render, in any order, kept by each article's number
/// in the site's list until the shards are written. Kept here rather than with each article's
/// other results, so that the postings have a single owner that hands them on once
/// (``takeAll()``) and they are let go of as the shards are made (``SearchInvertedIndex``).
public final class SearchPostingsList: Sendable {
    private let slots: Mutex<[SearchPostings?]>

    /// An empty list for a site whose list has `articleCount` articles.
    public init(articleCount: Int) {
        slots = Mutex(Array(repeating: nil, count: articleCount))
    }

    /// Keeps the postings of article `number` of the site's list; a number outside the list has
    /// no place in the index and is ignored.
    public func set(_ postings: SearchPostings, number: Int) {
        slots.withLock { slots in
            guard slots.indices.contains(number) else { return }
            slots[number] = postings
        }
    }

    /// Every article's postings, by number (`nil` for an article that kept none), leaving the
    /// list empty.
    public func takeAll() -> [SearchPostings?] {
        slots.withLock { slots in
            defer { slots = [] }
            return slots
        }
    }
}
