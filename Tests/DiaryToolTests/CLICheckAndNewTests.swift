import DiaryTestSupport
import Foundation
import TestSupport
import Testing

@testable import DiaryKit

@Suite("diary check and diary new", .tags(.builtTool))
struct CLICheckAndNewTests {
    @Test("check accepts the mini diary and writes nothing")
    func checkGood() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.miniDiary, to: "Content")
        let before = FolderContents.files(in: folder.url)
        let run = try DiaryTool.run(["check"] + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "Checked 4 articles (1 planned): no errors\n")
        #expect(run.stderr.isEmpty)
        #expect(FolderContents.files(in: folder.url) == before)
        #expect(try folder.listing() == ["Content"])
    }

    @Test("check warns about a broken link, fails on it with --strict, writing nothing")
    func checkBroken() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        let article = content.appending(path: "buttons/index.md")
        try (try Data(contentsOf: article) + Data("\n[сломано](../nowhere/)\n".utf8)).write(to: article)
        let lenient = try DiaryTool.run(["check"] + DiaryTool.siteFiles, in: folder.url)
        #expect(lenient.status == 0, "\(lenient)")
        #expect(lenient.stderr.contains("Content/buttons/index.md:"), "\(lenient)")
        #expect(lenient.stderr.contains("warning: broken link '../nowhere/'"))
        let run = try DiaryTool.run(["check", "--strict"] + DiaryTool.siteFiles, in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("error: broken link '../nowhere/'"))
        #expect(try folder.listing() == ["Content"])
    }

    @Test("check also checks drafts")
    func checkDrafts() throws {
        let folder = try TemporaryFolder()
        let content = try folder.copy(TestPaths.miniDiary, to: "Content")
        let draft = content.appending(path: "draft-note.md")
        try (try Data(contentsOf: draft) + Data("\n![](nowhere.png)\n".utf8)).write(to: draft)
        let run = try DiaryTool.run(["check", "--strict", "--content", content.path] + DiaryTool.siteFiles)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("draft-note.md:"), "\(run)")
    }

    @Test("new creates an article with front matter that check accepts")
    func newArticle() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.miniDiary, to: "Content")
        let run = try DiaryTool.run(["new", "Кнопки и жесты"], in: folder.url)
        #expect(run.status == 0, "\(run)")
        #expect(run.stdout == "Created Content/knopki-i-zhesty/index.md\n")
        let text = try String(
            contentsOf: folder.url.appending(path: "Content/knopki-i-zhesty/index.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "---")
        #expect(lines.contains("title: \"Кнопки и жесты\""))
        let dateLine = try #require(lines.first { $0.hasPrefix("date: ") })
        let date = try #require(CalendarDate(iso: String(dateLine.dropFirst("date: ".count))))
        #expect(Self.isTodayInUTC(date), "\(date) is not today")

        let check = try DiaryTool.run(["check"] + DiaryTool.siteFiles, in: folder.url)
        #expect(check.status == 0, "\(check)")
        #expect(check.stdout == "Checked 5 articles (1 planned): no errors\n")
    }

    @Test("new refuses to overwrite an existing article")
    func newTwice() throws {
        let folder = try TemporaryFolder()
        try folder.copy(TestPaths.miniDiary, to: "Content")
        try #require(try DiaryTool.run(["new", "Кнопки и жесты"], in: folder.url).status == 0)
        let path = folder.url.appending(path: "Content/knopki-i-zhesty/index.md")
        let first = try Data(contentsOf: path)
        let run = try DiaryTool.run(["new", "Кнопки и жесты", "--date", "2024-01-02"], in: folder.url)
        #expect(run.status == 1, "\(run)")
        #expect(run.stderr.contains("Content/knopki-i-zhesty: error: already exists"), "\(run)")
        #expect(try Data(contentsOf: path) == first)
    }

    @Test("new takes an explicit slug and date")
    func newWithSlugAndDate() throws {
        let folder = try TemporaryFolder()
        let run = try DiaryTool.run(
            ["new", "Жесты", "--slug", "gestures", "--date", "2023-09-07", "--content", folder.path("Content")])
        #expect(run.status == 0, "\(run)")
        let text = try String(contentsOf: folder.url.appending(path: "Content/gestures/index.md"), encoding: .utf8)
        #expect(text.contains("\ndate: 2023-09-07\n"))
    }

    static func isTodayInUTC(_ date: CalendarDate) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        // Either side of the run, in case it straddles midnight.
        return [Date(timeIntervalSinceNow: -120), Date()].contains { day in
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            return CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!) == date
        }
    }
}
