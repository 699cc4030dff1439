import Mustache
import Testing

/// Templates shaped like the site's: a layout with blocks, an indented partial, and an
/// article that inherits the layout.
enum SiteFixture {
    static let sources: [String: String] = [
        "layout.mustache": """
        <!DOCTYPE html>
        <html lang="ru">
        <head>
          <title>{{$title}}DevDiary{{/title}}</title>
        </head>
        <body>
          {{>nav}}
          <main>
            {{$content}}
            <p>Пусто</p>
            {{/content}}
          </main>
        </body>
        </html>

        """,
        "nav.mustache": """
        <nav>
        {{#links}}
          <a href="{{url}}">{{title}}</a>
        {{/links}}
        </nav>

        """,
        "article.mustache": """
        {{! An article page: fills the layout's blocks. }}
        {{<layout}}
        {{$title}}{{title}} — DevDiary{{/title}}
        {{$content}}
        <article>
          <h1>{{title}}</h1>
          {{{body}}}
        </article>
        {{/content}}
        {{/layout}}

        """,
        "empty.mustache": "{{<layout}}{{/layout}}\n",
    ]

    static let links: MustacheValue = [["url": "/", "title": "Главная"], ["url": "/about/", "title": "О дневнике"]]

    static func article(_ number: Int) -> MustacheValue {
        ["title": "Статья \(number) <&>", "body": "<p>Текст \(number)</p>\n<pre>  code</pre>", "links": links]
    }
}

@Suite("Site templates")
struct SiteTemplateTests {
    @Test func articleFillsTheLayoutWithIndentation() throws {
        let library = try TemplateLibrary(sources: SiteFixture.sources)
        let html = try library.render("article", with: SiteFixture.article(1), strict: true)
        #expect(
            html == """
                <!DOCTYPE html>
                <html lang="ru">
                <head>
                  <title>Статья 1 &lt;&amp;&gt; — DevDiary</title>
                </head>
                <body>
                  <nav>
                    <a href="/">Главная</a>
                    <a href="/about/">О дневнике</a>
                  </nav>
                  <main>
                    <article>
                      <h1>Статья 1 &lt;&amp;&gt;</h1>
                      <p>Текст 1</p>
                <pre>  code</pre>
                    </article>
                  </main>
                </body>
                </html>

                """)
    }

    @Test func layoutDefaultsShowWithoutOverrides() throws {
        let library = try TemplateLibrary(sources: SiteFixture.sources)
        let html = try library.render("empty", with: ["links": []], strict: true)
        #expect(html.contains("  <title>DevDiary</title>\n"))
        #expect(html.contains("  <main>\n    <p>Пусто</p>\n  </main>\n"))
        #expect(html.contains("  <nav>\n  </nav>\n"))
    }

    @Test func standalonePartialsIndentEveryTemplateLine() throws {
        let library = try TemplateLibrary(sources: [
            "outer": "x\n  {{>inner}}\n", "inner": "a\n{{value}}\n", "inlined": "p{{>inner}}q\n",
        ])
        let context: MustacheValue = ["value": "multi\nline"]
        // Nested standalone partials add up; a value's own line breaks are not indented.
        #expect(
            try MustacheTemplate("  {{>outer}}\n").render(context, partials: library) == "  x\n    a\n    multi\nline\n"
        )
        // An inline partial continues its line, and its later lines keep the surrounding indentation.
        #expect(
            try MustacheTemplate("  {{>inlined}}\n").render(context, partials: library) == "  pa\n  multi\nline\nq\n")
    }

    @Test func outermostChildWinsInMultiLevelInheritance() throws {
        let library = try TemplateLibrary(sources: [
            "base": "<title>{{$title}}Base{{/title}}</title>",
            "section": "{{<base}}{{$title}}Section{{/title}}{{/base}}",
            "page": "{{<section}}{{$title}}Page{{/title}}{{/section}}",
        ])
        #expect(try library.render("section", with: [:]) == "<title>Section</title>")
        #expect(try library.render("page", with: [:]) == "<title>Page</title>")
    }

    @Test func dynamicPartialsPickATemplatePerItem() throws {
        let library = try TemplateLibrary(sources: [
            "list": "{{#items}}{{>*kind}};{{/items}}",
            "text": "T:{{content}}",
            "image": "I:{{url}}",
        ])
        let context: MustacheValue = [
            "items": [["kind": "text", "content": "a"], ["kind": "image", "url": "b.png"]]
        ]
        #expect(try library.render("list", with: context, strict: true) == "T:a;I:b.png;")
    }

    @Test func setDelimitersDoNotLeakIntoPartials() throws {
        let library = try TemplateLibrary(sources: ["inner": "{{value}}"])
        let template = try MustacheTemplate("{{=<% %>=}}<%value%>-<%>inner%>-{{value}}")
        #expect(try template.render(["value": "v"], partials: library) == "v-v-{{value}}")
    }
}
