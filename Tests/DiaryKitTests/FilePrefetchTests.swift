import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

#if canImport(Glibc)
    import Glibc

    /// The read stage's prefetch brings files that left the page cache back into it.
    @Suite("File prefetch")
    struct FilePrefetchTests {
        /// How many of the file's pages are in the page cache (`mincore`), or `nil` if that
        /// cannot be asked.
        static func residentPages(_ path: String) -> (resident: Int, total: Int)? {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return nil }
            let size = Int(status.st_size)
            guard let map = mmap(nil, size, PROT_READ, MAP_SHARED, descriptor, 0), map != MAP_FAILED else {
                return nil
            }
            defer { munmap(map, size) }
            let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
            var vector = [UInt8](repeating: 0, count: (size + pageSize - 1) / pageSize)
            guard mincore(map, size, &vector) == 0 else { return nil }
            return (vector.filter { $0 & 1 == 1 }.count, vector.count)
        }

        @Test("A prefetched file that had left the page cache is read back into it")
        func prefetchedFileIsCached() throws {
            let folder = try TemporaryFolder()
            let path = folder.path("article.md")
            try Data(repeating: UInt8(ascii: "a"), count: 256 * 1024).write(to: URL(fileURLWithPath: path))
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            try #require(descriptor >= 0)
            _ = fsync(descriptor)
            _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED)
            close(descriptor)
            let evicted = try #require(Self.residentPages(path))
            guard evicted.resident < evicted.total else {
                // tmpfs and some other file systems keep every page: nothing to observe there.
                print("skipped: \(folder.url.path) keeps files in memory, so eviction cannot be observed")
                return
            }
            FilePrefetch.prefetch(path)
            // The kernel reads ahead asynchronously: wait for it, a bounded number of times.
            var pages = evicted
            for _ in 0..<200 where pages.resident < pages.total {
                usleep(10_000)
                pages = try #require(Self.residentPages(path))
            }
            #expect(pages.resident == pages.total, "\(pages.resident) of \(pages.total) pages cached")
        }

        @Test("A file that cannot be opened is passed over")
        func missingFile() throws {
            let folder = try TemporaryFolder()
            FilePrefetch.prefetch(folder.path("missing.md"))
            FilePrefetch.start([folder.path("missing.md"), folder.path("also-missing.md")])
            #expect(!FileManager.default.fileExists(atPath: folder.path("missing.md")))
        }
    }
#endif
