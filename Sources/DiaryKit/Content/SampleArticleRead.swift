import DiaryContent
import DiaryMarkdown

/// What the read stage keeps of an article that names sample modules: the file as read, what its
/// front matter says to the sample extractor, and its body parsed once, with file lines.
///
/// The samples stage builds the extractor's ``ArticleCode`` from it without parsing again
/// (``SampleArticles``), and the render stage renders this parse instead of parsing the body a
/// second time (``ArticleRenderer``). Other articles keep none of this: their bodies are read
/// and parsed once, when they are rendered, so a large diary never holds every parsed body at
/// once.
struct SampleArticleRead: Sendable, Hashable {
    /// The file, cut into front matter and body.
    var source: ArticleSource
    /// The front matter's `module` names.
    var modules: [String]
    /// The file line of the `module` field's value.
    var moduleLine: Int
    /// The front matter's own `title` (not the one taken from a heading or the file name).
    var title: String?
    /// The body, parsed with file lines.
    var document: MarkdownDocument

    /// Two reads are equal when their files' texts, and so their parses, are.
    static func == (left: SampleArticleRead, right: SampleArticleRead) -> Bool {
        left.source == right.source && left.modules == right.modules && left.moduleLine == right.moduleLine
            && left.title == right.title
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(source)
    }
}
