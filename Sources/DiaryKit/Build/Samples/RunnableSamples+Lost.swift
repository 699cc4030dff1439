import DiaryContent
import SampleExtraction

/// The fences of one article that lose their previews or Run buttons when a module does not
/// build or run: nothing is dropped without a warning naming it.
struct LostSamples: Sendable {
    /// The article's path, as the extraction names it.
    var articlePath: String
    /// The file lines of its preview fences.
    var previewLines: [Int] = []
    /// The file lines of its doctests' swift fences.
    var exampleLines: [Int] = []

    /// Every article of `modules` with its preview fences and doctests, in path order.
    static func articles(of modules: [ModuleExtraction]) -> [LostSamples] {
        articles(previews: modules.flatMap(\.previews), examples: modules.flatMap(\.examples))
    }

    /// Every article of `previews` and `examples` with their lines, in path order.
    static func articles(previews: [PreviewFence], examples: [Example]) -> [LostSamples] {
        var byPath: [String: LostSamples] = [:]
        for fence in previews {
            byPath[fence.articlePath, default: LostSamples(articlePath: fence.articlePath)].previewLines.append(
                fence.line)
        }
        for example in examples {
            byPath[example.articlePath, default: LostSamples(articlePath: example.articlePath)].exampleLines.append(
                example.line)
        }
        return byPath.keys.sorted().map { byPath[$0]! }
    }

    /// How many fences lose something.
    var count: Int { previewLines.count + exampleLines.count }

    /// One warning at the article's first such fence: `reason`, then what the page leaves out.
    func warning(_ reason: String) -> Diagnostic {
        var parts: [String] = []
        if !previewLines.isEmpty { parts.append("the previews at lines " + Self.list(previewLines)) }
        if !exampleLines.isEmpty { parts.append("the Run buttons of the doctests at lines " + Self.list(exampleLines)) }
        let first = (previewLines + exampleLines).min()
        return Diagnostic(
            .warning, file: articlePath, line: first,
            message: "\(reason), so this page leaves out " + parts.joined(separator: " and "))
    }

    private static func list(_ lines: [Int]) -> String {
        lines.sorted().map(String.init).joined(separator: ", ")
    }
}

extension RunnableSamples {
    /// One warning per article of `modules` that loses previews or Run buttons, for `reason`.
    mutating func warnLost(_ modules: [ModuleExtraction], reason: String, locations: DiagnosticLocations) {
        warnLost(LostSamples.articles(of: modules), reason: reason, locations: locations)
    }

    /// One warning per article of `articles`, for `reason`.
    mutating func warnLost(_ articles: [LostSamples], reason: String, locations: DiagnosticLocations) {
        for article in articles {
            warnings.append(locations.warning(article.warning(reason), prefix: ""))
        }
    }

    /// How ``noWasmNote(_:)`` begins.
    static let noWasmPrefix = "--no-wasm:"

    /// `--no-wasm`'s one summary line: the author asked for it, so it is no warning.
    static func noWasmNote(_ modules: [ModuleExtraction]) -> String? {
        let articles = LostSamples.articles(of: modules)
        let previews = articles.reduce(0) { $0 + $1.previewLines.count }
        let examples = articles.reduce(0) { $0 + $1.exampleLines.count }
        guard previews + examples > 0 else { return nil }
        return noWasmPrefix + " \(previews) previews and \(examples) Run buttons in \(articles.count) articles "
            + "are left out of the pages"
    }
}

extension BuildReport {
    /// The `--no-wasm` summary line among ``notes``, for the commands that print no other note
    /// (`check`, `serve`): what the pages leave out is said wherever the site is built.
    public var noWasmNotes: [String] {
        notes.filter { $0.hasPrefix(RunnableSamples.noWasmPrefix) }
    }
}
