import DiaryContent
import Testing

@testable import DiaryKit

/// Files refused beside pages: a few get a warning each, many (a theme's sources beside the
/// pages) one summary line with their count and the first names.
@Suite("Refused files summarised")
struct ArticleFilePolicySummaryTests {
    private func refused(_ count: Int) -> [Diagnostic] {
        (0..<count).map { ArticleFilePolicy.warning(path: "Content/theme/file\($0).vue", reason: "'.vue' is unknown") }
    }

    @Test("Up to ten refusals stay one warning each")
    func few() {
        let other = Diagnostic(.warning, file: "Content/a.md", message: "something else")
        let diagnostics = [other] + refused(10)
        #expect(ArticleFilePolicy.summarised(diagnostics) == diagnostics)
    }

    @Test("More make one line with the count and the first five names, in the place of the first")
    func many() {
        let other = Diagnostic(.warning, file: "Content/a.md", message: "something else")
        let summarised = ArticleFilePolicy.summarised([other] + refused(201) + [other])
        #expect(summarised.count == 3)
        #expect(summarised[0] == other && summarised[2] == other)
        let line = summarised[1].message
        #expect(line.hasPrefix("not published: 201 files beside pages"), "\(line)")
        #expect(line.contains("'Content/theme/file4.vue'") && !line.contains("file5.vue"))
        #expect(line.contains("and 196 more"))
    }
}
