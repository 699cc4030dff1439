import BuildCache
import DiaryContent
import Synchronization

/// What each render asked of the rest of the site (``SiteLookupLog``), by the digest of its own
/// inputs (``RenderInput/key``), kept in one file of the build cache from one build to the next.
///
/// A render's name in the cache is its own inputs with the answers the site gives these
/// questions now, so the next build names an unchanged article's render without rendering it;
/// a render with no questions on file (a new or edited article) is rendered, and its questions
/// noted. A build keeps only the questions of the renders it used.
final class RenderQuestions: Sendable {
    typealias Questions = [SiteLookupLog.Question]

    /// The file, in the output's cache folder.
    let path: String
    private let previous: [ContentHash.Digest: Questions]
    private let used = Mutex<[ContentHash.Digest: Questions]>([:])

    /// The questions the last build with the cache folder `directory` saved.
    init(cacheDirectory directory: String) {
        path = directory.appendingPathComponent(Self.fileName)
        var bytes = (try? FileSystem.read(path)) ?? []
        previous = CacheSeal.open(&bytes) ? Self.decode(bytes) ?? [:] : [:]
    }

    static let fileName = "lookups"

    /// The questions the render named `base` asked, if a build noted them.
    func questions(for base: ContentHash.Digest) -> Questions? {
        if let questions = previous[base] {
            used.withLock { $0[base] = questions }
            return questions
        }
        return used.withLock { $0[base] }
    }

    /// Notes what the render named `base` asked.
    func record(_ questions: Questions, for base: ContentHash.Digest) {
        used.withLock { $0[base] = questions }
    }

    /// Writes the questions of this build's renders, when they differ from the file's. A cache
    /// that cannot be written only makes the next build slower, so failures are ignored.
    func save() {
        let current = used.withLock { $0 }
        guard current != previous else { return }
        do throws(FileSystem.Failure) {
            try FileSystem.createDirectories(PathText.parent(of: path))
            try FileSystem.writeReplacing(CacheSeal.sealed(Self.encode(current)), at: path)
        } catch {
            // The next build renders the articles again.
        }
    }

    // MARK: Bytes

    private static let formatVersion = 1

    private static func encode(_ table: [ContentHash.Digest: Questions]) -> [UInt8] {
        var writer = CacheWriter(capacity: 64 + table.count * 256)
        writer.write(formatVersion)
        writer.write(table.count)
        for (base, questions) in table.sorted(by: { ($0.key.high, $0.key.low) < ($1.key.high, $1.key.low) }) {
            writer.write(base)
            writer.append(SiteLookupLog.bytes(of: questions))
        }
        return writer.bytes
    }

    private static func decode(_ bytes: [UInt8]) -> [ContentHash.Digest: Questions]? {
        var reader = CacheReader(bytes)
        do throws(CacheReader.Malformed) {
            guard try reader.readInt() == formatVersion else { return nil }
            var table: [ContentHash.Digest: Questions] = [:]
            for _ in 0..<(try reader.readCount()) {
                let base = try reader.readDigest()
                guard let questions = SiteLookupLog.read(from: &reader) else { return nil }
                table[base] = questions
            }
            return reader.isAtEnd ? table : nil
        } catch {
            return nil
        }
    }
}
