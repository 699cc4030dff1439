/// An inline element of CommonMark with the GitHub extensions.
///
/// Only links and images, the large cases, are boxed: the others (text above all, the most
/// common) live in their array's storage, so making and freeing one costs no allocation.
public enum Inline: Sendable, Equatable {
    /// Literal text, with entities and escapes already decoded.
    case text(String)
    /// Characters the author wrote as a backslash escape or a character reference (`\"`,
    /// `&quot;`, `&#45;`) where a plain one would be typeset: shown exactly like ``text(_:)``,
    /// but ``RussianTypography`` never changes them, so prose can hold a straight `"`, `---` or
    /// `...`. The parser uses it only for the characters typography rewrites (`"`, `-`,
    /// `.`); any other escape or reference arrives decoded in ``text(_:)``.
    case escapedText(String)
    /// A line break in the source that is not a hard break.
    case softBreak
    /// A hard line break (two trailing spaces or a backslash).
    case lineBreak
    /// A code span's content.
    case code(String)
    /// `*emphasis*`.
    case emphasis([Inline])
    /// `**strong**`.
    case strong([Inline])
    /// `~~strikethrough~~` (GFM).
    case strikethrough([Inline])
    /// A link, including GFM autolinks; `title` is empty when absent.
    indirect case link(destination: String, title: String, children: [Inline], position: SourcePosition)
    /// An image; `alt` holds the inline content of the brackets.
    indirect case image(source: String, title: String, alt: [Inline], position: SourcePosition)
    /// Raw inline HTML, passed through as written, starting at `position` in the source (where a
    /// sanitiser warning about it points).
    case html(String, position: SourcePosition)
    /// A footnote reference `[^label]`; `index` is the 1-based footnote number, counted in order
    /// of first reference.
    case footnoteReference(label: String, index: Int)
    /// GitHub math: `$…$` or `` $`…`$ `` inline, `$$…$$` display (``MathSpans``); the TeX
    /// exactly as written, trimmed.
    case math(String, isDisplay: Bool)
}

extension Inline {
    /// The text a reader sees: markup dropped, code spans kept, breaks as spaces, images as their
    /// alt text, footnote references as nothing.
    public var plainText: String {
        var text = ""
        appendPlainText(to: &text)
        return text
    }

    /// Appends ``plainText`` to `text`, so nested inlines add to one string instead of joining
    /// a string per level.
    func appendPlainText(to text: inout String) {
        switch self {
        case .text(let literal), .escapedText(let literal), .code(let literal), .math(let literal, _): text += literal
        case .softBreak, .lineBreak: text += " "
        case .emphasis(let children), .strong(let children), .strikethrough(let children):
            children.appendPlainText(to: &text)
        case .link(_, _, let children, _): children.appendPlainText(to: &text)
        case .image(_, _, let alt, _): alt.appendPlainText(to: &text)
        case .html, .footnoteReference: break
        }
    }
}

extension [Inline] {
    /// The concatenated ``Inline/plainText`` of the elements.
    public var plainText: String {
        var text = ""
        appendPlainText(to: &text)
        return text
    }

    /// Appends ``plainText`` to `text`.
    func appendPlainText(to text: inout String) {
        for inline in self { inline.appendPlainText(to: &text) }
    }
}
