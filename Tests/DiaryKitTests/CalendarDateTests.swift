import Foundation
import Testing

@testable import DiaryKit

@Suite("CalendarDate")
struct CalendarDateTests {
    @Test(
        "ISO days that exist parse",
        arguments: [
            ("2023-06-08", 2023, 6, 8), ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29),
            ("1999-12-31", 1999, 12, 31), ("2023-01-01", 2023, 1, 1), ("0001-01-01", 1, 1, 1),
        ])
    func parsesISO(text: String, year: Int, month: Int, day: Int) throws {
        let date = try #require(CalendarDate(iso: text))
        #expect(date == CalendarDate(year: year, month: month, day: day))
        #expect(date.description == text)
    }

    @Test(
        "Impossible days and other spellings are refused",
        arguments: [
            "2023-02-29", "1900-02-29", "2023-04-31", "2023-06-31", "2023-13-01", "2023-00-10", "2023-06-00",
            "2023-06-32", "2023-6-8", "23-06-08", "2023/06/08", "2023-06-08T00:00:00Z", "", "2023-06",
            "8 июня 2023", "2023-+6-08", "+023-06-08", "2023-06-+8", "2023- 6-08",
        ])
    func refusesInvalid(text: String) {
        #expect(CalendarDate(iso: text) == nil)
    }

    @Test("Dates order by year, then month, then day")
    func ordering() throws {
        let dates = try ["2023-06-08", "2022-12-31", "2023-06-01", "2023-01-15"].map {
            try #require(CalendarDate(iso: $0))
        }
        #expect(dates.sorted().map(\.description) == ["2022-12-31", "2023-01-15", "2023-06-01", "2023-06-08"])
    }

    @Test(
        "Russian dates use the genitive month",
        arguments: [
            (CalendarDate(year: 2023, month: 6, day: 8), "8 июня 2023"),
            (CalendarDate(year: 2024, month: 1, day: 1), "1 января 2024"),
            (CalendarDate(year: 2023, month: 3, day: 15), "15 марта 2023"),
            (CalendarDate(year: 2023, month: 5, day: 9), "9 мая 2023"),
            (CalendarDate(year: 2023, month: 8, day: 3), "3 августа 2023"),
            (CalendarDate(year: 2023, month: 12, day: 31), "31 декабря 2023"),
        ])
    func russian(date: CalendarDate, expected: String) {
        #expect(date.russian == expected)
    }

    @Test(
        "RFC 822 names the right weekday",
        arguments: [
            (CalendarDate(year: 2023, month: 6, day: 8), "Thu, 08 Jun 2023 00:00:00 +0000"),
            (CalendarDate(year: 2023, month: 6, day: 11), "Sun, 11 Jun 2023 00:00:00 +0000"),
            (CalendarDate(year: 2023, month: 6, day: 12), "Mon, 12 Jun 2023 00:00:00 +0000"),
            (CalendarDate(year: 2024, month: 2, day: 29), "Thu, 29 Feb 2024 00:00:00 +0000"),
            (CalendarDate(year: 2000, month: 1, day: 1), "Sat, 01 Jan 2000 00:00:00 +0000"),
            (CalendarDate(year: 1970, month: 1, day: 1), "Thu, 01 Jan 1970 00:00:00 +0000"),
            (CalendarDate(year: 1969, month: 12, day: 31), "Wed, 31 Dec 1969 00:00:00 +0000"),
        ])
    func rfc822(date: CalendarDate, expected: String) {
        #expect(date.rfc822 == expected)
    }

    @Test("RFC 822 agrees with Foundation on every day from 1999 to 2031")
    func rfc822MatchesFoundation() throws {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        var day = try #require(calendar.date(from: DateComponents(year: 1999, month: 1, day: 1)))
        let end = try #require(calendar.date(from: DateComponents(year: 2032, month: 1, day: 1)))
        var mismatches: [String] = []
        while day < end {
            let parts = calendar.dateComponents([.year, .month, .day], from: day)
            let date = CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)
            let expected = formatter.string(from: day)
            if date.rfc822 != expected { mismatches.append("\(date): \(date.rfc822) ≠ \(expected)") }
            day = calendar.date(byAdding: .day, value: 1, to: day)!
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test(
        "RFC 3339 is midnight UTC, zero-padded",
        arguments: [
            (CalendarDate(year: 2023, month: 6, day: 8), "2023-06-08T00:00:00Z"),
            (CalendarDate(year: 999, month: 1, day: 5), "0999-01-05T00:00:00Z"),
        ])
    func rfc3339(date: CalendarDate, expected: String) {
        #expect(date.rfc3339 == expected)
    }
}
