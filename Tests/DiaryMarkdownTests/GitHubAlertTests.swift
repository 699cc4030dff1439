import DiaryMarkdown
import Testing

@Suite("GitHub alerts")
struct GitHubAlertTests {
    @Test("each kind becomes GitHub's markup with a title, whatever the marker's case", arguments: AlertKind.allCases)
    func kinds(kind: AlertKind) {
        let marker = kind == .tip ? "[!tip]" : "[!\(kind.rawValue.uppercased())]"
        let html = HTMLRenderer().render(MarkdownParser.parse("> \(marker)\n> Read *this*.\n"))
        let title = AlertTitles.english[kind]
        #expect(
            html
                == "<div class=\"markdown-alert markdown-alert-\(kind.rawValue)\" role=\"note\">\n"
                + "<p class=\"markdown-alert-title\">\(title)</p>\n<p>Read <em>this</em>.</p>\n</div>\n")
    }

    @Test("the titles are the caller's, escaped")
    func titles() {
        var renderer = HTMLRenderer()
        renderer.alertTitles = AlertTitles(titles: [.warning: "Внимание <!>"])
        let html = renderer.render(MarkdownParser.parse("> [!WARNING]  \n> Осторожно.\n\n> [!NOTE]\n>\n> Para.\n"))
        #expect(html.contains("<p class=\"markdown-alert-title\">Внимание &lt;!&gt;</p>\n<p>Осторожно.</p>"))
        #expect(html.contains("<p class=\"markdown-alert-title\">Note</p>\n<p>Para.</p>"))
    }

    @Test(
        "what GitHub leaves a quote stays a quote",
        arguments: [
            "> [!NOTE]\n",  // no content
            "> [!NOTE] text on the marker's line\n",
            "> [!UNKNOWN]\n> x\n",
            "> Text\n> [!NOTE]\n",
            "- > [!NOTE]\n  > nested in a list\n",
            "> > [!NOTE]\n> > nested in a quote\n",
        ])
    func notAlerts(markdown: String) {
        let html = HTMLRenderer().render(MarkdownParser.parse(markdown))
        #expect(!html.contains("markdown-alert"))
        #expect(html.contains("<blockquote>"))
    }
}
