import DiaryMarkdown
import Mustache

/// The words of a site's interface in its language: menus, headings, dates, counts, the search
/// box. One table per language (``russianTable``, ``englishTable``), which a site extends or
/// overrides key by key with `strings/<language>.yaml` in its templates folder (see
/// ``load(language:templatesDirectory:settingsFile:)``).
///
/// A value may hold `{name}` placeholders (``format(_:_:)``); a count's words have one key per
/// plural category, `articles_one`, `articles_few`, `articles_many`, `articles_other`
/// (``plural(_:count:)``). Templates see the whole table as `site.strings`.
public struct InterfaceStrings: Sendable, Hashable, Encodable {
    /// The language the plural rules follow.
    public var language: SiteLanguage
    /// Every string by its key.
    public var table: [String: String]

    /// The built-in tables, by primary language subtag.
    static let builtInTables = ["ru": russianTable, "en": englishTable]

    /// The built-in strings of `language` (English for a language without a table).
    public static func builtIn(_ language: SiteLanguage) -> InterfaceStrings {
        InterfaceStrings(language: language, table: builtInTables[language.primary] ?? englishTable)
    }

    /// The string of `key`, or the key itself when no table has it (so a typo shows on the page).
    public subscript(key: String) -> String {
        table[key] ?? key
    }

    /// The string of `key` with each `{name}` replaced by `values[name]`.
    public func format(_ key: String, _ values: [String: String]) -> String {
        var text = self[key]
        for (name, value) in values { text = text.replacing("{\(name)}", with: value) }
        return text
    }

    /// The words for `count` of `key` (`articles` → `articles_one`, `_few`, `_many` or `_other`,
    /// as the language's plural rules choose), with `{count}` replaced.
    public func plural(_ key: String, count: Int) -> String {
        let category = PluralCategory(count, language: language)
        let found = [category.rawValue, "other", "many"].lazy.compactMap { table["\(key)_\($0)"] }.first
        return (found ?? key).replacing("{count}", with: String(count))
    }

    /// The titles of GitHub's alerts (`> [!NOTE]`), from the `alert_*` keys.
    var alertTitles: AlertTitles {
        AlertTitles(titles: [
            .note: self["alert_note"], .tip: self["alert_tip"], .important: self["alert_important"],
            .warning: self["alert_warning"], .caution: self["alert_caution"],
        ])
    }

    /// A day as the interface writes dates: `8 июня 2023`, `June 8, 2023`.
    func date(_ day: CalendarDate) -> String {
        format("date", ["day": String(day.day), "month": self["month_\(day.month)"], "year": String(day.year)])
    }

    /// The table as templates see it (`site.strings.<key>`): every key of every built-in table is
    /// there, so a template may name any of them whatever the language; a plural form the
    /// language does not have (`articles_few` in English) is its `other` (or `many`) form.
    var mustacheValue: MustacheValue {
        var values = table
        for key in Self.builtInTables.values.flatMap(\.keys) where values[key] == nil {
            let stem = key.prefix { $0 != "_" }
            let isPlural = PluralCategory.allCases.contains { key == "\(stem)_\($0.rawValue)" }
            let sibling = isPlural ? ["other", "many"].lazy.compactMap { table["\(stem)_\($0)"] }.first : nil
            values[key] = sibling ?? Self.englishTable[key] ?? ""
        }
        return .dictionary(values.mapValues { .string($0) })
    }
}

/// A count's plural category, as CLDR names them: Russian (and its East Slavic neighbours)
/// uses `one`, `few` and `many`; every other language here `one` and `other`.
enum PluralCategory: String, CaseIterable {
    case one, few, many, other

    init(_ count: Int, language: SiteLanguage) {
        guard ["ru", "uk", "be"].contains(language.primary) else {
            self = count == 1 ? .one : .other
            return
        }
        let lastTwo = count % 100
        let last = count % 10
        if (11...14).contains(lastTwo) {
            self = .many
        } else if last == 1 {
            self = .one
        } else if (2...4).contains(last) {
            self = .few
        } else {
            self = .many
        }
    }
}
