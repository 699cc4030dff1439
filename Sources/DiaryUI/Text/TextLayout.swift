/// Text broken into lines for a proposed width and height.
///
/// Lines break at spaces (a no-break space keeps words together) and at explicit newlines; a word wider
/// than the line is broken between characters. Without a proposed width the text does not wrap. When the
/// proposed height, or the line limit, holds fewer lines than the text needs, the last line that fits is
/// cut and ends with "…" (tail truncation, as SwiftUI does by default). At least one line is always shown.
struct TextLayout: Hashable {
    /// One line and its width in points.
    struct Line: Hashable {
        var text: String
        var width: CGFloat
    }

    let lines: [Line]
    let fontSize: CGFloat
    let face: FontFace

    /// The width of the longest line and the height of all lines.
    var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        let width = lines.reduce(0) { Swift.max($0, $1.width) }
        return CGSize(width: width, height: CGFloat(lines.count) * TextMeasure.lineHeight(fontSize: fontSize))
    }

    /// Breaks `text` into lines.
    ///
    /// - Parameters:
    ///   - text: The text; `\n` starts a new line.
    ///   - fontSize: The font size in points.
    ///   - face: The face whose advances measure the text.
    ///   - proposal: The proposed size; a `nil` width means one line per paragraph.
    ///   - lineLimit: The largest number of lines, or `nil`.
    init(_ text: String, fontSize: CGFloat, face: FontFace, proposal: ProposedViewSize, lineLimit: Int?) {
        self.fontSize = fontSize
        self.face = face
        guard !text.isEmpty else {
            lines = []
            return
        }
        let maxWidth = proposal.width
        let clusters = TextClusters(text)
        var wrapped = clusters.pieces(between: "\n", in: 0..<clusters.count, omittingEmpty: false).flatMap {
            paragraph in TextLayout.wrap(clusters, paragraph, maxWidth: maxWidth, fontSize: fontSize, face: face)
        }
        var limit = lineLimit ?? Int.max
        if let height = proposal.height, height.isFinite {
            let fitting = Int(((height + 0.001) / TextMeasure.lineHeight(fontSize: fontSize)).rounded(.down))
            limit = Swift.min(limit, Swift.max(fitting, 1))
        }
        if wrapped.count > limit {
            let rest = wrapped[(limit - 1)...].map { $0.text }.joined(separator: " ")
            wrapped = Array(wrapped[..<(limit - 1)])
            wrapped.append(TextLayout.truncate(rest, maxWidth: maxWidth, fontSize: fontSize, face: face))
        }
        lines = wrapped
    }

    /// Greedy line breaking of one paragraph, the clusters in `paragraph`.
    private static func wrap(
        _ clusters: TextClusters, _ paragraph: Range<Int>, maxWidth: CGFloat?, fontSize: CGFloat, face: FontFace
    ) -> [Line] {
        let words = clusters.pieces(between: " ", in: paragraph, omittingEmpty: true)
        guard let maxWidth else {
            let text = words.map { clusters.text($0) }.joined(separator: " ")
            return [Line(text: text, width: TextMeasure.width(of: text, fontSize: fontSize, face: face))]
        }
        let spaceWidth = TextMeasure.width(of: " ", fontSize: fontSize, face: face)
        var lines: [Line] = []
        var current: Line?
        for word in words {
            let wordWidth = TextMeasure.width(of: clusters, word, fontSize: fontSize, face: face)
            if let line = current, line.width + spaceWidth + wordWidth <= maxWidth + 0.001 {
                current = Line(text: line.text + " " + clusters.text(word), width: line.width + spaceWidth + wordWidth)
                continue
            }
            if let line = current { lines.append(line) }
            var pieces =
                wordWidth <= maxWidth + 0.001
                ? [Line(text: clusters.text(word), width: wordWidth)]
                : breakWord(clusters, word, maxWidth: maxWidth, fontSize: fontSize, face: face)
            current = pieces.removeLast()
            lines += pieces
        }
        if let line = current { lines.append(line) }
        return lines.isEmpty ? [Line(text: "", width: 0)] : lines
    }

    /// Breaks a word wider than the line between characters, at least one character per line.
    private static func breakWord(
        _ clusters: TextClusters, _ word: Range<Int>, maxWidth: CGFloat, fontSize: CGFloat, face: FontFace
    ) -> [Line] {
        var pieces: [Line] = []
        var start = word.lowerBound
        var width: CGFloat = 0
        for index in word {
            let characterWidth = TextMeasure.width(of: clusters, index..<index + 1, fontSize: fontSize, face: face)
            if index > start, width + characterWidth > maxWidth + 0.001 {
                pieces.append(Line(text: clusters.text(start..<index), width: width))
                start = index
                width = 0
            }
            width += characterWidth
        }
        pieces.append(Line(text: clusters.text(start..<word.upperBound), width: width))
        return pieces
    }

    /// The longest start of `text` that fits with "…" after it.
    private static func truncate(_ text: String, maxWidth: CGFloat?, fontSize: CGFloat, face: FontFace) -> Line {
        let ellipsis = "…"
        let ellipsisWidth = TextMeasure.width(of: ellipsis, fontSize: fontSize, face: face)
        let limit = (maxWidth ?? .infinity) + 0.001
        let clusters = TextClusters(text)
        var kept = 0
        var width: CGFloat = 0
        while kept < clusters.count {
            let characterWidth = TextMeasure.width(of: clusters, kept..<kept + 1, fontSize: fontSize, face: face)
            if width + characterWidth + ellipsisWidth > limit { break }
            kept += 1
            width += characterWidth
        }
        while kept > 0, clusters.isOnly(" ", at: kept - 1) {
            kept -= 1
            width -= TextMeasure.width(of: " ", fontSize: fontSize, face: face)
        }
        return Line(text: clusters.text(0..<kept) + ellipsis, width: width + ellipsisWidth)
    }
}
