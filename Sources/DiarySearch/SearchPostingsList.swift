import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The articles' ``SearchPostings`` as they render, in any order, kept by each article's number
/// in the site's list until the shards are written. Kept here rather than with each article's
/// other results, so that the postings have a single owner.
///
/// With a spill file, each article's encoded stems go to that file as soon as they are set
/// (about a kilobyte an article), and only where they are is kept in memory (a few words): at
/// 100,000 articles that is 100 MB less held through the render. The shards are then made by
/// reading the file again (``SearchIndexFiles``), a few shards at a time. Without one (or when
/// the file cannot be written) the postings stay in memory.
public final class SearchPostingsList: Sendable {
    /// One article's postings: in memory, or where they are in the spill file.
    private enum Entry {
        case held(SearchPostings)
        case spilled(offset: Int, byteCount: Int, count: Int, length: Int)
    }

    private struct State {
        var entries: [Entry?]
        /// Where the next article's stems go in the spill file.
        var end = 0
        /// Whether the spill file is still open (until ``discard()``).
        var isOpen = true
    }

    private let state: Mutex<State>
    /// The spill file's descriptor, or −1 when the postings stay in memory.
    private let descriptor: Int32
    /// The spill file's path, removed by ``discard()``.
    private let spillPath: String?

    /// An empty list for a site whose list has `articleCount` articles.
    /// - Parameter spillPath: A file to create (replacing any) and keep the stems in, removed by
    ///   ``discard()``; `nil` to keep them in memory.
    public init(articleCount: Int, spillPath: String? = nil) {
        state = Mutex(State(entries: Array(repeating: nil, count: articleCount)))
        let descriptor = spillPath.map { open($0, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600) } ?? -1
        self.descriptor = descriptor
        self.spillPath = descriptor >= 0 ? spillPath : nil
    }

    deinit {
        discard()
    }

    /// How many articles the list has places for (the site's list, and any ``append(_:)``ed).
    public var count: Int {
        state.withLock { $0.entries.count }
    }

    /// Keeps the postings of article `number` of the site's list; a number outside the list has
    /// no place in the index and is ignored.
    public func set(_ postings: SearchPostings, number: Int) {
        guard state.withLock({ $0.entries.indices.contains(number) }) else { return }
        let entry = kept(postings)
        state.withLock { $0.entries[number] = entry }
    }

    /// Keeps `postings` in a new place after the others.
    /// - Returns: Its place, for ``postings(at:)``.
    public func append(_ postings: SearchPostings) -> Int {
        let entry = kept(postings)
        return state.withLock { state in
            state.entries.append(entry)
            return state.entries.count - 1
        }
    }

    /// Whether postings are kept at `place`.
    public func holds(_ place: Int) -> Bool {
        state.withLock { $0.entries.indices.contains(place) && $0.entries[place] != nil }
    }

    /// The postings kept at `place`, or `nil` for none (or when the spill file cannot be read).
    public func postings(at place: Int) -> SearchPostings? {
        guard let entry = state.withLock({ $0.entries.indices.contains(place) ? $0.entries[place] : nil }) else {
            return nil
        }
        switch entry {
        case .held(let postings):
            return postings
        case .spilled(let offset, let byteCount, let count, let length):
            var bytes = [UInt8](repeating: 0, count: byteCount)
            let complete = bytes.withUnsafeMutableBytes { buffer in
                Self.transferAll(byteCount) { done in
                    pread(descriptor, buffer.baseAddress! + done, byteCount - done, off_t(offset + done))
                }
            }
            return complete ? SearchPostings(encoded: bytes, count: count, length: length) : nil
        }
    }

    /// Closes and removes the spill file; what it held can no longer be read.
    public func discard() {
        guard descriptor >= 0, let spillPath else { return }
        let wasOpen = state.withLock { state in
            defer {
                state.isOpen = false
                state.entries = []
            }
            return state.isOpen
        }
        guard wasOpen else { return }
        close(descriptor)
        unlink(spillPath)
    }

    /// Runs `step` (a `pread` or `pwrite` from the given count of bytes done) until `byteCount` bytes
    /// are through, again after an interrupted call; false when a call fails or moves nothing.
    private static func transferAll(_ byteCount: Int, _ step: (Int) -> Int) -> Bool {
        var done = 0
        while done < byteCount {
            let moved = step(done)
            if moved < 0, errno == EINTR { continue }
            guard moved > 0 else { return false }
            done += moved
        }
        return true
    }

    /// `postings` as this list keeps them: written to the spill file when there is one.
    private func kept(_ postings: SearchPostings) -> Entry {
        let byteCount = postings.encoded.count
        guard descriptor >= 0, byteCount > 0 else { return .held(postings) }
        let offset = state.withLock { state -> Int? in
            guard state.isOpen else { return nil }
            defer { state.end += byteCount }
            return state.end
        }
        guard let offset else { return .held(postings) }
        let written = postings.encoded.withUnsafeBytes { buffer in
            Self.transferAll(byteCount) { done in
                pwrite(descriptor, buffer.baseAddress! + done, byteCount - done, off_t(offset + done))
            }
        }
        guard written else { return .held(postings) }
        return .spilled(offset: offset, byteCount: byteCount, count: postings.count, length: postings.length)
    }
}
