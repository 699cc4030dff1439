import BuildCache
import DiarySearch
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// `diary build` reusing the renders of earlier builds (the build cache): whatever changed, the
/// site it writes is byte for byte the site a build from scratch writes, and only articles whose
/// inputs changed are rendered again.
@Suite("Incremental builds", .tags(.builtTool))
struct IncrementalBuildTests {
    /// A copy of the mini diary and of the templates (and, when asked, of the public files) that a
    /// test may edit, with its own cache.
    struct Workspace {
        let folder: TemporaryFolder
        /// The public folder the builds use: the repository's, or the workspace's own copy.
        let publicFolder: String

        init(copiesPublicFiles: Bool = false) throws {
            folder = try TemporaryFolder()
            try folder.copy(TestPaths.miniDiary, to: "content")
            try folder.copy(TestPaths.templates, to: "templates")
            if copiesPublicFiles { try folder.copy(TestPaths.publicFiles, to: "public") }
            publicFolder = copiesPublicFiles ? folder.path("public") : TestPaths.publicFiles.path
        }

        /// Builds into `output`, reusing and filling the workspace's cache unless `cached` is false;
        /// the build must succeed.
        @discardableResult
        func build(into output: String = "site", cached: Bool = true) throws -> ToolRun {
            let run = try attempt(into: output, cached: cached)
            #expect(run.status == 0, "\(run)")
            return run
        }

        /// Runs the same build, whatever its outcome.
        func attempt(into output: String = "site", cached: Bool = true) throws -> ToolRun {
            try DiaryTool.run(
                [
                    "build", "--content", folder.path("content"), "--output", folder.path(output), "--templates",
                    folder.path("templates"), "--public", publicFolder, "--no-wasm", "--base-url",
                    "https://example.org/diary/",
                ] + (cached ? ["--cache", folder.path("cache")] : ["--no-cache"]))
        }

        /// The cached renders of the site built into `site`.
        var entries: Set<String> {
            let caches = Self.caches(in: folder.path("cache"))
            var names: Set<String> = []
            for cache in caches {
                let listing =
                    (try? FileManager.default.contentsOfDirectory(atPath: folder.path("cache/\(cache)"))) ?? []
                // The entries, named by their keys (not the manifests, the spare site or the lock).
                names.formUnion(listing.filter { ContentHash.Digest(hex: $0) != nil })
            }
            return names
        }

        /// The output folders' caches in the cache folder `root` (not its stamp).
        static func caches(in root: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { !$0.hasPrefix(".") }
        }

        /// Rewrites a file of the workspace.
        func edit(_ relative: String, _ change: (String) -> String) throws {
            let path = folder.path(relative)
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit of \(relative) changed nothing")
            try changed.write(toFile: path, atomically: true, encoding: .utf8)
        }

        /// Builds the current sources from scratch into `clean` and requires `site` to hold the
        /// same files with the same bytes.
        func expectSiteEqualsCleanBuild(_ comment: Comment? = nil) throws {
            try? FileManager.default.removeItem(atPath: folder.path("clean"))
            try build(into: "clean", cached: false)
            let incremental = FolderContents.files(in: folder.url.appending(path: "site"))
            let clean = FolderContents.files(in: folder.url.appending(path: "clean"))
            #expect(incremental.keys.sorted() == clean.keys.sorted(), comment)
            let differing = clean.keys.filter { incremental[$0] != clean[$0] }.sorted()
            #expect(differing.isEmpty, "files differ from a clean build: \(differing) \(comment.map { "\($0)" } ?? "")")
        }
    }

    @Test("Editing one article's prose renders that article again, and only it")
    func editedProse() throws {
        let workspace = try Workspace()
        try workspace.build()
        let before = workspace.entries
        #expect(before.count == 3, "one render per published article: \(before)")
        try workspace.edit("content/intro/index.md") {
            $0.replacingOccurrences(of: "немного терпения", with: "много терпения")
        }
        try workspace.build()
        let after = workspace.entries
        #expect(after.subtracting(before).count == 1, "exactly the edited article is rendered again")
        #expect(before.subtracting(after).count == 1, "its old render is swept")
        try workspace.expectSiteEqualsCleanBuild()
        let page = try String(contentsOfFile: workspace.folder.path("site/intro/index.html"), encoding: .utf8)
        #expect(page.contains("много терпения") && !page.contains("немного терпения"))
    }

