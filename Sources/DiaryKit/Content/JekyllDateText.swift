/// Jekyll's way of writing a date with a time, `2024-03-05 10:30:00 +0300` (Ruby's `Time#to_s`),
/// rewritten as the RFC 3339 text ``ArticleDate`` reads: `2024-03-05T10:30:00+03:00`.
enum JekyllDateText {
    /// The RFC 3339 form of `text`, or `nil` when it is not `YYYY-MM-DD HH:MM[:SS] ±HHMM`
    /// (also with `±HH:MM`, or with no space before the zone).
    static func rfc3339(_ text: String) -> String? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        guard parts.count == 2 || parts.count == 3, parts[0].utf8.count == 10 else { return nil }
        var time = Substring(parts[1])
        var zone = parts.count == 3 ? Substring(parts[2]) : ""
        if zone.isEmpty, let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            zone = time[sign...]
            time = time[..<sign]
        }
        guard time.utf8.count == 5 || time.utf8.count == 8,
            time.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":") })
        else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard let sign = zone.first, sign == "+" || sign == "-", digits.count == 4,
            digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return "\(parts[0])T\(time)\(sign)\(digits.prefix(2)):\(digits.suffix(2))"
    }
}
