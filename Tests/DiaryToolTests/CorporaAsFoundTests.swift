import DiaryTestSupport
import Foundation
import TestSupport
import Testing

/// The five real folders of `../shared/corpora` (a DocC book, an mdBook guide, Hugo's docs, a
/// Russian VitePress translation, SwiftPM's docs), built as found through the built `diary`:
/// every Markdown file is published or named, bodies are cmark-gfm's, and no link in the output
/// leads nowhere without a warning having said so. Bodies are compared as a browser reads them
/// (html5lib, ``BodyComparison``). The folders are read in place, never copied into the
/// repository; without `../shared` the suite says it skipped.
@Suite("Real Markdown folders, as found", .tags(.builtTool, .oracle), .serialized)
struct CorporaAsFoundTests {
    /// One folder of `../shared/corpora`.
    struct Corpus: Sendable, CustomTestStringConvertible {
        var name: String
        /// Pages whose body differs from cmark-gfm's after the normalisations, by source path
        /// relative to the folder, with the reason.
        var knownDifferences: [String: String] = [:]
        var testDescription: String { name }

        var folder: URL { CorporaAsFoundTests.root.appending(path: name) }
    }

    static let root = TestPaths.repository.deletingLastPathComponent().appending(path: "shared/corpora")

    /// One built corpus: the site, what `diary` printed, and its page list.
    struct BuiltCorpus {
        var site: URL
        var build: ToolRun
        var pages: [PageListing.Page]
    }

    static func build(_ corpus: Corpus, in folder: TemporaryFolder) throws -> BuiltCorpus? {
        guard FileManager.default.fileExists(atPath: corpus.folder.path) else {
            print("\(corpus.folder.path) not found (../shared/corpora is absent): skipped")
            return nil
        }
        let site = folder.url.appending(path: "site")
        let build = try DiaryTool.run(
            ["build", "--content", corpus.folder.path, "--output", site.path, "--no-wasm"], timeout: 600)
        let list = try DiaryTool.run(["list", "--content", corpus.folder.path], timeout: 600)
        #expect(list.status == 0, "\(list.stderr.suffix(2000))")
        return BuiltCorpus(site: site, build: build, pages: PageListing.parse(list.stdout))
    }

    @Test(
        "Exit 0; every Markdown file published or named; bodies are cmark-gfm's; no silent dead link",
        arguments: corpora)
    func buildsAsFound(corpus: Corpus) throws {
        // `CORPORA=vitepress-ru,docc-tspl` builds only those.
        if let only = ProcessInfo.processInfo.environment["CORPORA"],
            !only.split(separator: ",").contains(
                Substring(corpus.name))
        {
            return
        }
        let folder = try TemporaryFolder()
        guard let built = try Self.build(corpus, in: folder) else { return }
        #expect(built.build.status == 0, "\(built.build.stderr.suffix(3000))")
        let warnings = built.build.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }

        let markdown = FolderContents.paths(in: corpus.folder).filter {
            $0.hasSuffix(".md") || $0.hasSuffix(".markdown")
        }
        let published = Set(built.pages.map(\.source))
        let unaccounted = markdown.filter { path in
            !published.contains(path) && !Self.isNamed(path, in: warnings)
        }
        #expect(unaccounted.isEmpty, "neither published nor named in a warning: \(unaccounted.prefix(20))")

        let differing = try Self.bodyDifferences(built, corpus: corpus, scratch: folder)
        let identical = built.pages.count - differing.count
        let unexpected = differing.filter { corpus.knownDifferences[$0.key] == nil }
        for (source, difference) in unexpected.sorted(by: { $0.key < $1.key }) {
            Issue.record("\(corpus.name)/\(source) differs from cmark-gfm:\n\(difference)")
        }
        let stale = corpus.knownDifferences.keys.filter { differing[$0] == nil }
        #expect(stale.isEmpty, "listed as differing but now identical: \(stale.sorted())")
        let share = Double(identical) / Double(max(1, built.pages.count))
        print(
            "\(corpus.name): \(markdown.count) Markdown files, \(built.pages.count) pages, \(identical) identical "
                + "bodies (\((share * 1000).rounded() / 10) %), \(warnings.count) warning lines")
        // Issue 28: at least 99 % of every corpus's pages.
        #expect(share >= 0.99, "\(corpus.name): \(identical) of \(built.pages.count) bodies identical, under 99 %")

