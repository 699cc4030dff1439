import BuildCache
import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

/// A page's template digest leaves out what Mustache comments say (issue 35): editing the text of
/// a `{{! comment }}` gives every page the fingerprint it had, so `diary build` renders no page
/// for it; a real template edit still gives the pages that use the template new fingerprints.
/// The fingerprints are read from the output manifest the built binary keeps in its cache.
@Suite("Template digests ignore Mustache comments", .tags(.builtTool))
struct TemplateCommentDigestTests {
    typealias Workspace = IncrementalBuildTests.Workspace

    /// Each HTML page's fingerprint (what it was made from) in the manifest of the workspace's site.
    static func pageFingerprints(_ workspace: Workspace) throws -> [String: ContentHash.Digest] {
        let caches = Workspace.caches(in: workspace.folder.path("cache"))
        try #require(caches.count == 1, "one output's cache: \(caches)")
        let manifest = try #require(
            OutputManifest.load(
                from: workspace.folder.path("cache/\(caches[0])/manifest"), describing: workspace.folder.path("site")),
            "the cache holds the site's manifest")
        return manifest.entries.filter { $0.key.hasSuffix(".html") }.mapValues(\.digest)
    }

    @Test("Editing a comment's text in the base template leaves every page's fingerprint; a real edit does not")
    func commentEditRendersNoPage() throws {
        let workspace = try Workspace()
        try workspace.edit("templates/base.mustache") { "{{! a note for the theme's next reader }}\n" + $0 }
        try workspace.build()
        let before = try Self.pageFingerprints(workspace)
        try #require(before.count > 10, "the mini diary's pages: \(before.count)")

        try workspace.edit("templates/base.mustache") {
            $0.replacingOccurrences(of: "a note for the theme's next reader", with: "the next reader: see STYLE.md")
        }
        try workspace.build()
        let afterComment = try Self.pageFingerprints(workspace)
        let changed = afterComment.filter { before[$0.key] != $0.value }.keys.sorted()
        #expect(changed.isEmpty, "pages given a new fingerprint by a comment edit: \(changed)")
        try workspace.expectSiteEqualsCleanBuild("after a comment edit")

        try workspace.edit("templates/base.mustache") {
            $0.replacingOccurrences(of: "</body>", with: "<!-- footer mark --></body>")
        }
        try workspace.build()
        let afterChange = try Self.pageFingerprints(workspace)
        let refingerprinted = Set(afterChange.filter { afterComment[$0.key] != $0.value }.keys)
        let marked = Set(
            FolderContents.files(in: workspace.folder.url.appending(path: "site")).filter {
                $0.key.hasSuffix(".html") && String(decoding: $0.value, as: UTF8.self).contains("<!-- footer mark -->")
            }.keys)
        #expect(marked.count > 10 && marked.contains("index.html"), "pages showing the edit: \(marked.count)")
        #expect(refingerprinted == marked, "new fingerprints exactly for the pages the edit shows on")
        try workspace.expectSiteEqualsCleanBuild("after a real edit")
    }

    @Test("The digested source: comment text dropped, the tag and everything else kept")
    func withoutCommentText() {
        #expect(TemplateDependencies.withoutCommentText("a{{! one }}b\n{{!two\nlines}}\n") == "a{{!}}b\n{{!}}\n")
        #expect(TemplateDependencies.withoutCommentText("{{{raw}}}{{#s}}{{!x}}{{/s}}") == "{{{raw}}}{{#s}}{{!}}{{/s}}")
        #expect(TemplateDependencies.withoutCommentText("{{=<% %>=}}<%! x %>") == "{{=<% %>=}}<%! x %>")
        #expect(TemplateDependencies.withoutCommentText("unclosed {{! note") == "unclosed {{! note")
    }
}
