import CommandParsing
import DiaryKit
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

    static let module = Option(
        "--module", valueName: "NAME",
        help: "Start a sample module: 'module: NAME' in the front matter, the one file SwiftPM needs "
            + "(Tests/Samples/NAMETests/Library/NAME.swift) and NAME in Package.swift's sampleModules, each only "
            + "if missing.",
        optional: .nonEmptyText)

    static let configuration = CommandConfiguration(
        name: "new", abstract: "Create an article skeleton with front matter.",
        discussion: """
            Creates Content/<slug>/index.md. The slug is made from the title \
            (Cyrillic is transliterated) unless --slug is given; the date is today.
            """,
        arguments: [title.declaration, content.declaration, slug.declaration, date.declaration, module.declaration])

    var article: NewArticle
    var contentDirectory: String

    init(parsed values: ParsedValues) throws(CommandLineError) {
        do throws(NewArticle.Problem) {
            article = try NewArticle(
                title: values[Self.title], slug: values[Self.slug], date: values[Self.date] ?? CalendarDate.today)
        } catch {
            throw .validation(Self.message(error))
        }
        if let module = values[Self.module] {
            guard NewArticle.isModuleName(module) else {
                throw .validation("--module '\(module)' is not a module name; use a Swift identifier such as MySample")
            }
            article.module = module
        }
        contentDirectory = values[Self.content]
    }

    /// What is wrong with the title or slug, and what to pass instead.
    private static func message(_ problem: NewArticle.Problem) -> String {
        switch problem {
        case .emptyTitle:
            "give the title as one argument: diary new \"Заголовок статьи\""
        case .invalidSlug(let given):
            "--slug '\(given)' is not a URL slug; use lower-case Latin letters, digits and '-', like my-article"
        case .noSlug(let title):
            "cannot make a URL slug from '\(title)'; pass --slug with Latin letters, digits and '-'"
        case .reservedSlug(let slug, let owner):
            "the URL /\(slug)/ belongs to \(owner); pass another --slug"
        }
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        let root = article.module == nil ? nil : try NewArticle.packageRoot(besides: contentDirectory)
        let path = try article.create(in: contentDirectory)
        environment.print("Created \(path)")
        if let root {
            for placeholder in try article.writeModulePlaceholders(in: root) {
                environment.print("Created \(placeholder)")
            }
        }
        if let manifest = try article.addModuleToManifest(besides: contentDirectory) {
            environment.print("Added \(article.module ?? "") to sampleModules in \(manifest)")
        }
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
