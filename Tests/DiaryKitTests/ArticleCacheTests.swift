import BuildCache
import DiaryContent
import DiaryMarkdown
import DiarySearch
import DiaryTestSupport
import Foundation
import Testing

@testable import DiaryKit

/// The build cache's entries and keys on their own.
@Suite("Article cache")
struct ArticleCacheTests {
    static var sample: CachedArticle {
        let rendered = RenderedArticle(
            html: "<h2 id=\"план\">План</h2><p>«Кнопки» — 😀 e\u{301}</p>",
            tableOfContents: [.init(level: 2, id: "план", text: "План"), .init(level: 3, id: "b", text: "Б")],
            readingMinutes: 3, text: "dropped", code: "dropped", headings: ["dropped"],
            warnings: [
                Diagnostic(.warning, file: "Content/a.md", line: 7, column: 3, message: "raw HTML removed"),
                Diagnostic(.warning, file: nil, message: "no file"),
            ],
            headingIDs: ["план", "b"],
            anchorLinks: [
                AnchorLink(
                    targetSlug: "buttons", fragment: "стиль", destination: "../buttons/#стиль", file: "Content/a.md",
                    line: 12, column: nil)
            ])
        let search = SearchDocument(
            metadata: .init(
                title: "Кнопки", url: "/diary/buttons/", date: "2023-06-08", displayDate: "8 июня 2023",
                tags: ["swiftui", "xcode"], summary: "Про кнопки"),
            weights: ["кнопк": 34, "swiftui": 6, "стил": 2], length: 120, fragments: ["Первый кусок", "второй"])
        return CachedArticle(rendered: rendered, search: search)
    }

    @Test("An entry reads back as written, without the text kept only for tokenising")
    func roundTrip() throws {
        let original = Self.sample
        let bytes = try original.bytes()
        let read = try CachedArticle(bytes: bytes)
        #expect(read.summary == original.summary)
        #expect(read.summary.warnings.count == 2 && read.summary.anchorLinks.count == 1)
        #expect(try read.weights() == ["кнопк": 34, "swiftui": 6, "стил": 2])
        let body = try read.body()
        #expect(body == (try original.body()))
        #expect(body.tableOfContents.count == 2 && body.readingMinutes == 3)
        let rendered = read.rendered(body)
        #expect(rendered.text.isEmpty && rendered.code.isEmpty && rendered.headings.isEmpty)
        #expect(rendered.html == body.html && rendered.warnings == read.summary.warnings)
        #expect(try read.searchDocument(body).fragments == ["Первый кусок", "второй"])
        #expect(try read.bytes() == bytes, "equal entries give equal bytes")
    }

