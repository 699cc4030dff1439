import Foundation
import SampleDownloads
import Testing

/// The same articles give the same archive bytes, whenever and however often they are built.
@Suite("Archive reproducibility")
struct ArchiveReproducibilityTests {
    @Test(
        "Building a module's archives twice from scratch gives the same bytes", arguments: ["Buttons", "ParentalGate"])
    func sameBytesTwice(module: String) throws {
        let first = try SampleDownloads.archives(
            module: module, contentDirectory: TestRepository.content, packageRoot: TestRepository.root)
        let second = try SampleDownloads.archives(
            module: module, contentDirectory: TestRepository.content, packageRoot: TestRepository.root)
        #expect(first.zip == second.zip)
        #expect(first.tarGz == second.tarGz)
        #expect(first.zip != first.tarGz)
    }

    @Test("An archive built a few seconds later, with nothing else changed, has the same bytes")
    func wallClockDoesNotMatter() async throws {
        let catalog = try TestRepository.catalog()
        let repository = try TestRepository.repository()
        let before = try SampleDownloads.archives(module: "Puzzles", catalog: catalog, repository: repository)
        // Past a two-second MS-DOS time step and a one-second tar and gzip time step.
        try await Task.sleep(for: .milliseconds(2_100))
        let after = try SampleDownloads.archives(module: "Puzzles", catalog: catalog, repository: repository)
        #expect(before == after)
    }

    @Test("The gzip header carries no modification time and no file name")
    func gzipHeaderIsBare() throws {
        let tarGz = try SampleDownloads.archives(
            module: "Puzzles", contentDirectory: TestRepository.content, packageRoot: TestRepository.root
        ).tarGz
        try #require(tarGz.count > 10)
        #expect(tarGz[0] == 0x1F && tarGz[1] == 0x8B)
        let nameFlag: UInt8 = 0x08
        #expect(tarGz[3] & nameFlag == 0)
        #expect(Array(tarGz[4..<8]) == [0, 0, 0, 0])
    }

    @Test("Every zip entry has the MS-DOS minimum time, no Unix times, and owner 0:0")
    func zipHeadersHaveNoTime() throws {
        let zip = try SampleDownloads.archives(
            module: "Buttons", contentDirectory: TestRepository.content, packageRoot: TestRepository.root
        ).zip
        let headers = try ZipHeaders(zip)
        try #require(headers.entries.count > 10)
        for entry in headers.entries {
            // 1980-01-01 00:00:00, what libarchive writes for an entry without a time in every zone.
            #expect(entry.centralTime == [0x00, 0x00, 0x21, 0x00], "\(entry.name)")
            #expect(entry.localTime == entry.centralTime, "\(entry.name)")
            let timestamp = try #require(entry.extraFields["UT"], "\(entry.name) has no UT field")
            #expect(timestamp == [0], "\(entry.name): the UT field holds times")
            let owner = try #require(entry.extraFields["ux"], "\(entry.name) has no ux field")
            #expect(owner == [1, 4, 0, 0, 0, 0, 4, 0, 0, 0, 0], "\(entry.name)")
        }
    }
}
