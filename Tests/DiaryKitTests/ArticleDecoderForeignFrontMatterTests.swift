import DiaryContent
import Testing

@testable import DiaryKit

/// Front matter written for Hugo, Jekyll, Obsidian and documentation generators, through the
/// decoder: what is mapped, what is a warning with a fallback, what is quiet.
@Suite("ArticleDecoder: other tools' front matter")
struct ArticleDecoderForeignFrontMatterTests {
    private func decode(_ text: String, path: String = "notes/a.md") throws -> (Article, [Diagnostic]) {
        let source = try ArticleSource(path: path, text: text)
        return try ArticleDecoder(path: path, slug: "a", folderPath: "notes").decode(source)
    }

    @Test("TOML: lastmod, categories, draft and weight are mapped")
    func tomlMapping() throws {
        let (article, warnings) = try decode(
            "+++\ntitle = \"Build\"\nsummary = \"S.\"\ndate = 2024-03-05T10:00:00Z\nlastmod = 2024-04-01\ndraft = true\n"
                + "categories = [\"Hugo\"]\nweight = 20\nlinkTitle = \"B\"\n+++\nText.\n")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(article.title == "Build")
        #expect(article.date == ArticleDate("2024-03-05T10:00:00Z"))
        #expect(article.updated == ArticleDate("2024-04-01"))
        #expect(article.isDraft)
        #expect(article.tags == ["hugo"])
        #expect(article.weight == 20)
        #expect(article.bodyStartLine == 11)
    }

    @Test("JSON: nav_order is the weight; keywords are tags")
    func jsonMapping() throws {
        let (article, warnings) = try decode(
            "{\n  \"title\": \"Guide\",\n  \"nav_order\": 2,\n  \"keywords\": [\"Swift UI\"]\n}\nText.\n")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(article.weight == 2)
        #expect(article.tags == ["swift-ui"])
    }

    @Test(
        "Jekyll's dates with a time and zone are read",
        arguments: [
            ("2024-03-05 10:30:00 +0300", "2024-03-05T10:30:00+03:00"),
            ("2024-03-05 10:30 -0700", "2024-03-05T10:30-07:00"),
            ("2024-03-05 10:30:00 +03:00", "2024-03-05T10:30:00+03:00"),
            ("2024-03-05 10:30:00+0300", "2024-03-05T10:30:00+03:00"),
        ])
    func jekyllDates(written: String, rfc3339: String) throws {
        let (article, warnings) = try decode("---\ntitle: A\nsummary: S.\ndate: \(written)\n---\nText.\n")
        #expect(warnings.isEmpty, "\(warnings)")
        #expect(article.date != nil && article.date == ArticleDate(rfc3339))
    }

    @Test(
        "a heading's attribute block is not part of the title",
        arguments: [
            ("Title {#id}", "Title"), ("Title {.note}", "Title"), ("Set {a, b}", "Set {a, b}"), ("{#id}", "{#id}"),
        ])
    func headingAttributes(heading: String, title: String) {
        #expect(BodyFallbacks.withoutAttributes(heading) == title)
    }

    @Test("a page (no date) without front matter is quiet: title from the heading, else the file name")
    func pages() throws {
        let (headed, headedWarnings) = try decode("# Введение\n\nТекст.\n")
        #expect(headedWarnings.isEmpty)
        #expect(headed.title == "Введение" && headed.date == nil && headed.summary == "Текст.")
        let (bare, bareWarnings) = try decode("Текст без заголовка.\n", path: "notes/getting-started.md")
        #expect(bareWarnings.isEmpty)
        #expect(bare.title == "getting-started")
        let (vue, vueWarnings) = try decode(
            "<script setup>\nimport X from './x.vue'\n</script>\n\n# События {#component-events}\n\nТекст.\n")
        #expect(vueWarnings.isEmpty)
        #expect(vue.title == "События" && vue.titleIsFirstHeading)
        let (undated, undatedWarnings) = try decode("---\nlayout: page\n---\nТекст.\n")
        #expect(undatedWarnings.isEmpty, "a page needs no title, summary or date: \(undatedWarnings)")
        #expect(undated.title == "a")
    }

    @Test("values that cannot be used are warnings with their line and a fallback")
    func fallbacks() throws {
        let (article, warnings) = try decode(
            "---\ntitle: [A]\ndate: 5 March 2024\ndescription: \"\"\nslug: hugo_build\naliases: [My Note, /old/]\n"
                + "weight: first\n---\n# Заголовок\n\nАбзац.\n")
        #expect(article.title == "Заголовок")
        #expect(article.date == nil)
        #expect(article.summary == "Абзац.")
        #expect(article.slug == "hugo-build")
        #expect(article.aliases == ["old"])
        #expect(article.weight == nil)
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.compactMap(\.line).sorted() == [2, 3, 4, 5, 6, 7], "\(warnings)")
        #expect(warnings.contains { $0.message.hasPrefix("alias 'My Note' is not a path on this site") })
    }

    @Test("unknown fields: one warning per name with a count and the first file, known and quiet ones left out")
    func unknownFields() throws {
        func article(_ path: String, _ fields: [String: Int]) -> Article {
            Article(
                slug: path, title: path, date: nil, summary: "", tags: [], part: nil, modules: [], isDraft: false,
                status: .published, sourcePath: path, folderPath: "", bodyStartLine: 1, fieldLines: fields)
        }
        let warnings = UnknownFrontMatterFields.warnings(in: [
            article("a.md", ["title": 2, "colour": 3, "layout": 4]),
            article("b.md", ["colour": 5, "darft": 2]),
            article("c.md", ["colour": 2]),
        ])
        #expect(warnings.map(\.file) == ["a.md", "b.md"])
        #expect(warnings.map(\.line) == [3, 2])
        #expect(warnings[0].message.hasPrefix("unknown front matter field 'colour' in 3 files (the first is here)"))
        #expect(warnings[1].message.hasPrefix("unknown front matter field 'darft' (did you mean 'draft'?); it is"))
    }
}
