/// When an article was published or updated: a day, and the time and zone
/// when the front matter gives them, as YAML, Hugo and Jekyll write dates.
///
/// Accepted: `2023-06-08`, RFC 3339 (`2023-06-08T10:30:00Z`,
/// `2023-06-08T10:30:00.5+03:00`) and `2023-06-08 10:30[:00]`. A time without
/// a zone is taken as UTC, so builds are identical on every machine.
public struct ArticleDate: Sendable, Hashable, Comparable, CustomStringConvertible, Encodable {
    /// The day as written (in the writer's zone).
    public var day: CalendarDate
    /// Seconds since midnight, when a time was given.
    public var secondsOfDay: Int?
    /// The zone's offset from UTC in minutes (`+03:00` is 180); 0 for `Z` or no zone.
    public var utcOffsetMinutes: Int

    public init(day: CalendarDate, secondsOfDay: Int? = nil, utcOffsetMinutes: Int = 0) {
        self.day = day
        self.secondsOfDay = secondsOfDay
        self.utcOffsetMinutes = utcOffsetMinutes
    }

    /// Parses one of the accepted forms; returns nil for anything else or an impossible date or time.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, let day = CalendarDate(iso: String(decoding: bytes[0..<10], as: UTF8.self)) else {
            return nil
        }
        guard bytes.count > 10 else {
            self.init(day: day)
            return
        }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") || bytes[10] == UInt8(ascii: " "),
            let time = Self.parseTime(bytes[11...])
        else { return nil }
        self.init(day: day, secondsOfDay: time.seconds, utcOffsetMinutes: time.offset)
    }

    /// `HH:MM[:SS[.fraction]][Z|±HH:MM]`.
    private static func parseTime(_ bytes: ArraySlice<UInt8>) -> (seconds: Int, offset: Int)? {
        var rest = bytes[...]
        func number(_ digits: Int) -> Int? {
            guard rest.count >= digits, rest.prefix(digits).allSatisfy({ (0x30...0x39).contains($0) }) else {
                return nil
            }
            let value = rest.prefix(digits).reduce(0) { $0 * 10 + Int($1 - 0x30) }
            rest = rest.dropFirst(digits)
            return value
        }
        func skip(_ character: Character) -> Bool {
            guard rest.first == character.asciiValue else { return false }
            rest = rest.dropFirst()
            return true
        }
        guard let hour = number(2), hour < 24, skip(":"), let minute = number(2), minute < 60 else { return nil }
        var second = 0
        if skip(":") {
            guard let value = number(2), value < 61 else { return nil }
            second = min(value, 59)
            if skip(".") {
                guard rest.first.map({ (0x30...0x39).contains($0) }) == true else { return nil }
                while let digit = rest.first, (0x30...0x39).contains(digit) { rest = rest.dropFirst() }
            }
        }
        var offset = 0
        if skip("Z") || skip("z") {
            offset = 0
        } else if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            rest = rest.dropFirst()
            guard let hours = number(2), hours < 24, skip(":"), let minutes = number(2), minutes < 60 else {
                return nil
            }
            offset = (hours * 60 + minutes) * (sign == UInt8(ascii: "-") ? -1 : 1)
        }
        guard rest.isEmpty else { return nil }
        return (hour * 3600 + minute * 60 + second, offset)
    }

    /// Seconds since 1970-01-01T00:00:00Z, for ordering.
    var instant: Int {
        day.daysSinceEpoch * 86_400 + (secondsOfDay ?? 0) - utcOffsetMinutes * 60
    }

    public static func < (lhs: ArticleDate, rhs: ArticleDate) -> Bool {
        lhs.instant < rhs.instant
    }

    /// `2023-06-08`: the day, for pages and the sitemap's day precision.
    public var description: String { day.description }

    /// `2023-06-08T10:30:00+03:00` (`…T00:00:00Z` for a bare day), for Atom and the sitemap.
    public var rfc3339: String {
        guard let seconds = secondsOfDay else { return day.rfc3339 }
        return "\(day)T\(Self.clock(seconds))\(Self.zone(utcOffsetMinutes, colon: true))"
    }

    /// `Thu, 08 Jun 2023 10:30:00 +0300`, for RSS 2.0.
    public var rfc822: String {
        let date = day.rfc822
        guard let seconds = secondsOfDay else { return date }
        return date.dropLast("00:00:00 +0000".count) + Self.clock(seconds) + " "
            + Self.zone(utcOffsetMinutes, colon: false)
    }

    /// `8 июня 2023`.
    public var russian: String { day.russian }

    private static func clock(_ seconds: Int) -> String {
        [seconds / 3600, seconds / 60 % 60, seconds % 60].map(twoDigits).joined(separator: ":")
    }

    private static func zone(_ minutes: Int, colon: Bool) -> String {
        if minutes == 0 && colon { return "Z" }
        let sign = minutes < 0 ? "-" : "+"
        return sign + twoDigits(abs(minutes) / 60) + (colon ? ":" : "") + twoDigits(abs(minutes) % 60)
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
