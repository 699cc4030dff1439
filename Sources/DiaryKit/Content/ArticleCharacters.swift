import DiaryContent

/// The check an article's text gets for characters that break what the site makes of it: the
/// characters XML 1.0 forbids (``XMLCharacters``) and the controls that reorder text
/// (``BidiControls``).
///
/// A forbidden character in the title is an error: the title is every feed entry's name and no
/// feed can carry it. Elsewhere (the summary, the body) it is a warning at its line, since the
/// feeds leave it out and the pages still read. A reordering control in the title is a warning;
/// code blocks get theirs from the renderer, which knows where the blocks are.
struct ArticleCharacters {
    /// The article, for the diagnostics.
    var path: String

    /// The problems of one article's text.
    /// - Parameters:
    ///   - title: The title, wherever it came from.
    ///   - titleLine: The file line of `title:` or of the heading it came from.
    ///   - summary: The summary, when the front matter gives it (else it comes from the body).
    ///   - summaryLine: The file line of `summary:`.
    ///   - body: The body's text.
    ///   - bodyLines: Where the body starts in the file.
    func problems(
        title: String, titleLine: Int?, summary: String?, summaryLine: Int?, body: String, bodyLines: BodyLines
    ) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let titleForbidden = title.unicodeScalars.first { !XMLCharacters.isAllowed($0) }
        if let character = titleForbidden {
            problems.append(
                Diagnostic(
                    file: path, line: titleLine ?? 1,
                    message:
                        "the title holds \(Self.describe(character)), which XML forbids, so no feed could carry it; "
                        + "delete it"))
        }
        if let control = BidiControls.first(in: title) {
            problems.append(
                Diagnostic(
                    .warning, file: path, line: titleLine ?? 1,
                    message:
                        "the title holds \(BidiControls.describe(control)), an invisible control that reorders the "
                        + "text after it in lists, browser tabs and feeds; delete it"))
        }
        if let summary, let character = summary.unicodeScalars.first(where: { !XMLCharacters.isAllowed($0) }) {
            problems.append(forbiddenWarning(character, line: summaryLine ?? 1))
        }
        for (bodyLine, character) in Self.forbiddenLines(in: body) {
            let line = bodyLines.fileLine(bodyLine)
            // A title from the first heading has had its error at this line.
            if titleForbidden != nil, line == titleLine { continue }
            problems.append(forbiddenWarning(character, line: line))
        }
        return problems
    }

    private func forbiddenWarning(_ character: Unicode.Scalar, line: Int) -> Diagnostic {
        Diagnostic(
            .warning, file: path, line: line,
            message:
                "this line holds \(Self.describe(character)), which XML forbids: the feeds leave it out; delete it")
    }

    /// `U+000B (a control character, often pasted from a PDF)`, `U+FFFF (a noncharacter)`.
    private static func describe(_ character: Unicode.Scalar) -> String {
        let what = character.value < 0x20 ? "a control character, often pasted from a PDF" : "a noncharacter"
        return "\(XMLCharacters.codePoint(character)) (\(what))"
    }

    /// Each 1-based line of `text` that holds a forbidden character, with its first one; a scan
    /// of the bytes that finds nothing in almost every article.
    static func forbiddenLines(in text: String) -> [(line: Int, character: Unicode.Scalar)] {
        var text = text
        guard text.withUTF8({ XMLCharacters.firstForbiddenOffset(in: $0) }) != nil else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { number, line in
            guard let character = line.unicodeScalars.first(where: { !XMLCharacters.isAllowed($0) }) else {
                return nil
            }
            return (number + 1, character)
        }
    }
}
