/// Typography for prose: what authors type plainly becomes typeset text. The rules below are the
/// Russian ones (``TypographyStyle/russian``); ``TypographyStyle/english`` writes `“…”`/`‘…’`
/// and binds nothing.
///
/// - `"…"` → `«…»`, with `„…“` for quotes inside quotes (typed `«»` count for nesting);
/// - `"` opens after the start, a space, a bracket, a dash or `=`, and closes after a letter,
///   a digit or closing punctuation;
/// - a standalone ` --- ` or ` -- ` → ` —` with a no-break space before the dash (hyphens
///   inside words and between other characters stay);
/// - `...` → `…`;
/// - a no-break space after one- and two-letter prepositions, conjunctions and particles
///   (`в`, `к`, `на`, `не`…), so they never end a line.
///
/// Code is never touched: ``apply(to:style:)`` skips code spans, raw HTML and autolinks (and no
/// rule runs across them), the text between raw-HTML code tags (`<code>`, `<pre>`, `<kbd>`,
/// `<samp>`, `<script>`…, see ``RawCodeTags``), and the renderer never passes code blocks here. What the author escaped
/// or wrote as a character reference (``Inline/escapedText(_:)``: `\"`, `&quot;`, `\---`, `\.`)
/// stays as typed, and so does a URL GFM does not link (`ssh://host/a---b`).
public enum RussianTypography {
    /// The no-break space the rules insert.
    public static let noBreakSpace: Character = "\u{00A0}"

    /// Short words that bind to the next word, lowercased.
    static let bindingWords: Set<String> = [
        "а", "в", "и", "к", "о", "с", "у", "я", "во", "ко", "со", "об", "от", "до", "из", "за", "на", "по",
        "не", "ни", "но", "да",
    ]

    /// ``bindingWords`` as ``TypographyRun`` looks them up: the scalar values of a word's letters,
    /// 16 bits each (all are Cyrillic).
    static let bindingKeys: Set<UInt32> = Set(
        bindingWords.map { word in word.unicodeScalars.reduce(0) { $0 << 16 | $1.value } })

    /// Applies the rules to one piece of plain text (a title, a summary).
    public static func apply(_ text: String, style: TypographyStyle = .russian) -> String {
        transform([.text(text)], style: style).first ?? text
    }

    /// Applies the rules across the text of an inline list, treating the texts inside emphasis,
    /// links and strikethrough as one run, so `"*цитата*"` pairs its quotes. Code spans, raw
    /// HTML and footnote references are left alone; image alt text is handled as its own run.
    public static func apply(to inlines: [Inline], style: TypographyStyle = .russian) -> [Inline] {
        // Nothing to collect or rebuild when no text can change.
        var previous: UInt8 = 0
        if leavesUnchanged(inlines, after: &previous) { return inlines }
        var segments: [Segment] = []
        var codeTags = RawCodeTags()
        collect(inlines, into: &segments, codeTags: &codeTags)
        var outputs = transform(segments, style: style).makeIterator()
        return rebuild(inlines, from: &outputs, style: style)
    }

    // MARK: Flattening inlines into segments

    /// A piece of the run: text to transform, or a stand-in that only gives context.
    enum Segment {
        case text(String)
        /// Text inside raw-HTML code (`<code>…</code>`): handed back like ``text(_:)`` but never
        /// changed, giving context only.
        case protectedText(String)
        /// Characters the author escaped: they give context to the rules around them but are
        /// never changed and never start a rule (a dash, an ellipsis, a quote).
        case verbatim(String)
        /// Something word-like that is not text (code span, image, footnote reference).
        case opaque
        /// A line break, which reads as a space.
        case space
        /// Raw HTML, which no rule runs across.
        case boundary
    }

    /// Whether `link` is an autolink (`<https://…>`, a bare URL or address): its text is the
    /// URL itself, which typography must not touch.
    static func isAutolink(destination: String, children: [Inline]) -> Bool {
        guard children.allSatisfy(\.isText) else { return false }
        let text = children.plainText
        return destination == text || destination == "mailto:" + text || destination == "http://" + text
    }

    private static func collect(_ inlines: [Inline], into segments: inout [Segment], codeTags: inout RawCodeTags) {
        for inline in inlines {
            switch inline {
            case .text(let text): segments.append(codeTags.isInsideCode ? .protectedText(text) : .text(text))
            case .escapedText(let text): segments.append(.verbatim(text))
            case .softBreak, .lineBreak: segments.append(.space)
            case .code, .math, .image, .footnoteReference: segments.append(.opaque)
            case .html(let html, _):
                codeTags.read(html)
                segments.append(.boundary)
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                collect(children, into: &segments, codeTags: &codeTags)
            case .link(let destination, _, let children, _):
                if isAutolink(destination: destination, children: children) {
                    segments.append(.opaque)
                } else {
                    collect(children, into: &segments, codeTags: &codeTags)
                }
            }
        }
    }

    /// Puts the transformed texts back in the order ``collect(_:into:)`` took them out.
    private static func rebuild(
        _ inlines: [Inline], from outputs: inout IndexingIterator<[String]>, style: TypographyStyle
    ) -> [Inline] {
        inlines.map { inline in
            switch inline {
            case .text(let text): .text(outputs.next() ?? text)
            case .emphasis(let children): .emphasis(rebuild(children, from: &outputs, style: style))
            case .strong(let children): .strong(rebuild(children, from: &outputs, style: style))
            case .strikethrough(let children): .strikethrough(rebuild(children, from: &outputs, style: style))
            case .link(let destination, _, let children, _)
            where isAutolink(destination: destination, children: children):
                inline
            case .link(let destination, let title, let children, let position):
                .link(
                    destination: destination, title: title, children: rebuild(children, from: &outputs, style: style),
                    position: position)
            case .image(let source, let title, let alt, let position):
                .image(source: source, title: title, alt: apply(to: alt, style: style), position: position)
            case .escapedText, .softBreak, .lineBreak, .code, .math, .html, .footnoteReference: inline
            }
        }
    }

    // MARK: The rules

    /// Transforms the text segments as one run and returns the new text of each text segment.
    /// - Parameters:
    ///   - segments: The run's texts and stand-ins.
    ///   - granularity: Whether the run may work on Unicode scalars; the result is the same.
    ///   - style: The quotes and bindings the rules write.
    static func transform(
        _ segments: [Segment], granularity: TypographyRun.Granularity = .scalarsWhenSimple,
        style: TypographyStyle = .russian
    ) -> [String] {
        if granularity == .scalarsWhenSimple, leavesUnchanged(segments) {
            return segments.compactMap { segment in
                switch segment {
                case .text(let text), .protectedText(let text): text
                default: nil
                }
            }
        }
        var run = TypographyRun(segments: segments, granularity: granularity, style: style)
        run.applyRules()
        return run.texts()
    }
}

extension Inline {
    /// Whether this is text or escaped text, nothing else.
    fileprivate var isText: Bool {
        switch self {
        case .text, .escapedText: true
        default: false
        }
    }
}
