/// Pulls fenced code blocks out of Markdown, just well enough to feed the highlighter every
/// block an article contains (whatever its info string).
enum MarkdownCodeBlocks {
    /// The contents of every ```` ``` ```` or `~~~` fenced block, in order; an unclosed fence
    /// runs to the end of the document, as in CommonMark.
    static func blocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var open: (marker: Character, length: Int)?
        var lines: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let fence = fencePrefix(of: line)
            if let current = open {
                if let fence, fence.marker == current.marker, fence.length >= current.length,
                    fence.rest.allSatisfy(\.isWhitespace)
                {
                    blocks.append(lines.joined(separator: "\n"))
                    open = nil
                } else {
                    lines.append(line)
                }
            } else if let fence, fence.marker == "~" || !fence.rest.contains("`") {
                open = (fence.marker, fence.length)
                lines = []
            }
        }
        if open != nil {
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks
    }

    /// The fence that starts `line` (after up to three spaces): its character, length and the
    /// text after it.
    private static func fencePrefix(of line: Substring) -> (marker: Character, length: Int, rest: Substring)? {
        let indent = line.prefix(while: { $0 == " " })
        guard indent.count <= 3 else { return nil }
        let body = line.dropFirst(indent.count)
        guard let marker = body.first, marker == "`" || marker == "~" else { return nil }
        let run = body.prefix(while: { $0 == marker })
        guard run.count >= 3 else { return nil }
        return (marker, run.count, body.dropFirst(run.count))
    }
}
