import Foundation

/// `diary new "Title"`: starts an article with its front matter filled in.
struct NewCommand: DiaryCommand {
    static let name = "new"
    static let abstract = "Create an article skeleton with front matter."
    static let usage = """
        USAGE: diary new "Title" [--content Content] [--slug SLUG] [--date YYYY-MM-DD]

        Creates Content/<slug>/index.md. The slug is made from the title
        (Cyrillic is transliterated) unless --slug is given; the date is today.
        """

    var title: String
    var slug: String
    var date: CalendarDate
    var contentDirectory: String
    var environment: CommandEnvironment

    init(arguments: inout ArgumentList, environment: CommandEnvironment) throws(UsageError) {
        contentDirectory = try arguments.option("--content") ?? "Content"
        let explicitSlug = try arguments.option("--slug")
        let explicitDate = try arguments.option("--date")
        let words = try arguments.positionals()
        guard words.count == 1, !words[0].trimmed.isEmpty else {
            throw UsageError("give the title as one argument: diary new \"Заголовок статьи\"")
        }
        title = words[0].trimmed
        slug = explicitSlug ?? Slug.make(from: title)
        guard SiteModel.isSlug(slug) else {
            throw UsageError("cannot make a URL slug from '\(title)'; pass --slug with Latin letters, digits and '-'")
        }
        if let owner = ReservedPaths.generated[slug] {
            throw UsageError("the URL /\(slug)/ belongs to \(owner); pass another --slug")
        }
        if let explicitDate {
            guard let parsed = CalendarDate(iso: explicitDate) else { throw UsageError("--date must be YYYY-MM-DD") }
            date = parsed
        } else {
            date = CalendarDate.today
        }
        self.environment = environment
    }

    func run() async throws(DiaryError) {
        let folder = contentDirectory.appendingPathComponent(slug)
        let path = folder.appendingPathComponent("index.md")
        for existing in [folder, folder + ".md"] where FileSystem.kind(of: existing) != nil {
            throw DiaryError(file: existing, "already exists; choose another title or pass --slug")
        }
        let escapedTitle = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        let text = """
            ---
            title: "\(escapedTitle)"
            date: \(date)
            summary: "О чём статья, в одной-двух фразах."
            tags: [swiftui]
            draft: true
            ---

            Вступление: зачем эта статья.

            ## Что вы узнаете

            - первое;
            - второе.

            ## Первый раздел

            """
        do {
            try FileSystem.createDirectories(folder)
            try FileSystem.write(Array(text.utf8), to: path)
        } catch {
            throw DiaryError(file: path, "cannot create the article: \(error.reason)")
        }
        environment.print("Created \(path)")
    }
}

extension CalendarDate {
    /// Today in UTC.
    static var today: CalendarDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: Date())
        return CalendarDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }
}

/// URL slugs from titles.
enum Slug {
    private static let cyrillic: [Character: String] = [
        "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
        "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
        "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y", "ь": "",
        "э": "e", "ю": "yu", "я": "ya",
    ]

    /// "Кнопки в SwiftUI" → "knopki-v-swiftui".
    static func make(from title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if let latin = cyrillic[character] {
                slug += latin
            } else if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }
}
