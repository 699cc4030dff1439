import TestSupport
import Testing

/// Link and image warnings quote the destination as the article has it (escapes and character
/// references not decoded) and, for a reference link, point at the line of its definition. Each
/// case runs through the built `diary` binary like the bad-input catalogue, with exact stderr.
@Suite("Link warnings quote the source", .tags(.builtTool))
struct WrittenDestinationWarningTests {
    static let cases: [BadInput] = [
        BadInput(
            name: "broken link with a character reference",
            files: ["Content/a.md": BadInput.article(body: "См. [битую](foo%20b&auml;).\n")], status: 0,
            stderr: BadInput.warning(
                "Content/a.md:6:5: warning: broken link 'foo%20b&auml;': no article, article file or Public/ file has that path"
            )),
        BadInput(
            name: "broken reference link",
            files: ["Content/a.md": BadInput.article(body: "Текст [битая][Ref].\n\n[ref]: ../nowhere\\_x/\n")],
            status: 0,
            stderr: BadInput.warning(
                "Content/a.md:8:1: warning: broken link '../nowhere\\_x/': no article, article file or Public/ file has that path"
            )),
        BadInput(
            name: "broken reference link defined in a quote",
            files: ["Content/a.md": BadInput.article(body: "> [битая]\n>\n> [битая]: <../b c/>\n")], status: 0,
            stderr: BadInput.warning(
                "Content/a.md:8:3: warning: broken link '../b c/': no article, article file or Public/ file has that path"
            )),
        BadInput(
            name: "missing image with a character reference",
            files: ["Content/a/index.md": BadInput.article(body: "![Фото](ph&#111;to.png)\n")], status: 0,
            stderr: BadInput.warning(
                "Content/a/index.md:6:1: warning: image 'ph&#111;to.png' not found next to the article; add the file to Content/a or fix the name"
            )),
        BadInput(
            name: "missing reference image",
            files: ["Content/a/index.md": BadInput.article(body: "Вот: ![Фото][p]\n\n  [p]: ph&#111;to.png\n")],
            status: 0,
            stderr: BadInput.warning(
                "Content/a/index.md:8:3: warning: image 'ph&#111;to.png' not found next to the article; add the file to Content/a or fix the name"
            )),
        BadInput(
            name: "reference link to a missing heading",
            files: [
                "Content/a.md": BadInput.article(body: "[нет][r]\n\n[r]: b.md#n&#111;pe\n"),
                "Content/b.md": BadInput.article(body: "## Вступление\n"),
            ], status: 0,
            stderr: BadInput.warning(
                "Content/a.md:8:1: warning: 'b.md#n&#111;pe' points at a heading that does not exist in /b/; check the part after '#'"
            )),
    ]

    @Test("each warning quotes the destination as written, at its place", arguments: cases)
    func warning(input: BadInput) throws {
        try BadInputCatalogueTests().diagnostic(input: input)
    }
}
