/// Cuts plain text into the short pieces a search result quotes: sentences, and long sentences
/// at a word boundary, so an excerpt is a line or two.
enum SearchFragments {
    /// A fragment longer than this many characters is cut at the last space before it.
    static let maximumLength = 220

    /// The fragments of `text` in order; paragraphs (lines) never share one.
    static func split(_ text: String) -> [String] {
        var fragments: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            for sentence in sentences(in: line) {
                fragments += cut(sentence)
            }
        }
        return fragments
    }

    /// Sentences end at `.`, `!`, `?` or `…` followed by a space.
    private static func sentences(in line: Substring) -> [Substring] {
        var sentences: [Substring] = []
        var start = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let next = line.index(after: index)
            if ".!?…".contains(line[index]), next < line.endIndex, line[next] == " " {
                sentences.append(line[start..<next])
                start = line.index(after: next)
            }
            index = next
        }
        if start < line.endIndex { sentences.append(line[start...]) }
        return sentences.map(\.trimmedSpaces).filter { !$0.isEmpty }
    }

    private static func cut(_ sentence: Substring) -> [String] {
        var pieces: [String] = []
        var rest = sentence
        while rest.count > maximumLength {
            let limit = rest.index(rest.startIndex, offsetBy: maximumLength)
            let end = rest[..<limit].lastIndex(of: " ") ?? limit
            pieces.append(String(rest[..<end]))
            rest = rest[end...].trimmedSpaces
        }
        if !rest.isEmpty { pieces.append(String(rest)) }
        return pieces
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmedSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}