    @Test("Every truncation of an entry is refused, in the summary at once or in the body when read")
    func truncated() throws {
        let bytes = try Self.sample.bytes()
        for count in 0..<bytes.count {
            #expect(throws: CacheReader.Malformed.self) {
                let entry = try CachedArticle(bytes: Array(bytes.prefix(count)))
                _ = try entry.body()
            }
        }
        #expect(throws: CacheReader.Malformed.self) { _ = try CachedArticle(bytes: bytes + [0]).body() }
    }

    @Test("A cached string comes back whole, and one whose bytes are not UTF-8 is refused")
    func strings() throws {
        for text in ["", "slug", "Кнопки и «стили»", "emoji 👍🏽 and é", String(repeating: "a", count: 300)] {
            var writer = CacheWriter(capacity: 64)
            writer.write(text)
            var reader = CacheReader(writer.bytes)
            #expect(try reader.readString() == text)
            #expect(reader.isAtEnd)
        }
        let invalid: [[UInt8]] = [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x61, 0x80], [0xC0, 0xAF]]
        for bytes in invalid {
            var writer = CacheWriter(capacity: 8)
            writer.write(bytes.count)
            writer.append(bytes)
            var reader = CacheReader(writer.bytes)
            #expect(throws: CacheReader.Malformed.self, "\(bytes)") { _ = try reader.readString() }
        }
    }

    @Test("Keys tell field boundaries, nil from empty, and every byte apart")
    func keys() {
        func digest(_ feed: (inout ContentHash) -> Void) -> ContentHash.Digest {
            var hash = ContentHash()
            feed(&hash)
            return hash.digest
        }
        #expect(
            digest {
                $0.combine("ab"); $0.combine("c")
            }
                != digest {
                    $0.combine("a"); $0.combine("bc")
                })
        #expect(digest { $0.combine(String?.none) } != digest { $0.combine(String?.some("")) })
        let text = String(repeating: "Кнопки и жесты. ", count: 40)
        var seen: Set<ContentHash.Digest> = [digest { $0.combine(text) }]
        var bytes = Array(text.utf8)
        for index in bytes.indices {
            bytes[index] ^= 1
            seen.insert(digest { hash in bytes.withUnsafeBytes { hash.combine(bytes: $0) } })
            bytes[index] ^= 1
        }
        #expect(seen.count == bytes.count + 1, "one flipped bit anywhere changes the digest")
        #expect(digest { $0.combine(text) }.hex.count == 32)
    }

    @Test("A digest's hexadecimal name reads back as the digest, and nothing else does")
    func hexNames() {
        for seed in 0..<200 {
            var hash = ContentHash()
            hash.combine(seed)
            let digest = hash.digest
            #expect(ContentHash.Digest(hex: digest.hex) == digest)
        }
        let zero = ContentHash.Digest(high: 0, low: 1)
        #expect(zero.hex == String(repeating: "0", count: 31) + "1")
        #expect(ContentHash.Digest(hex: zero.hex) == zero)
        for name in [
            "", "manifest", "reads", String(repeating: "a", count: 31), String(repeating: "a", count: 33),
            String(repeating: "A", count: 32), String(repeating: "0", count: 31) + "g",
            String(repeating: "0", count: 32) + ".1234.partial",
        ] {
            #expect(ContentHash.Digest(hex: name) == nil, "\(name)")
        }
    }

    @Test("A render's key changes with the bytes of the article's files, not only with their names")
    func keyFollowsFileBytes() throws {
        let folder = try TemporaryFolder()
        let articleFolder = folder.path("tables")
        try FileManager.default.createDirectory(atPath: articleFolder, withIntermediateDirectories: true)
        try "---\ntitle: T\n---\n\n```table data.csv\n```\n".write(
            toFile: articleFolder + "/index.md", atomically: true, encoding: .utf8)
        try "a,b\n1,2\n".write(toFile: articleFolder + "/data.csv", atomically: true, encoding: .utf8)
        let article = Article(
            slug: "tables", title: "T", date: nil, summary: "", tags: [], part: nil, modules: [], isDraft: false,
            status: .published, sourcePath: articleFolder + "/index.md", folderPath: articleFolder, bodyStartLine: 5)
        let links = LinkResolver(
            url: SiteURL("https://example.org/")!, publishedSlugs: ["tables"], plannedSlugs: [], rootFiles: [],
            contentPaths: [:])
        let renderKey = RenderKey(links: links, typography: true, unsafeHTML: false, generator: "test")
        func key() throws -> ContentHash.Digest {
            try renderKey.input(
                for: article, source: try SourceFile.readArticle(articleFolder + "/index.md"), files: ["data.csv"],
                previews: DrawnPreviews(), examples: [:]
            ).key
        }
        let before = try key()
        #expect(try key() == before, "the same inputs give the same key")
        try "a,b\n1,3\n".write(toFile: articleFolder + "/data.csv", atomically: true, encoding: .utf8)
        #expect(try key() != before, "the table's data changed")
        try "a,b\n1,2\n".write(toFile: articleFolder + "/data.csv", atomically: true, encoding: .utf8)
        #expect(try key() == before, "the same bytes again")
        var drawn = DrawnPreviews()
        drawn.missing = .off
        let off = try renderKey.input(
            for: article, source: try SourceFile.readArticle(articleFolder + "/index.md"), files: ["data.csv"],
            previews: drawn, examples: [:]
        ).key
        #expect(off != before, "why previews are missing changes the key too")
    }
}
