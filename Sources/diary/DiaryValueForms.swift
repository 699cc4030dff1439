import CommandParsing
import DiaryKit

extension ValueForm where Value == SiteURL {
    /// A site address, as `--base-url` takes it.
    static var siteURL: ValueForm<SiteURL> {
        ValueForm(
            expected: "an absolute http(s) URL without spaces, quotes, '&', '?' or '#', "
                + "e.g. https://owner.github.io/repo/"
        ) { SiteURL($0) }
    }
}

extension ValueForm where Value == CalendarDate {
    /// A day written `YYYY-MM-DD`.
    static var calendarDate: ValueForm<CalendarDate> {
        ValueForm(expected: "YYYY-MM-DD") { CalendarDate(iso: $0) }
    }
}
