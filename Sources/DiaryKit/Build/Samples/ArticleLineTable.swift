import SampleExtraction

/// Values kept at article lines (``ArticleLine``): the runnable doctests, the drawn figures and
/// their failures, the literal marks. Stored by article, so a page takes its own at once.
struct ArticleLineTable<Value: Sendable>: Sendable {
    private var byArticle: [String: [Int: Value]] = [:]

    /// The value at `location`.
    subscript(location: ArticleLine) -> Value? {
        get { byArticle[location.path]?[location.line] }
        set { byArticle[location.path, default: [:]][location.line] = newValue }
    }

    /// The value at `location`, or `fallback` when there is none (for values changed in place).
    subscript(location: ArticleLine, default fallback: @autoclosure () -> Value) -> Value {
        get { self[location] ?? fallback() }
        set { self[location] = newValue }
    }

    /// One article's values, by file line.
    func lines(of path: String) -> [Int: Value] {
        byArticle[path] ?? [:]
    }

    /// Each article's values, by file line, in no particular order.
    var values: Dictionary<String, [Int: Value]>.Values { byArticle.values }

    /// Whether no line holds a value.
    var isEmpty: Bool { byArticle.isEmpty }
}
