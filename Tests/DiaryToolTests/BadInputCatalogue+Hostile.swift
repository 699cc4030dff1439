/// The inputs of the second hostile-input audit: files beside an article that would run on the
/// site's origin, aliases that overwrite the site, links and special files where a file is
/// read, one-character paths, and the messages that named the wrong thing.
extension BadInput {
    static let hostile = besideArticles + aliases + specialFiles + wrongFolders + publicClashes

    /// What the one summary line of files left out says they are.
    static let skippedKinds =
        "dot-folders, node_modules, '_'-names, SUMMARY.md, drafts, site.yaml's ignore list, and files beside pages "
        + "that are not images, video, audio, PDF, data or archives"

    static let svgHeader = #"<svg xmlns="http://www.w3.org/2000/svg""#

    /// Files beside an article that must not reach the site as they are.
    static let besideArticles: [BadInput] = [
        (
            "an HTML page in place of the article's page", "index.html", text("<script>alert(1)</script>\n"),
            "index.html would take the place of the article's own page"
        ),
        (
            "an HTML page beside an article", "evil.html", text("<script>alert(1)</script>\n"),
            "a page beside an article would run on the site's origin"
        ),
        (
            "an XML document beside an article", "feed.xml",
            text(#"<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>"#),
            "a page beside an article would run on the site's origin"
        ),
        (
            "a script beside an article", "app.js", text("alert(1)\n"),
            "a script beside an article would be allowed to run in every page"
        ),
        (
            "an SVG with onload", "evil.svg", text(svgHeader + #" onload="alert(1)"/>"#),
            "an SVG image that has an event handler (onload) would run on the site's origin when opened"
        ),
        (
            "an SVG with a script element", "script.svg", text(svgHeader + "><script>alert(1)</script></svg>"),
            "an SVG image that holds a <script> element would run on the site's origin when opened"
        ),
        (
            "an SVG with a prefixed script element", "prefixed.svg",
            text(svgHeader + #" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>"#),
            "an SVG image that holds a <h:script> element would run on the site's origin when opened"
        ),
        (
            "an SVG with foreignObject", "foreign.svg",
            text(svgHeader + "><foreignObject><p>x</p></foreignObject></svg>"),
            "an SVG image that holds a <foreignObject> element would run on the site's origin when opened"
        ),
        (
            "an SVG with a javascript: link in a character reference", "link.svg",
            text(svgHeader + #"><a href="&#106;avascript:alert(1)"><rect width="9" height="9"/></a></svg>"#),
            #"an SVG image that holds a <a> element would run on the site's origin when opened"#
        ),
        (
            "an SVG that loads another file", "external.svg",
            text(svgHeader + #"><image href="https://example.org/x.png"/></svg>"#),
            #"an SVG image that refers to another document (href="https://example.org/x.png") would run on the site's origin when opened"#
        ),
        (
            "an SVG that animates an attribute", "animate.svg",
            text(svgHeader + #"><set attributeName="href" to="javascript:alert(1)"/></svg>"#),
            "an SVG image that holds a <set> element would run on the site's origin when opened"
        ),
        (
            "an SVG with a stylesheet instruction", "xsl.svg",
            text(#"<?xml-stylesheet href="evil.xsl" type="text/xsl"?>"# + svgHeader + "/>"),
            "an SVG image that holds a processing instruction <?xml-stylesheet would run on the site's origin when opened"
        ),
        (
            "an SVG that declares entities", "entities.svg",
            text(#"<!DOCTYPE svg [<!ENTITY a "b">]>"# + svgHeader + "/>"),
            "an SVG image that declares entities would run on the site's origin when opened"
        ),
        (
            "HTML named as a PNG", "photo.png", text("<html><script>alert(1)</script></html>\n"),
            "its bytes are not those of a .png file"
        ),
        ("markup named as CSV", "data.csv", text("<script>alert(1)</script>\n"), "a .csv file that starts as markup"),
        (
            "a file of an unknown kind", "notes.docx", text("x\n"),
            "'.docx' is not a kind of file an article publishes (images, video, audio, PDF, data, archives)"
        ),
        ("a file without an extension", "README", text("x\n"), "a file without an extension has no known kind"),
    ].map { name, file, contents, reason in
        BadInput(
            name: name, files: ["Content/a/index.md": article(), "Content/a/\(file)": contents], status: 0,
            stderr: warning(
                "Content: warning: not published: 1 file or folder (\(skippedKinds)): 'a/\(file)' (\(reason)); rename or move what should be published"
            ))
    }

    private static func text(_ string: String) -> File { .text(string) }

    /// Aliases that would overwrite the site or make it unreplaceable.
    static let aliases: [BadInput] = [
        ("/index.html", "/index.html belongs to the home page"),
        ("/404.html", "/404.html belongs to the page for missing addresses"),
        ("/Sitemap.xml", "/Sitemap.xml belongs to the sitemap"),
        ("/robots.txt", "/robots.txt belongs to robots.txt"),
        ("/b/index.html", "it lies at or below /b/, the address of Content/b.md, where its page and files live"),
        ("/a/old/", "it lies at or below /a/, the address of Content/a.md, where its page and files live"),
        ("/.git/", "'.git' is a hidden name, which sites do not serve"),
        ("/old/.well-known/", "'.well-known' is a hidden name, which sites do not serve"),
        ("/Package.swift/", "a site holding Package.swift looks like a repository or a package"),
        ("/css/old/", "/css/ belongs to the public folder's 'css'"),
    ].flatMap { alias, reason in
        let shown = alias.hasSuffix(".html") || alias.hasSuffix("/") ? alias : alias + "/"
        let message =
            "Content/a.md:5: error: alias '\(shown)' cannot redirect here: \(reason); remove it from 'aliases'"
        return ["build", "check"].map { command in
            BadInput(
                name: "alias \(alias) (\(command))",
                files: ["Content/a.md": article("aliases: [\(alias)]\n"), "Content/b.md": article()],
                command: command, status: 1, stderr: error(message))
        }
    }

    /// Named pipes, links and oversized files where a text file is read.
    static let specialFiles: [BadInput] = [
        BadInput(
            name: "a named pipe as an article", files: ["Content/a/index.md": .fifo], status: 1,
            stderr: error(
                "Content/a/index.md: error: cannot read the file: it is a named pipe (FIFO), not a regular file")),
        BadInput(
            name: "a named pipe as site.yaml", files: ["Content/a.md": article(), "Content/site.yaml": .fifo],
            status: 1,
            stderr: error(
                "Content/site.yaml: error: cannot read the file: it is a named pipe (FIFO), not a regular file")
        ),
        BadInput(
            name: "site.yaml through a link out of the content folder",
            files: [
                "Content/a.md": article(), "secret.yaml": .text("title: Секрет\n"),
                "Content/site.yaml": .link("../secret.yaml"),
            ], status: 1,
            stderr: error(
                "Content/site.yaml: error: symbolic link leads outside its folder; site.yaml is not read through it: put the file itself here"
            )),
        BadInput(
            name: "a huge sparse article is refused before it is read",
            files: ["Content/a.md": .sparse(6 * 1024 * 1024 * 1024)], status: 1,
            stderr: error(
                "Content/a.md: error: the file is 6144 MB, over the limit of 5 MB; split it, or raise max_article_size in site.yaml"
            )),
        BadInput(
            name: "an article one byte over the limit",
            files: ["Content/a.md": .sparse(5 * 1024 * 1024 + 1)], status: 1,
            stderr: error(
                "Content/a.md: error: the file is 5242881 bytes, over the limit of 5242880 bytes; split it, or raise max_article_size in site.yaml"
            )),
    ]

    /// Folders given wrongly, and names the message must blame.
    static let wrongFolders: [BadInput] = [
        BadInput(
            name: "an empty --output", files: ["Content/a.md": article()], extraArguments: ["--output", ""],
            status: 1,
            stderr: error("--output: error: the path is empty; pass --output _site or another folder of its own")),
        BadInput(
            name: "an empty --cache", files: ["Content/a.md": article()], extraArguments: ["--cache", ""], status: 1,
            stderr: error("--cache: error: the path is empty; pass --cache with a folder of its own")),
        BadInput(
            name: "--content names a file", files: ["Content/a.md": article()],
            extraArguments: ["--content", "Content/a.md"], status: 1,
            stderr: error(
                "Content/a.md: error: --content names a file, not a folder; pass the folder that holds the articles")),
        BadInput(
            name: "a misspelt --public", files: ["Content/a.md": article()], extraArguments: ["--public", "Publik"],
            status: 1,
            stderr: error(
                "Publik: error: public folder not found; pass --public PATH (the files copied into the site: styles, scripts, fonts)"
            )),
        BadInput(
            name: "diary new with a slug that climbs out", files: ["Content/a.md": article()], command: "new",
            extraArguments: ["Заметка", "--slug", "../evil"], status: 64,
            stderr:
                "error: --slug '../evil' is not a URL slug; use lower-case Latin letters, digits and '-', like my-article"
        ),
    ]

    /// Public files that would replace a file the site writes.
    static let publicClashes: [BadInput] = [
        ("index.html", "/index.html", "the home page"), ("atom.xml", "/atom.xml", "the Atom feed"),
        ("sitemap.xml", "/sitemap.xml", "the sitemap"), ("404.html", "/404.html", "the page for missing addresses"),
        ("tags/swiftui/index.html", "/tags/", "the tag pages"),
    ].map { file, shown, owner in
        BadInput(
            name: "a public file over \(shown)", files: ["Content/a.md": article(), "Public/\(file)": .text("x\n")],
            status: 1,
            stderr: error(
                "Public/\(file): error: the site writes \(shown) itself (\(owner)), and this file would replace it; rename or remove it"
            ))
    }
}
