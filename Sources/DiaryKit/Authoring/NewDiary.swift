import DiaryContent
import Foundation

/// `diary init`: a ready diary package in a folder — a manifest that depends on DevDiary and uses
/// its plugin, `Content/` with `site.yaml` and a first article whose Swift sample has a doctest and
/// a preview, the Pages workflow, `.gitignore` and a README.
public struct NewDiary: Sendable {
    /// The language the first article and the README are written in.
    public enum Language: String, Sendable, CaseIterable {
        case russian = "ru"
        case english = "en"
    }

    /// Where DevDiary comes from in the new manifest.
    public enum Dependency: Sendable, Equatable {
        /// A Git URL and the branch to follow.
        case url(String, branch: String)
        /// A local checkout (tests, or an author who works on DevDiary too).
        case path(String)
    }

    /// The URL the manifest depends on by default.
    public static let devDiaryURL = "https://github.com/devdiary/DevDiary.git"
    /// The environment variable that points a new diary at a local DevDiary checkout instead.
    public static let localCheckoutVariable = "DIARY_DEVDIARY_PATH"

    public var folder: String
    public var language: Language
    public var title: String?
    public var url: String?
    /// Whether the first article carries a sample module (`--no-samples` turns it off).
    public var samples: Bool
    public var dependency: Dependency
    /// The first article's date.
    public var date: CalendarDate

    public init(
        folder: String, language: Language, title: String?, url: String?, samples: Bool, dependency: Dependency,
        date: CalendarDate
    ) {
        self.folder = folder
        self.language = language
        self.title = title
        self.url = url
        self.samples = samples
        self.dependency = dependency
        self.date = date
    }

    /// The sample module the first article carries.
    static let moduleName = "FirstSample"

    /// Writes every file. Refuses a folder that holds anything unless `force`, and even then never
    /// replaces a file: when any file to write exists, nothing is written.
    /// - Returns: The paths written, relative to ``folder``.
    public func create(force: Bool) throws(DiaryError) -> [String] {
        let contents = (try? FileSystem.contents(of: folder)) ?? []
        if !force, !contents.isEmpty {
            throw DiaryError(
                file: folder,
                "the folder is not empty; choose a new folder, or pass --force to add the "
                    + "diary's files beside what is there (no file is ever replaced)")
        }
        if let kind = FileSystem.kind(of: folder), kind != .directory {
            throw DiaryError(file: folder, "is a file, not a folder; choose a folder for the diary")
        }
        let files = self.files
        let existing = files.map { folder.appendingPathComponent($0.path) }.filter { FileSystem.kind(of: $0) != nil }
        if !existing.isEmpty {
            throw DiaryError(existing.map { Diagnostic(file: $0, message: "already exists; nothing was written") })
        }
        for file in files {
            let path = folder.appendingPathComponent(file.path)
            do {
                try FileSystem.createDirectories(PathText.parent(of: path))
                try FileSystem.write(Array(file.text.utf8), to: path)
            } catch {
                throw DiaryError(file: path, "cannot create the diary: \(error.reason)")
            }
        }
        return files.map(\.path)
    }

    /// Every file of the new diary, by path inside ``folder``.
    var files: [(path: String, text: String)] {
        var files: [(path: String, text: String)] = [
            ("Package.swift", manifest),
            ("Content/site.yaml", siteSettings),
            ("Content/\(firstArticleSlug)/index.md", firstArticle),
            (".github/workflows/pages.yml", Self.pagesWorkflow),
            (".gitignore", Self.gitignore),
            ("README.md", readme),
        ]
        if samples {
            files += ModulePlaceholder(module: Self.moduleName).files
        }
        return files
    }

    /// The site's title: `--title`, else one in the diary's language.
    var siteTitle: String {
        title ?? (language == .russian ? "Дневник разработчика" : "Developer diary")
    }

    /// `site.yaml`: the title, a description and the address it is published at.
    var siteSettings: String {
        let description =
            language == .russian
            ? "Статьи о SwiftUI с кодом, который собирается и проверяется."
            : "SwiftUI articles whose code builds and is tested."
        return """
            title: \(Self.quoted(siteTitle))
            description: \(Self.quoted(description))
            url: \(Self.quoted(url ?? "http://127.0.0.1:8000/"))
            language: \(language == .russian ? "ru" : "en")

            """
    }

    /// `text` as a double-quoted YAML scalar.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