    @Test("An edit that keeps the article's length updates the search shards in place, as a clean build writes them")
    func searchIndexUpdatedInPlace() async throws {
        let workspace = try Workspace()
        try workspace.build()
        // Built in this process, whose generator differs from the tool's: every render is new,
        // and every article's words are replaced in the shards.
        var options = BuildOptions(
            contentDirectory: workspace.folder.path("content"), templatesDirectory: workspace.folder.path("templates"),
            publicDirectory: TestPaths.publicFiles.path, outputDirectory: workspace.folder.path("site"),
            baseURL: SiteURL("https://example.org/diary/"))
        options.runnableSamples = false
        options.buildCacheDirectory = workspace.folder.path("cache")
        try workspace.edit("content/intro/index.md") { $0.replacingOccurrences(of: "терпения", with: "упорства") }
        let updated = try await SiteBuilder(options: options).run()
        #expect(updated.updatedSearchIndex, "the same articles, of the same lengths: the shards are updated")
        try workspace.expectSiteEqualsCleanBuild("after an update in this process")
        try workspace.edit("content/intro/index.md") { $0.replacingOccurrences(of: "упорства", with: "упорства и сил") }
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild("after the tool's build")
        try workspace.edit("content/intro/index.md") { $0.replacingOccurrences(of: "и сил", with: "и воли") }
        let again = try await SiteBuilder(options: options).run()
        #expect(again.updatedSearchIndex)
        try workspace.expectSiteEqualsCleanBuild("after a second update in this process")
    }

    @Test("A sentence added to an article rewrites only the shards of its words, as a clean build writes them")
    func addedSentenceTouchesItsShardsOnly() throws {
        let workspace = try Workspace()
        try workspace.build()
        let search = workspace.folder.path("site/search")
        let shards = try FileManager.default.contentsOfDirectory(atPath: search).filter {
            $0.hasSuffix(".json.gz") && "search/\($0)" != SearchShardBundle.path
        }
        try #require(shards.count > 20)
        let before = try shards.map { try Self.identity("search/\($0)", in: workspace) }
        let manifest = try Self.identity("search-index.json", in: workspace)
        // One new word, of a prefix no other word has: the article's length changes, the weights
        // of its other words do not.
        try workspace.edit("content/intro/index.md") { $0 + "\nЪъъфыр.\n" }
        try workspace.build()
        let newShard = SearchIndexFiles.shardPath(forPrefix: "ъъ")
        #expect(FileManager.default.fileExists(atPath: workspace.folder.path("site/\(newShard)")))
        let after = try shards.map { try Self.identity("search/\($0)", in: workspace) }
        let rewritten = zip(shards, zip(before, after)).filter { $1.0 != $1.1 }.map(\.0)
        #expect(rewritten.isEmpty, "shards without the new word are kept: \(rewritten)")
        #expect(try Self.identity("search-index.json", in: workspace) != manifest, "the lengths changed")
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("A changed title updates the neighbours, lists and feeds while their renders are reused")
    func changedTitle() throws {
        let workspace = try Workspace()
        try workspace.build()
        let before = workspace.entries
        try workspace.edit("content/buttons/index.md") { $0.replacingOccurrences(of: "title: ", with: "title: Новые ") }
        try workspace.build()
        #expect(workspace.entries.subtracting(before).count == 1)
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("A template change renders pages again from the cached articles")
    func changedTemplate() throws {
        let workspace = try Workspace()
        try workspace.build()
        let before = workspace.entries
        try workspace.edit("templates/article.mustache") {
            $0.replacingOccurrences(of: "</article>", with: "</article><!-- new -->")
        }
        try workspace.build()
        #expect(workspace.entries == before, "no article is rendered again for a template")
        try workspace.expectSiteEqualsCleanBuild()
        let page = try String(contentsOfFile: workspace.folder.path("site/intro/index.html"), encoding: .utf8)
        #expect(page.contains("<!-- new -->"))
    }

    @Test("Settings that change the HTML render every article again; others do not")
    func changedSettings() throws {
        let workspace = try Workspace()
        try workspace.build()
        let before = workspace.entries
        try workspace.edit("content/site.yaml") { $0.replacingOccurrences(of: "title: ", with: "title: Мой ") }
        try workspace.build()
        #expect(workspace.entries == before)
        try workspace.expectSiteEqualsCleanBuild("site title")
        try workspace.edit("content/site.yaml") { $0 + "\ntypography: false\n" }
        try workspace.build()
        #expect(workspace.entries.isDisjoint(with: before))
        try workspace.expectSiteEqualsCleanBuild("typography off")
    }

    @Test("Added and removed articles")
    func addedAndRemovedArticles() throws {
        let workspace = try Workspace()
        try workspace.build()
        try """
        ---
        title: "Новая заметка"
        date: 2023-07-01
        summary: "Совсем новая."
        tags: [swiftui]
        ---

        Ссылка на [кнопки](buttons/index.md) и на [план](intro/index.md#план-серии).
        """.write(toFile: workspace.folder.path("content/new-note.md"), atomically: true, encoding: .utf8)
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild("added")
        try FileManager.default.removeItem(atPath: workspace.folder.path("content/buttons"))
        try FileManager.default.removeItem(atPath: workspace.folder.path("content/new-note.md"))
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild("removed")
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.path("site/buttons")), "the folder goes too")
    }