        let silent = try Self.silentDeadLinks(built, corpus: corpus, warnings: warnings)
        #expect(silent.isEmpty, "links that lead nowhere with no warning: \(silent.prefix(20))")
    }

    /// The pages whose body differs from cmark-gfm's HTML for the same file after the
    /// normalisations, by source path, with where they first differ. All bodies go through one
    /// html5lib process (``BodyComparison/normalised(_:)``).
    static func bodyDifferences(
        _ built: BuiltCorpus, corpus: Corpus, scratch folder: TemporaryFolder
    ) throws -> [String: String] {
        var ours: [String] = []
        var references: [String] = []
        // What a `doc:` link with no text shows: the page's title, by its file's name (the first wins).
        var docTitles: [String: String] = [:]
        for page in built.pages {
            let name = page.source.split(separator: "/").last.map(String.init) ?? page.source
            let stem = name.hasSuffix(".markdown") ? String(name.dropLast(9)) : String(name.dropLast(3))
            if docTitles[stem.lowercased()] == nil { docTitles[stem.lowercased()] = page.title }
        }
        for (index, page) in built.pages.enumerated() {
            let html = try String(contentsOf: built.site.appending(path: page.file), encoding: .utf8)
            // A page with no text of its own (a section's front matter alone) has no body element.
            ours.append(HTMLScan.articleBody(of: html) ?? "")
            let source = try String(contentsOf: corpus.folder.appending(path: page.source), encoding: .utf8)
            let stripped = folder.url.appending(path: "markdown-\(index).md")
            try Data(PageListing.withoutFrontMatter(source).utf8).write(to: stripped)
            references.append(
                BodyComparison.docLinkTitles(try BodyComparison.cmarkHTML(of: stripped), titles: docTitles))
        }
        let normalised = try BodyComparison.normalised(ours + references)
        var differing: [String: String] = [:]
        for (index, page) in built.pages.enumerated() {
            let body = normalised[index]
            var reference = normalised[ours.count + index]
            // The first heading is the page's title, shown in its header, when the front matter has
            // none; the white space after it starts the body, where it does not render.
            if reference.hasPrefix("<h1>"), !body.hasPrefix("<h1>") {
                reference.replace(#/^<h1>[\s\S]*?</h1>\s*/#, with: "", maxReplacements: 1)
            }
            if let difference = BodyComparison.firstDifference(ours: body, reference: reference) {
                differing[page.source] = difference
                try Self.keepForReading(page: page.source, of: corpus, ours: body, reference: reference)
            }
        }
        return differing
    }

    /// With `CORPORA_DIFFERENCES` set to a folder, writes both normalised bodies of a differing
    /// page there (`<corpus>/<source>.ours.html`, `.cmark.html`), to be read in full.
    static func keepForReading(page source: String, of corpus: Corpus, ours: String, reference: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["CORPORA_DIFFERENCES"] else { return }
        let base = URL(fileURLWithPath: folder).appending(path: corpus.name).appending(path: source)
        try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(ours.utf8).write(to: base.appendingPathExtension("ours.html"))
        try Data(reference.utf8).write(to: base.appendingPathExtension("cmark.html"))
    }

    /// The links and images in the pages' bodies that lead nowhere while no warning about their
    /// page names them, as `source: reference`.
    static func silentDeadLinks(_ built: BuiltCorpus, corpus: Corpus, warnings: [Substring]) throws -> [String] {
        var silent: [String] = []
        let checker = LinkChecker(site: built.site, basePath: "/")
        for page in built.pages {
            let html = try String(contentsOf: built.site.appending(path: page.file), encoding: .utf8)
            guard let body = HTMLScan.articleBody(of: html) else { continue }
            for reference in HTMLScan.references(in: body)
            where !checker.problems(with: reference, on: page.file).isEmpty {
                let named = warnings.contains {
                    $0.hasPrefix(corpus.folder.appending(path: page.source).path)
                        && $0.contains(Self.lastComponent(of: reference))
                }
                if !named { silent.append("\(page.source): \(reference)") }
            }
        }
        return silent
    }

    /// Whether a warning names `path` or a folder above it (a summary names skipped folders).
    static func isNamed(_ path: String, in warnings: [Substring]) -> Bool {
        var candidates = [path]
        var folder = path
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            candidates += [folder + "/", "'\(folder)'"]
        }
        return warnings.contains { line in candidates.contains { line.contains($0) } }
    }

    /// The file name a reference ends in, fragment and query removed, for finding its warning.
    static func lastComponent(of reference: String) -> String {
        let path = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        let name = path.split(separator: "/").last.map(String.init) ?? String(path)
        let decoded =
            name.removingPercentEncoding
            ?? name.replacingOccurrences(of: "%7B", with: "{").replacingOccurrences(of: "%7D", with: "}")
            .replacingOccurrences(of: "%20", with: " ")
        return name.isEmpty ? reference : decoded
    }
}
