import Foundation
import Testing

/// One bad input a user can give `diary`, and exactly what the tool must say.
///
/// Each case is a small site written from a dictionary of files (relative to
/// a scratch folder that also holds copies of the repository's `Templates/`
/// and `Public/`), run through the built binary from that folder, so paths in
/// the diagnostics are the relative paths a user types.
struct BadInput: Sendable, CustomTestStringConvertible {
    /// What a file of the scratch folder holds.
    enum File: Sendable {
        case text(String)
        case bytes([UInt8])
        /// A symbolic link to this path.
        case link(String)
        /// A named pipe, which blocks a reader until a writer comes.
        case fifo
        /// A file of this many bytes with no data written (a hole), so it takes no disk.
        case sparse(Int)
    }

    var name: String
    var files: [String: File]
    var command = "build"
    var extraArguments: [String] = []
    var status: Int32
    /// The whole standard error, exactly. For usage errors (status 64) only its first line.
    var stderr: String

    var testDescription: String { name }

    /// An article with the front matter every article needs, plus `extra` lines.
    static func articleText(
        _ extra: String = "", body: String = "Текст.\n", title: String = "Статья", date: String = "2024-01-01"
    ) -> String {
        "---\ntitle: \(title)\ndate: \(date)\nsummary: Кратко.\n\(extra)---\n\(body)"
    }

    static func article(_ extra: String = "", body: String = "Текст.\n", date: String = "2024-01-01") -> File {
        .text(articleText(extra, body: body, date: date))
    }

    static func error(_ lines: String...) -> String {
        lines.joined(separator: "\n") + "\n1 error; nothing was written\n"
    }

    static func warning(_ line: String) -> String {
        line + "\n1 warning\n"
    }

    static let linkWarning =
        "symbolic link leads outside its folder; it is not copied into the site: put the file itself here"
    /// The folder options every command but `new` gets, unless the case gives its own.
    static let defaultFolders = [("--content", "Content"), ("--templates", "Templates"), ("--public", "Public")]

    static let outputRefusal = "refusing to use this as the output folder"
    static let outputAdvice = "pass --output _site or another folder of its own"
}

extension BadInput {
    static let all: [BadInput] =
        outputFolder + links + articles + frontMatter + encodings + bodies + rawHTML + templates + deepTemplates + site
        + hostile

    /// `--output` that would destroy something.
    static let outputFolder: [BadInput] = [
        BadInput(
            name: "output is the content folder", files: ["Content/a.md": article()],
            extraArguments: ["--output", "Content"], status: 1,
            stderr: error(
                "Content: error: \(outputRefusal): it is or lies inside the content folder (Content); \(outputAdvice)")),
        BadInput(
            name: "output inside the content folder", files: ["Content/a.md": article()],
            extraArguments: ["--output", "Content/site"], status: 1,
            stderr: error(
                "Content/site: error: \(outputRefusal): it is or lies inside the content folder (Content); \(outputAdvice)"
            )),
        BadInput(
            name: "output is the templates folder", files: ["Content/a.md": article()],
            extraArguments: ["--output", "Templates"], status: 1,
            stderr: error(
                "Templates: error: \(outputRefusal): it is or lies inside the templates folder (Templates); \(outputAdvice)"
            )),
        BadInput(
            name: "output is the public folder", files: ["Content/a.md": article()],
            extraArguments: ["--output", "Public/"], status: 1,
            stderr: error(
                "Public: error: \(outputRefusal): it is or lies inside the public folder (Public); \(outputAdvice)")),
        BadInput(
            name: "output is the current folder", files: ["Content/a.md": article()],
            extraArguments: ["--output", "."], status: 1,
            stderr: error(".: error: \(outputRefusal): it contains the current folder (ROOT); \(outputAdvice)")),
        BadInput(
            name: "output is the file system root", files: ["Content/a.md": article()],
            extraArguments: ["--output", "/"], status: 1,
            stderr: error("/: error: \(outputRefusal): it is the root of the file system; \(outputAdvice)")),
        BadInput(
            name: "output is a regular file", files: ["Content/a.md": article(), "notes.txt": .text("мои заметки\n")],
            extraArguments: ["--output", "notes.txt"], status: 1,
            stderr: error("notes.txt: error: \(outputRefusal): it is a file, not a folder; \(outputAdvice)")),
        BadInput(
            name: "output is a folder another program wrote",
            files: ["Content/a.md": article(), "photos/2024.jpg": .bytes([0xFF, 0xD8])],
            extraArguments: ["--output", "photos"], status: 1,
            stderr: error(
                "photos: error: \(outputRefusal): it is not empty and was not written by diary (no .diary-site stamp); "
                    + "empty it or remove it yourself if it may go; \(outputAdvice)")),
        BadInput(
            name: "output is a repository", files: ["Content/a.md": article(), "other/.git/HEAD": .text("ref\n")],
            extraArguments: ["--output", "other"], status: 1,
            stderr: error(
                "other: error: \(outputRefusal): it holds .git, so it looks like a repository; \(outputAdvice)")),
    ]

