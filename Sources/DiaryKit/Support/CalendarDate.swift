/// A day in the proleptic Gregorian calendar, free of time zones.
///
/// Articles are dated by day; using a plain value keeps builds identical on
/// every machine whatever its clock or zone.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible, Encodable {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Parses `YYYY-MM-DD`; returns nil for anything else or an impossible day.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
            parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), day >= 1, day <= CalendarDate.daysIn(month: month, year: year)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// `2023-06-08`.
    public var description: String {
        "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// `2023-06-08T00:00:00Z`, for Atom and the sitemap.
    public var rfc3339: String { description + "T00:00:00Z" }

    /// `Thu, 08 Jun 2023 00:00:00 +0000`, for RSS 2.0.
    public var rfc822: String {
        let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(weekdays[weekdayIndex]), \(pad(day, 2)) \(months[month - 1]) \(year) 00:00:00 +0000"
    }

    /// `8 июня 2023`: the day as the Russian interface writes it (``InterfaceStrings/date(_:)``
    /// in the Russian table, with the genitive month name Russian uses in dates).
    public var russian: String {
        InterfaceStrings.builtIn(.russian).date(self)
    }

    /// 0 for Monday … 6 for Sunday.
    var weekdayIndex: Int {
        ((daysSinceEpoch % 7) + 7 + 3) % 7
    }

    /// Days since 1970-01-01 (a Thursday), by Howard Hinnant's civil algorithm.
    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
