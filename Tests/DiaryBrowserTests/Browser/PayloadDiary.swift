import DiaryTestSupport
import Foundation

/// A one-article diary whose article carries every class of unsafe raw HTML and link the
/// sanitiser must defuse. Each payload, if it ever runs, records its name in `window.pwned`.
enum PayloadDiary {
    /// The script a payload runs: it adds `name` to the page's `window.pwned` list.
    static func run(_ name: String, in window: String = "window") -> String {
        "(\(window).pwned=\(window).pwned||[]).push('\(name)')"
    }

    /// A word only the article's prose contains, for the search box.
    static let searchWord = "песочница"

    /// The article's slug.
    static let slug = "payloads"

    /// Payloads that run in a browser without a Content-Security-Policy when the HTML is left
    /// unsafe (the tagfilter disarms the rest), so the control run can show they are live.
    static let liveWhenUnsafe = ["img-onerror", "inline-img-onerror", "svg-onload", "comment-trick", "noscript-mxss"]

    /// The article's Markdown.
    static var article: String {
        """
        ---
        title: "Опасный HTML"
        date: 2024-01-01
        summary: "Каждый класс опасного HTML в одной статье."
        ---

        Эта статья -- \(searchWord) для санитайзера.

        <img src="missing.png" alt="нет" onerror="\(run("img-onerror"))">

        Текст <img src="missing.png" alt="нет" onerror="\(run("inline-img-onerror"))"> текст.

        <details open ontoggle="\(run("details-ontoggle"))"><summary>Итог</summary>Текст</details>

        <div tabindex="0" autofocus onfocus="\(run("autofocus-onfocus"))">фокус</div>

        <svg onload="\(run("svg-onload"))"><circle r="1"></circle></svg>

        <body onload="\(run("body-onload"))">

        <script>\(run("script"))</script>

        Абзац <script>\(run("inline-script"))</script> конец.

        <iframe srcdoc="<script>\(run("iframe-srcdoc", in: "parent"))</script>"></iframe>

        <!--><img src="x" onerror="\(run("comment-trick"))">-->

        Шум <noscript><p title="</noscript><img src=x onerror=\(run("noscript-mxss"))>"></noscript> шум.

        Формулы <math><mtext><table><mglyph><style><img src="x" onerror="\(run("math-mxss"))"> конец.

        <a href="javascript:\(run("a-javascript"))">клик</a>
        <a href="&#106;avascript:\(run("a-entity"))">клик</a>
        <a href=" JaVaScRiPt:\(run("a-case"))">клик</a>

        [Ссылка](javascript:\(run("md-link"))), [данные](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==).

        ![Картинка](javascript:\(run("md-image")))

        <form action="javascript:\(run("form-action"))"><button>Отправить</button></form>

        <base href="https://evil.example/">

        <meta http-equiv="refresh" content="0;url=javascript:\(run("meta-refresh"))">

        <p style="display:none">скрыто</p>

        <embed src="javascript:\(run("embed"))">
        """
    }

    /// Writes the diary's content folder into `folder` and returns its URL.
    static func write(into folder: TemporaryFolder, unsafeHTML: Bool) throws -> URL {
        let content = folder.url.appending(path: "content")
        let articleFolder = content.appending(path: slug)
        try FileManager.default.createDirectory(at: articleFolder, withIntermediateDirectories: true)
        let settings = """
            title: "Дневник с ловушками"
            url: "https://example.org/"
            feed: {content: full}
            \(unsafeHTML ? "unsafe_html: true" : "")
            """
        try Data(settings.utf8).write(to: content.appending(path: "site.yaml"))
        try Data(article.utf8).write(to: articleFolder.appending(path: "index.md"))
        return content
    }

    /// A page holding only the feed entry's HTML, without the site's Content-Security-Policy, as
    /// a feed reader would show it.
    static func feedReaderPage(entryHTML: String) -> String {
        """
        <!doctype html>
        <html lang="ru"><head><meta charset="utf-8"><title>Лента</title></head>
        <body>
        \(entryHTML)
        </body></html>
        """
    }
}
