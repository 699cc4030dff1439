import CommandParsing
import DiaryKit
import Foundation

/// `diary init [FOLDER]`: writes a ready diary package (``NewDiary``).
struct InitCommand: DiaryCommand {
    static let folder = Argument(
        "folder", valueName: "FOLDER", help: "Folder for the new diary; created when missing.", optional: .text)
    static let language = Option(
        "--language", valueName: "ru|en", help: "Language of the first article and the README.", shownDefault: "ru",
        optional: ValueForm(expected: "ru or en") { NewDiary.Language(rawValue: $0) })
    static let title = Option(
        "--title", valueName: "TITLE", help: "The site's title.", shownDefault: "one in the chosen language",
        optional: .nonEmptyText)
    static let url = Option(
        "--url", valueName: "URL", help: "Address the site is published at, e.g. https://owner.github.io/diary/",
        shownDefault: "http://127.0.0.1:8000/", optional: .nonEmptyText)
    static let noSamples = Flag("--no-samples", help: "A first article without a sample module.")
    static let force = Flag(
        "--force", help: "Write into a folder that is not empty (still never replacing a file).")

    static let configuration = CommandConfiguration(
        name: "init", abstract: "Start a new diary: a package with a first article, tests and a Pages workflow.",
        discussion: """
            Writes Package.swift (depending on DevDiary and using its plugin), Content/ with \
            site.yaml and a first article whose Swift sample has a doctest and a preview, \
            .github/workflows/pages.yml, .gitignore and a README. Then, in that folder: \
            swift run diary serve. \(NewDiary.localCheckoutVariable)=PATH makes the package \
            depend on a local DevDiary checkout instead of \(NewDiary.devDiaryURL).
            """,
        arguments: [
            folder.declaration, language.declaration, title.declaration, url.declaration, noSamples.declaration,
            force.declaration,
        ])

    var diary: NewDiary
    var force: Bool

    init(parsed values: ParsedValues) throws(CommandLineError) {
        let environment = ProcessInfo.processInfo.environment
        let localCheckout = environment[NewDiary.localCheckoutVariable].flatMap { $0.isEmpty ? nil : $0 }
        diary = NewDiary(
            folder: values[Self.folder] ?? ".", language: values[Self.language] ?? .russian, title: values[Self.title],
            url: values[Self.url], samples: !values[Self.noSamples],
            dependency: localCheckout.map { .path($0) } ?? .url(NewDiary.devDiaryURL, branch: "main"),
            date: CalendarDate.today)
        force = values[Self.force]
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        let written = try diary.create(force: force)
        environment.print("Created a diary in \(diary.folder): \(written.joined(separator: ", "))")
        let folder = diary.folder == "." ? "" : "cd \(diary.folder) && "
        environment.print("Next: \(folder)swift run diary serve")
    }
}
