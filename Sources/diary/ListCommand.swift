import CommandParsing
import DiaryKit

/// `diary list`: which Markdown file becomes which page, like `hugo list all`.
struct ListCommand: DiaryCommand {
    static let configuration = CommandConfiguration(
        name: "list", abstract: "List every page the site would publish and the file it comes from.",
        discussion: """
            Prints one tab-separated line per page, after a header line: the Markdown file \
            (relative to the content folder), the page's address, 'entry' (dated: feeds, archive, \
            home page) or 'page', the date, and the title. Writes nothing; warnings go to standard error.
            """,
        arguments: SiteOptions.declarations(withOutput: false))

    var options: BuildOptions

    init(parsed values: ParsedValues) {
        options = SiteOptions.buildOptions(from: values, withOutput: false)
    }

    func run(in environment: CommandEnvironment) async throws(DiaryError) {
        let (pages, warnings) = try await SiteBuilder(options: options).listPages()
        environment.printWarnings(warnings)
        environment.print(["source", "url", "kind", "date", "title"].joined(separator: "\t"))
        for page in pages {
            let fields = [
                page.source, page.url, page.isEntry ? "entry" : "page", page.date?.description ?? "", page.title,
            ]
            environment.print(fields.map(Self.oneLine).joined(separator: "\t"))
        }
    }

    /// A field with its tabs and line breaks turned into spaces, so that each page stays one line.
    static func oneLine(_ field: String) -> String {
        String(field.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