    /// The file number and modification time of a file in the built site.
    static func identity(_ path: String, in workspace: Workspace) throws -> [String] {
        let attributes = try FileManager.default.attributesOfItem(atPath: workspace.folder.path("site/\(path)"))
        return [
            "\(attributes[.systemFileNumber] ?? "")",
            "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)",
        ]
    }

    @Test("An update writes only the files whose bytes changed, and swaps the new generation in whole")
    func writesOnlyChangedFiles() throws {
        let workspace = try Workspace()
        try workspace.build()
        let folder = try FileManager.default.attributesOfItem(atPath: workspace.folder.path("site"))[.systemFileNumber]
        let untouched = ["css/site.css", "intro/shutter.png", "image-formats/index.html"]
        let before = try untouched.map { try Self.identity($0, in: workspace) }
        let page = try Self.identity("intro/index.html", in: workspace)
        try workspace.edit("content/intro/index.md") { $0.replacingOccurrences(of: "терпения", with: "упорства") }
        try workspace.build()
        #expect(
            try untouched.map { try Self.identity($0, in: workspace) } == before, "unchanged files are not rewritten")
        #expect(try Self.identity("intro/index.html", in: workspace) != page)
        let now = try FileManager.default.attributesOfItem(atPath: workspace.folder.path("site"))[.systemFileNumber]
        #expect("\(now ?? "")" != "\(folder ?? "")", "the site folder is a new generation, swapped in whole")
        try workspace.expectSiteEqualsCleanBuild()
        #expect(try workspace.folder.listing().filter { $0.hasPrefix("site.") }.isEmpty, "no staging folder is left")
    }

    @Test("A template change rewrites exactly the pages made with it")
    func templateChangeRewritesItsPages() throws {
        let workspace = try Workspace()
        try workspace.build()
        let articles = ["intro/index.html", "buttons/index.html", "image-formats/index.html"]
        let tagPages = ["tags/swiftui/index.html", "tags/xcode/index.html"]
        let articlesBefore = try articles.map { try Self.identity($0, in: workspace) }
        let tagsBefore = try tagPages.map { try Self.identity($0, in: workspace) }
        try workspace.edit("templates/tag.mustache") {
            $0.replacingOccurrences(of: "{{site.strings.all_tags}}", with: "{{site.strings.all_tags}} →")
        }
        try workspace.build()
        #expect(try articles.map { try Self.identity($0, in: workspace) } == articlesBefore, "article pages stay")
        let tagsAfter = try tagPages.map { try Self.identity($0, in: workspace) }
        #expect(zip(tagsBefore, tagsAfter).allSatisfy { $0 != $1 }, "every tag page is written again")
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("A page template's dependencies: its partials and parents, through every level")
    func templateDependencies() {
        let dependencies = TemplateDependencies(sources: [
            "article": "{{<base}}{{$main}}{{> partials/tags }}{{/main}}{{/base}}",
            "tag": "{{<base}}{{>partials/card}}{{/base}}",
            "base": "{{>partials/header}}{{$main}}{{/main}}",
            "partials/header": "<h1>{{title}}</h1>",
            "partials/tags": "{{#tags}}{{name}}{{/tags}}",
            "partials/card": "{{=<% %>=}}<%title%>",
        ])
        #expect(dependencies.closure(of: "article") == ["article", "base", "partials/header", "partials/tags"])
        #expect(dependencies.closure(of: "tag").count == 6, "a delimiter change hides tags: everything counts")
        let digests = dependencies.digests(of: ["article", "tag"])
        var changed = dependencies
        changed.sources["partials/tags"] = "{{#tags}}<b>{{name}}</b>{{/tags}}"
        #expect(changed.digests(of: ["article"])["article"] != digests["article"])
        changed = dependencies
        changed.sources["partials/card"] = "<%title%>!"
        #expect(changed.digests(of: ["article"])["article"] == digests["article"])
    }

    @Test("A file changed by hand in the site is written again")
    func handEditedOutput() throws {
        let workspace = try Workspace()
        try workspace.build()
        try "changed by hand".write(
            toFile: workspace.folder.path("site/intro/index.html"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(atPath: workspace.folder.path("site/tags/index.html"))
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("A failed build leaves the site as it was; the next good build updates it")
    func failedUpdate() throws {
        let workspace = try Workspace()
        try workspace.build()
        let site = FolderContents.files(in: workspace.folder.url.appending(path: "site"))
        // Front matter that is not YAML at all is an error (a value that cannot be used is a warning).
        try workspace.edit("content/intro/index.md") {
            $0.replacingOccurrences(of: "date: 2023-06-01", with: "date: [2023-06-01")
        }
        let failed = try workspace.attempt()
        #expect(failed.status != 0, "\(failed)")
        #expect(FolderContents.files(in: workspace.folder.url.appending(path: "site")) == site)
        try workspace.edit("content/intro/index.md") {
            $0.replacingOccurrences(of: "date: [2023-06-01", with: "date: 2023-06-02")
        }
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("A damaged cache entry is rendered again, not trusted")
    func damagedEntries() throws {
        let workspace = try Workspace()
        try workspace.build()
        for cache in Workspace.caches(in: workspace.folder.path("cache")) {
            for name in try FileManager.default.contentsOfDirectory(atPath: workspace.folder.path("cache/\(cache)"))
            where name != "output" {
                let path = workspace.folder.path("cache/\(cache)/\(name)")
                let bytes = try #require(FileManager.default.contents(atPath: path))
                try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
            }
        }
        try workspace.build()
        try workspace.expectSiteEqualsCleanBuild()
    }

    @Test("Warnings of reused articles are still reported")
    func warningsOfCachedArticles() throws {
        let workspace = try Workspace()
        try workspace.edit("content/intro/index.md") { $0 + "\n<script>alert(1)</script>\n" }
        let first = try workspace.build()
        let second = try workspace.build()
        #expect(first.stderr.contains("warning:"), "\(first)")
        #expect(second.stderr == first.stderr)
    }

    @Test("--no-cache writes no cache; each output folder has its own, swept once the folder is gone")
    func cacheFolders() throws {
        let workspace = try Workspace()
        let root = workspace.folder.path("cache")
        try workspace.build(cached: false)
        #expect(!FileManager.default.fileExists(atPath: root))
        try workspace.build(into: "site")
        try workspace.build(into: "other")
        let caches = Workspace.caches(in: root)
        #expect(caches.count == 2)
        try FileManager.default.removeItem(atPath: workspace.folder.path("other"))
        try workspace.build(into: "site")
        #expect(Workspace.caches(in: root).count == 2, "a young cache is kept")
        // Ten minutes later (its marker aged), the deleted folder's cache goes.
        for cache in caches {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: "\(root)/\(cache)/output")
        }
        try workspace.build(into: "site")
        #expect(Workspace.caches(in: root).count == 1)
    }
}
