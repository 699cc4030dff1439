import BuildCache
import DiaryContent
import Testing

@testable import DiaryKit

/// What a render asks of the site's link targets, and the key its answers make: a page no link
/// names leaves the key alone; the page a dangling link names changes it.
@Suite("Site lookups in the render key")
struct SiteLookupLogTests {
    private let url = SiteURL("https://example.org/")!

    private func resolver(_ slugs: Set<String>) -> LinkResolver {
        LinkResolver(url: url, publishedSlugs: slugs, plannedSlugs: [], rootFiles: [], contentPaths: [:])
    }

    /// The questions resolving `destinations` from the article `a` asks of `links`.
    private func questions(_ destinations: [String], of links: LinkResolver) -> [SiteLookupLog.Question] {
        var links = links
        let log = SiteLookupLog()
        links.log = log
        for destination in destinations { _ = links.resolve(destination, from: "a", articleFiles: []) }
        return log.questions
    }

    private func key(_ questions: [SiteLookupLog.Question], answeredBy links: LinkResolver) -> ContentHash.Digest {
        SiteLookupLog.key(base: ContentHash().digest, questions: questions) { links.lookUp($0.table, $0.key) }
    }

    @Test("A new page no link names keeps the key; the page a dangling link names changes it")
    func keyFollowsTheAnswersUsed() {
        let before = resolver(["a", "b"])
        let asked = questions(["../b/", "../later/", "https://swift.org"], of: before)
        #expect(asked.contains(SiteLookupLog.Question(table: .publishedSlug, key: "later")))
        #expect(!asked.contains { $0.key.contains("swift.org") }, "an external link asks nothing")
        let key = key(asked, answeredBy: before)
        #expect(self.key(asked, answeredBy: resolver(["a", "b", "unrelated"])) == key)
        #expect(self.key(asked, answeredBy: resolver(["a", "b", "later"])) != key)
        #expect(self.key(asked, answeredBy: resolver(["a"])) != key, "a linked page removed")
    }

    @Test("A doc: link's title is asked too, so a renamed target page changes the key")
    func docTitlesAreAsked() {
        var links = resolver(["guide/basics"])
        links.docPages = ["basics": "guide/basics"]
        links.pageTitles = ["guide/basics": "The Basics"]
        let log = SiteLookupLog()
        links.log = log
        #expect(links.docLinkTitle("doc:Basics#Intro") == "The Basics")
        let key = key(log.questions, answeredBy: links)
        var renamed = links
        renamed.pageTitles = ["guide/basics": "Basics, Again"]
        #expect(self.key(log.questions, answeredBy: renamed) != key)
    }

    @Test("The articles' 'math is shown as TeX' warnings are said once, at the first, with the others counted")
    func mathWarningOnce() {
        let warnings = ["a.md", "b.md", "c.md"].map {
            Diagnostic(.warning, file: $0, line: 6, message: "math is shown as TeX: node was not found")
        }
        let other = Diagnostic(.warning, file: "b.md", line: 2, message: "something else")
        let once = MathSetupProblem.onceForTheBuild([warnings[0], other, warnings[1], warnings[2]])
        #expect(
            once.map(\.description) == [
                "a.md:6: warning: math is shown as TeX here and in 2 other articles: node was not found",
                "b.md:2: warning: something else",
            ])
        #expect(MathSetupProblem.onceForTheBuild([warnings[0]]) == [warnings[0]])
    }
}