    /// Symbolic links that would publish files of the building machine.
    static let links: [BadInput] = [
        BadInput(
            name: "link out of an article folder",
            files: ["Content/a/index.md": article(), "Content/a/photo.png": .link("/etc/passwd")], status: 0,
            stderr: warning("Content/a/photo.png: warning: \(linkWarning)")),
        BadInput(
            name: "article that is a link out", files: ["Content/a.md": .link("/etc/hostname")], status: 0,
            stderr: warning("Content/a.md: warning: \(linkWarning)")),
        BadInput(
            name: "link out of the public folder",
            files: ["Content/a.md": article(), "Public/secret.txt": .link("/etc/passwd")], status: 0,
            stderr: warning("Public/secret.txt: warning: \(linkWarning)")),
        BadInput(
            name: "link out of the templates folder",
            files: ["Content/a.md": article(), "Templates/partials/evil.mustache": .link("/etc/passwd")], status: 0,
            stderr: warning("Templates/partials/evil.mustache: warning: \(linkWarning)")),
    ]

    /// Articles that clash with each other or with the site.
    static let articles: [BadInput] = [
        BadInput(
            name: "two files with one slug", files: ["Content/a.md": article(), "Content/a/index.md": article()],
            status: 1,
            stderr: error(
                "Content/a.md: error: 'Content/a/index.md' already has the URL /a/; keep one of the two files or give one another 'slug:'"
            )),
        BadInput(
            name: "slug the site writes itself", files: ["Content/tags.md": article()], status: 1,
            stderr: error(
                "Content/tags.md: error: the URL /tags/ belongs to the site itself (the tag pages); rename the article")
        ),
        BadInput(
            name: "slug of a public folder", files: ["Content/css/index.md": article()], status: 1,
            stderr: error(
                "Content/css/index.md: error: the URL /css/ belongs to the site itself (the public folder's 'css'); rename the article"
            )),
        BadInput(
            name: "series part taken twice",
            files: ["Content/a.md": article("part: 2\n"), "Content/b.md": article("part: 2\n")], status: 1,
            stderr: error(
                "Content/b.md:5: error: part 2 is already taken by Content/a.md; give each series part its own number")),
        BadInput(
            name: "module that does not exist",
            files: [
                "Content/a.md": article("module: Nope\n"), "Package.swift": .text("// swift-tools-version: 6.3\n"),
                "Tests/Samples/ButtonsTests/Library/Buttons.swift": .text("\n"),
            ], status: 1,
            stderr: error(
                "Content/a.md:5: error: 'module: Nope' names no sample module; known modules are Buttons "
                    + "(add a new one as the README's 'Adding a sample module' says)")),
        BadInput(
            name: "article over the size limit",
            files: ["Content/a.md": article(body: String(repeating: "а", count: 3 * 1024 * 1024))], status: 1,
            stderr: error(
                "Content/a.md: error: the file is 6 MB, over the limit of 5 MB; split it, or raise max_article_size in site.yaml"
            )),
    ]
}
