import Testing

@testable import DiaryKit

@Suite("ArticleDate")
struct ArticleDateTests {
    @Test(
        "Dates as YAML, Hugo and Jekyll write them",
        arguments: [
            ("2023-06-08", "2023-06-08T00:00:00Z", "Thu, 08 Jun 2023 00:00:00 +0000"),
            ("2026-01-02T10:00:00Z", "2026-01-02T10:00:00Z", "Fri, 02 Jan 2026 10:00:00 +0000"),
            ("2026-01-02t10:00:00z", "2026-01-02T10:00:00Z", "Fri, 02 Jan 2026 10:00:00 +0000"),
            ("2023-06-08T10:30:00+03:00", "2023-06-08T10:30:00+03:00", "Thu, 08 Jun 2023 10:30:00 +0300"),
            ("2023-06-08T23:05:09.123-07:30", "2023-06-08T23:05:09-07:30", "Thu, 08 Jun 2023 23:05:09 -0730"),
            ("2023-06-08 10:30", "2023-06-08T10:30:00Z", "Thu, 08 Jun 2023 10:30:00 +0000"),
            ("2023-06-08 10:30:15", "2023-06-08T10:30:15Z", "Thu, 08 Jun 2023 10:30:15 +0000"),
            ("2023-06-08T10:30:00", "2023-06-08T10:30:00Z", "Thu, 08 Jun 2023 10:30:00 +0000"),
        ])
    func parses(text: String, rfc3339: String, rfc822: String) throws {
        let date = try #require(ArticleDate(text))
        #expect(date.rfc3339 == rfc3339)
        #expect(date.rfc822 == rfc822)
        #expect(date.description == String(text.prefix(10)))
    }

    @Test(
        "Anything else is refused",
        arguments: [
            "", "2023-6-8", "2023-02-30", "2023-06-08T", "2023-06-08T24:00", "2023-06-08T10:60", "2023-06-08T10",
            "2023-06-08T10:30:00+3:00", "2023-06-08T10:30:00+03", "2023-06-08T10:30:00.", "2023-06-08T10:30:00 UTC",
            "2023-06-08x10:30", "June 8, 2023", "2023-06-08T10:30:00Z trailing",
        ])
    func refuses(text: String) {
        #expect(ArticleDate(text) == nil)
    }

    @Test("Dates order by the instant they name, zones included")
    func ordering() throws {
        let moscowMorning = try #require(ArticleDate("2023-06-08T09:00:00+03:00"))  // 06:00 UTC
        let londonDawn = try #require(ArticleDate("2023-06-08T07:00:00Z"))
        let day = try #require(ArticleDate("2023-06-08"))  // midnight UTC
        let previousEvening = try #require(ArticleDate("2023-06-07T20:00:00-05:00"))  // 01:00 UTC on the 8th
        #expect(
            [londonDawn, moscowMorning, previousEvening, day].sorted() == [
                day, previousEvening, moscowMorning, londonDawn,
            ])
    }
}
