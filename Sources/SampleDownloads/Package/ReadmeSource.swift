/// The standalone package's `README.md`: what it is, where the article is, the commands.
struct ReadmeSource {
    /// The sample module.
    var module: String
    /// The article titles, in article order.
    var titles: [String]
    /// The article's address on the published site, when known.
    var articleURL: String?
    /// The sample modules it builds on.
    var dependencies: [String]
    /// The `swift-tools-version`.
    var toolsVersion: String
    /// Whether the article has examples (blocks with their printed output).
    var hasExamples: Bool

    /// The README text.
    var text: String {
        let names = titles.map { "«\($0)»" }.joined(separator: ", ")
        let article = articleURL.map { "[\(names)](\($0))" } ?? names
        let builtOn =
            dependencies.isEmpty
            ? ""
            : "\n`Sources/\(dependencies.joined(separator: "/`, `Sources/"))/` "
                + (dependencies.count == 1 ? "holds the sample module" : "hold the sample modules")
                + " it builds on, from the same diary."
        let run = "swift run \(module)-demo"
        let test = "swift test" + String(repeating: " ", count: max(0, run.count - "swift test".count))
        let commands = """
            \(run)   # runs the article's examples: prints what the article shows
            \(test)   # the module's tests, and the article's examples as tests
            """
        return """
            # \(module)

            The sample code of the DevDiary article \(article), as a standalone Swift package.

            `Sources/\(module)/` holds every block the article compiles, in the order the article shows
            them. `Sources/DiaryUI/` is DiaryUI, a small SwiftUI-shaped library (`View`, stacks, shapes,
            `Text`, `PreviewProvider`…) that lays views out by SwiftUI's rules and draws them as SVG, so the
            sample builds and runs on Linux as well as on macOS.\(builtOn)

            It needs Swift \(toolsVersion) or later.

            ```sh
            \(commands)
            ```

            | Path | What it is |
            | --- | --- |
            | `Sources/\(module)/` | The article's code. |
            | `Sources/\(module)-demo/main.swift` | The article's examples, one after another. |
            | `Tests/\(module)Tests/` | The module's tests\(hasExamples ? "; `ArticleExamples.swift` checks each example's output" : ""). |
            | `Sources/DiaryUI/` | The layout library the views are written against. |

            """
    }
}
