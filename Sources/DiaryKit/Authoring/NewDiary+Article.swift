/// The new diary's first article and README, in the chosen language.
extension NewDiary {
    /// The first article's folder name.
    var firstArticleSlug: String {
        language == .russian ? "privet-dnevnik" : "hello-diary"
    }

    /// The first article: with samples, a compiled block, a doctest and a preview of module
    /// ``moduleName``; without, prose and a block that is only shown.
    var firstArticle: String {
        let russian = language == .russian
        let title = russian ? "Привет, дневник" : "Hello, diary"
        let summary =
            russian
            ? "Первая статья: код, который компилируется, доктест с кнопкой запуска и превью из кода."
            : "The first article: code that compiles, a doctest with a Run button and a preview drawn from the code."
        var text = """
            ---
            title: \(Self.quoted(title))
            date: \(date)
            summary: \(Self.quoted(summary))
            tags: [swiftui]

            """
        guard samples else {
            return text + "---\n\n"
                + (russian
                    ? "Это первая статья дневника. Пишите в Markdown; `diary new \"Заголовок\"` начнёт следующую.\n"
                    : "This is the diary's first article. Write in Markdown; `diary new \"Title\"` starts the next.\n")
        }
        text += "module: \(Self.moduleName)\n---\n\n"
        text += russian ? Self.russianBody : Self.englishBody
        return text
    }

    /// The sample's code, the same in both languages (strings aside).
    static func sampleCode(badge: String, previewName: String) -> (counter: String, doctest: String, preview: String) {
        let counter = """
            ```swift
            // snippet.hide
            import DiaryUI

            // snippet.show
            struct TapCounter {
                private(set) var count = 0

                mutating func tap() {
                    count += 1
                }
            }
            ```
            """
        let doctest = """
            ```swift
            var counter = TapCounter()
            for _ in 1...3 {
                counter.tap()
            }
            print(counter.count)
            ```

            ```output
            3
            ```
            """
        let preview = """
            ```swift
            struct TapBadge: View {
                var count: Int

                var body: some View {
                    HStack(spacing: 8) {
                        Circle().fill(Color.orange)
                            .frame(width: 24, height: 24)
                        Text(verbatim: "\(badge) \\(count)")
                    }
                    .padding(16)
                }
            }

            #Preview("\(previewName)", traits: .sizeThatFitsLayout) {
                TapBadge(count: 3)
            }
            ```

            ```preview TapBadgePreviews
            ```
            """
        return (counter, doctest, preview)
    }

    static var englishBody: String {
        let code = sampleCode(badge: "Taps:", previewName: "Three taps")
        return """
            Every `swift` code block of this article is compiled into the module `\(moduleName)`: \
            `swift build` checks it, `swift test` runs its doctests, and `diary build` compiles it to \
            WebAssembly for the Run button and the preview.

            ## A counter

            \(code.counter)

            A block followed by an `output` block is a doctest: what it prints must equal the output. \
            Press Run to run it in the browser.

            \(code.doctest)

            ## A preview

            A `preview` fence draws the `#Preview` macros above it with DiaryUI, a SwiftUI-shaped layout \
            engine:

            \(code.preview)

            """
    }

    static var russianBody: String {
        let code = sampleCode(badge: "Нажатий:", previewName: "Три нажатия")
        return """
            Каждый блок кода `swift` этой статьи компилируется в модуль `\(moduleName)`: `swift build` \
            проверяет его, `swift test` запускает доктесты, а `diary build` собирает его в WebAssembly \
            для кнопки «Запустить» и превью.

            ## Счётчик

            \(code.counter)

            Блок, за которым идёт блок `output`, -- доктест: напечатанное должно совпасть с ним. \
            Нажмите «Запустить», чтобы выполнить его в браузере.

            \(code.doctest)

            ## Превью

            Блок `preview` рисует превью из макросов `#Preview` выше него движком DiaryUI, который раскладывает \
            вьюхи по правилам SwiftUI:

            \(code.preview)

            """
    }

    /// The README: how to preview, test, write and publish.
    var readme: String {
        if language == .russian {
            return """
                # \(siteTitle)

                Дневник на [DevDiary](\(Self.devDiaryURL)): статьи в `Content/`, код статей собирается и проверяется.

                ```
                swift run diary serve       # сайт на http://127.0.0.1:8000/, пересобирается при сохранении
                swift test                  # доктесты статей
                swift run diary new "Заголовок"
                ```

                Новый модуль с примерами: `module: Имя` в статье, и всё. `diary build` (и `serve`, `check`) сам добавит имя \
                в `sampleModules` в `Package.swift` и заглушки в `Tests/Samples/ИмяTests/`, а когда ни одна статья модуль \
                не назовёт, уберёт его.
                Тема встроена в `diary`; `swift run diary theme eject` выпишет её в `Templates/` и `Public/` для правки.
                Публикация: `.github/workflows/pages.yml` (Settings → Pages → Source: GitHub Actions).

                """
        }
        return """
            # \(siteTitle)

            A diary made with [DevDiary](\(Self.devDiaryURL)): articles in `Content/`, their code built and tested.

            ```
            swift run diary serve       # the site at http://127.0.0.1:8000/, rebuilt on every save
            swift test                  # the articles' doctests
            swift run diary new "Title"
            ```

            A new sample module: `module: Name` in an article, nothing else. `diary build` (and `serve`, `check`) adds the \
            name to `sampleModules` in `Package.swift` and placeholders in `Tests/Samples/NameTests/`, and removes the \
            module once no article names it.
            The theme is built into `diary`; `swift run diary theme eject` writes it to `Templates/` and `Public/` to edit.
            Publishing: `.github/workflows/pages.yml` (Settings → Pages → Source: GitHub Actions).

            """
    }
}
