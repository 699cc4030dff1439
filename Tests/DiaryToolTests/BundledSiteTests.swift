import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// Builds the real diary in `Content/` and checks the whole published site.
@Suite("Bundled site", .tags(.builtTool))
struct BundledSiteTests {
    /// The path the shared build of the bundled diary is published under (`SharedSites`).
    static let basePath = "/sub/"

    /// Builds the bundled content into `folder/name`.
    static func build(into folder: TemporaryFolder, named name: String, _ extra: [String] = []) throws -> URL {
        let output = folder.url.appending(path: name)
        let run = try DiaryTool.run(
            ["build", "--content", TestPaths.bundledContent.path, "--output", output.path] + DiaryTool.siteFiles + extra
        )
        try #require(run.status == 0, "the bundled content must build: \(run)")
        return output
    }

    @Test("Under a sub-path every internal link, image, style and fragment resolves")
    func basePathLinks() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        var problems: [String] = []
        let checker = LinkChecker(site: site, basePath: Self.basePath)
        let pages = FolderContents.paths(in: site).filter { $0.hasSuffix(".html") }
        try #require(pages.count > 5)
        for page in pages {
            let html = try String(contentsOf: site.appending(path: page), encoding: .utf8)
            for reference in HTMLScan.references(in: html) {
                problems += checker.problems(with: reference, on: page)
            }
        }
        for sheet in FolderContents.paths(in: site).filter({ $0.hasSuffix(".css") }) {
            let css = try String(contentsOf: site.appending(path: sheet), encoding: .utf8)
            for reference in HTMLScan.cssURLs(in: css) where !reference.hasPrefix("data:") {
                problems += checker.problems(with: reference, on: sheet)
            }
        }
        #expect(
            problems.isEmpty, "\(problems.count) broken references:\n\(problems.prefix(40).joined(separator: "\n"))")
    }

    @Test("Output is byte-identical whatever the number of jobs")
    func determinism() throws {
        let folder = try TemporaryFolder()
        let one = FolderContents.files(in: try Self.build(into: folder, named: "one", ["--jobs", "1", "--no-cache"]))
        let four = FolderContents.files(in: try Self.build(into: folder, named: "four", ["--jobs", "4", "--no-cache"]))
        #expect(one.keys.sorted() == four.keys.sorted())
        let differing = one.keys.sorted().filter { one[$0] != four[$0] }
        #expect(differing.isEmpty, "files differ between --jobs 1 and --jobs 4: \(differing)")
    }

    @Test("Article text has no straight double quotes outside code")
    func typography() throws {
        let site = try SharedSites.bundledUnderSubPath.get()
        var articles = 0
        var problems: [String] = []
        for page in FolderContents.paths(in: site) where page.hasSuffix("/index.html") {
            let html = try String(contentsOf: site.appending(path: page), encoding: .utf8)
            guard let body = HTMLScan.articleBody(of: html) else { continue }
            articles += 1
            let prose = HTMLScan.strippingTags(
                HTMLScan.removingElements(["pre", "code", "script", "style"], from: body))
            for line in prose.split(separator: "\n")
            where line.contains("\"") || line.contains("&quot;") || line.contains("&#34;") {
                problems.append("\(page): \(line.trimmingCharacters(in: .whitespaces).prefix(160))")
            }
        }
        #expect(articles > 3, "no article pages found")
        #expect(problems.isEmpty, "straight quotes left in prose:\n\(problems.joined(separator: "\n"))")
    }
}
