import CommandParsing
import Foundation

/// `diary new "Title"`: starts an article with its front matter filled in.
struct NewCommand: DiaryCommand {
    static let title = Argument(
        "title", valueName: "\"Title\"", help: "The article's title, quoted as one argument.", required: .text)
    static let content = Option(
        "--content", valueName: "PATH", help: "Folder with the articles.", default: "Content", as: .text)
    static let slug = Option(
        "--slug", valueName: "SLUG", help: "The article's URL: Latin letters, digits and '-'.",
        shownDefault: "made from the title", optional: .text)
    static let date = Option(
        "--date", valueName: "YYYY-MM-DD", help: "The article's date.", shownDefault: "today, in UTC",
        optional: .calendarDate)

    static let configuration = CommandConfiguration(
        name: "new", abstract: "Create an article skeleton with front matter.",
        discussion: """
            Creates Content/<slug>/index.md. The slug is made from the title \
            (Cyrillic is transliterated) unless --slug is given; the date is today.
            """,
        arguments: [title.declaration, content.declaration, slug.declaration, date.declaration])

    var title: String
    var slug: String
    var date: CalendarDate
    var contentDirectory: String

    init(parsed values: ParsedValues) throws(CommandLineError) {
        title = values[Self.title].trimmed
        guard !title.isEmpty else {
            throw .validation("give the title as one argument: diary new \"Заголовок статьи\"")
        }
        if let given = values[Self.slug] {
            slug = given
            guard SiteModel.isSlug(slug) else {
                throw .validation(
                    "--slug '\(given)' is not a URL slug; use lower-case Latin letters, digits and '-', like my-article"
                )
            }
        } else {
            slug = Slug.make(from: title)
            guard SiteModel.isSlug(slug) else {
                throw .validation(
                    "cannot make a URL slug from '\(title)'; pass --slug with Latin letters, digits and '-'")
            }
        }
        if let owner = ReservedPaths.generated[slug] {
            throw .validation("the URL /\(slug)/ belongs to \(owner); pass another --slug")
        }
        date = values[Self.date] ?? CalendarDate.today
        contentDirectory = values[Self.content]
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        let folder = contentDirectory.appendingPathComponent(slug)
        let path = folder.appendingPathComponent("index.md")
        for existing in [folder, folder + ".md"] where FileSystem.kind(of: existing) != nil {
            throw DiaryError(file: existing, "already exists; choose another title or pass --slug")
        }
        do {
            try FileSystem.createDirectories(folder)
            try FileSystem.write(Array(skeleton.utf8), to: path)
        } catch {
            throw DiaryError(file: path, "cannot create the article: \(error.reason)")
        }
        environment.print("Created \(path)")
    }

    /// The new article: front matter to fill in and a first outline.
    private var skeleton: String {
        let escapedTitle = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
            of: "\"", with: "\\\"")
        return """
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
