import BuildCache
import Synchronization

/// The questions one render asked about the rest of the site, with the answers it got: whether a
/// slug is published, which URL a content file gets, what a page is titled.
///
/// A render's cache key holds these answers instead of every link target of the site
/// (``RenderInput``), so adding a file no article links to re-renders nothing, while adding the
/// file a dangling link names changes that link's answer, and that article's key.
final class SiteLookupLog: Sendable {
    /// Which table of the site a question looks in.
    enum Table: Int, Sendable, Comparable {
        case publishedSlug, plannedSlug, rootFile, contentPath, contentFile, docPage, pageTitle
        case imageRootFile, imageContentFile, imageContentURL, imageContentKey, imageContentFolder, imageNamed
        /// Whether the image tables are empty at all (a render without them checks less).
        case imageTablesEmpty
        /// A content file's pixel size (`width×height`), for an image of another folder than the
        /// article's: the article's own files are in its key with their bytes' digests.
        case imagePixelSize

        static func < (left: Table, right: Table) -> Bool { left.rawValue < right.rawValue }
    }

    /// One question: a key looked up in a table.
    struct Question: Sendable, Hashable, Comparable {
        var table: Table
        var key: String

        static func < (left: Question, right: Question) -> Bool {
            (left.table, left.key) < (right.table, right.key)
        }
    }

    private let asked = Mutex<[Question: String?]>([:])

    init() {}

    /// Notes that `key` in `table` gave `answer` (`nil`: not there).
    func record(_ table: Table, _ key: String, _ answer: String?) {
        asked.withLock { $0[Question(table: table, key: key)] = answer }
    }

    /// Every question asked, in a stable order.
    var questions: [Question] {
        asked.withLock { Array($0.keys) }.sorted()
    }

    // MARK: Keys

    /// The render's key: its own inputs (`base`) with the answers the site gives `questions` now.
    static func key(
        base: ContentHash.Digest, questions: [Question], answer: (Question) -> String?
    ) -> ContentHash.Digest {
        var hash = ContentHash()
        hash.combine(base)
        hash.combine(questions.count)
        for question in questions {
            hash.combine(question.table.rawValue)
            hash.combine(question.key)
            hash.combine(answer(question))
        }
        return hash.digest
    }

    // MARK: Bytes

    /// The questions as the cache keeps them.
    static func bytes(of questions: [Question]) -> [UInt8] {
        var writer = CacheWriter(capacity: 16 + questions.count * 32)
        writer.write(questions.count)
        for question in questions {
            writer.write(question.table.rawValue)
            writer.write(question.key)
        }
        return writer.bytes
    }

    /// Reads what ``bytes(of:)`` wrote, from `reader`; `nil` when the bytes are damaged.
    static func read(from reader: inout CacheReader) -> [Question]? {
        do throws(CacheReader.Malformed) {
            var questions: [Question] = []
            for _ in 0..<(try reader.readCount()) {
                guard let table = Table(rawValue: try reader.readInt()) else { return nil }
                questions.append(Question(table: table, key: try reader.readString()))
            }
            return questions
        } catch {
            return nil
        }
    }
}
