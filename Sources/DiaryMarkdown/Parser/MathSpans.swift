/// Finds GitHub's math in Markdown source before cmark-gfm parses it, and hides each formula in
/// a code span that starts with a marker, so the TeX reaches ``Inline/math(_:isDisplay:)``
/// exactly as written: no emphasis, no backslash escapes, no entities inside it.
///
/// What counts, as on GitHub: `$…$` inline, whose opening `$` is not followed by whitespace
/// and whose closing `$` is not preceded by whitespace nor followed by a digit (so `$5 and $10`
/// and `$ 5` stay text). Besides, a `$` right after an ASCII letter or digit opens nothing and
/// one right before them closes nothing, so the regular expressions and variables of other
/// tools' docs (`'\.jpg$', '\.gif$'`, `a$b$c`) stay text; `` $`…`$ `` inline; `$$…$$` display, across lines of one paragraph.
/// A `$` escaped as `\$`, or inside a code span, a fenced or indented code block or an HTML tag,
/// is text. ```` ```math ```` fences are code blocks the renderer typesets.
///
/// Line breaks are kept, so every line number stays; a formula's continuation line that would
/// start a list or heading is indented four spaces (a paragraph continuation), which TeX ignores.
enum MathSpans {
    /// Starts the code span of inline math.
    static let inlineMarker: Unicode.Scalar = "\u{E000}"
    /// Starts the code span of display math.
    static let displayMarker: Unicode.Scalar = "\u{E001}"

    /// `markdown` (LF line breaks) with its math hidden in marked code spans; the same string
    /// when it has no `$`.
    static func marked(_ markdown: String) -> String {
        guard markdown.utf8.contains(UInt8(ascii: "$")) else { return markdown }
        var scanner = Scanner(Array(markdown.utf8))
        return scanner.run()
    }

    /// The math a code span's content stands for, if it is a marked one.
    static func math(inCodeSpan content: String) -> (tex: String, isDisplay: Bool)? {
        guard let first = content.unicodeScalars.first, first == inlineMarker || first == displayMarker else {
            return nil
        }
        let tex = String(content.unicodeScalars.dropFirst())
        return (tex.trimmingWhitespace, first == displayMarker)
    }

    private struct Scanner {
        let bytes: [UInt8]
        var output: [UInt8] = []
        var index = 0
        /// The start of every maximal backtick run, by its length, in order: the closing run of a
        /// code span is found by a binary search, never by a scan (an input of runs of distinct
        /// lengths would make scanning quadratic).
        private let backtickRuns: [Int: [Int]]
        /// Where each blank line starts, in order: no span runs past one.
        private let blankLineStarts: [Int]
        /// The last scans for a closing `$` and `$$` that failed, from where to where they
        /// looked: whether a `$` closes does not depend on where the formula opened, so a later
        /// opener inside that stretch fails at once, and failed openers cost linear time overall.
        private var failedInlineScan: ClosedRange<Int>?
        private var failedDisplayScan: ClosedRange<Int>?

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            output.reserveCapacity(bytes.count + 64)
            var runs: [Int: [Int]] = [:]
            var blanks: [Int] = []
            var position = 0
            var lineStart = 0
            var lineIsBlank = true
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "`") {
                    let length = bytes[position...].prefix { $0 == byte }.count
                    runs[length, default: []].append(position)
                    position += length
                    lineIsBlank = false
                    continue
                }
                if byte == ASCII.lineFeed {
                    if lineIsBlank { blanks.append(lineStart) }
                    lineStart = position + 1
                    lineIsBlank = true
                } else if byte != 0x20, byte != 0x09, byte != UInt8(ascii: ">") {
                    lineIsBlank = false
                }
                position += 1
            }
            if lineIsBlank { blanks.append(lineStart) }
            backtickRuns = runs
            blankLineStarts = blanks
        }

        mutating func run() -> String {
            var fence: (byte: UInt8, length: Int)?
            var previousLineBlank = true
            var inIndentedCode = false
            while index < bytes.count {
                let lineEnd = bytes[index...].firstIndex(of: ASCII.lineFeed) ?? bytes.count
                let line = bytes[index..<lineEnd]
                let blank = line.allSatisfy { $0 == 0x20 || $0 == 0x09 }
                let content = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: ">") }
                let indent = line.prefix { $0 == 0x20 }.count
                inIndentedCode = !blank && indent >= 4 && (previousLineBlank || inIndentedCode)
                if let open = fence {
                    let run = content.prefix { $0 == open.byte }.count
                    if run >= open.length, content.dropFirst(run).allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
                        fence = nil
                    }
                    copyLine(through: lineEnd)
                } else if let byte = content.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~"),
                    content.prefix(while: { $0 == byte }).count >= 3
                {
                    fence = (byte, content.prefix { $0 == byte }.count)
                    copyLine(through: lineEnd)
                } else if inIndentedCode || blank {
                    copyLine(through: lineEnd)
                } else {
                    scanProse()
                }
                previousLineBlank = blank
            }
            return String(decoding: output, as: UTF8.self)
        }

        /// Copies the rest of the line and its line feed.
        private mutating func copyLine(through lineEnd: Int) {
            let end = min(lineEnd + 1, bytes.count)
            output.append(contentsOf: bytes[index..<end])
            index = end
        }

        /// Scans prose from ``index`` to the end of its line; a formula or code span may run
        /// onto the next lines of its paragraph, and the scan then ends with the line it ends on.
        private mutating func scanProse() {
            while index < bytes.count, bytes[index] != ASCII.lineFeed {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\\"):
                    copy(index + 1 < bytes.count && bytes[index + 1] != ASCII.lineFeed ? 2 : 1)
                case UInt8(ascii: "`"):
                    let run = runLength(at: index, of: byte)
                    let close = matchingRun(length: run, from: index + run)
                    copy((close.map { $0 + run } ?? index + run) - index)
                case UInt8(ascii: "<"):
                    copy(tagLength(at: index))
                case UInt8(ascii: "$"):
                    if !writeFormula(at: index) { copy(runLength(at: index, of: byte)) }
                default:
                    copy(1)
                }
            }
            if index < bytes.count { copy(1) }
        }

        private mutating func copy(_ count: Int) {
            let end = min(index + max(count, 1), bytes.count)
            output.append(contentsOf: bytes[index..<end])
            index = end
        }

        private func runLength(at start: Int, of byte: UInt8) -> Int {
            bytes[start...].prefix { $0 == byte }.count
        }

        /// The start of the next run of exactly `length` backticks at or after `start`, before
        /// the paragraph ends.
        private func matchingRun(length: Int, from start: Int) -> Int? {
            guard let runs = backtickRuns[length], let next = Self.firstElement(in: runs, atLeast: start) else {
                return nil
            }
            return next < nextBlankLine(after: start) ? next : nil
        }

        /// Where the first blank line after `position` starts, or the end of the text.
        private func nextBlankLine(after position: Int) -> Int {
            Self.firstElement(in: blankLineStarts, atLeast: position + 1) ?? bytes.count
        }

        /// The first element of the sorted `values` that is at least `bound`.
        private static func firstElement(in values: [Int], atLeast bound: Int) -> Int? {
            var low = 0
            var high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < bound { low = middle + 1 } else { high = middle }
            }
            return low < values.count ? values[low] : nil
        }

        /// How many bytes an HTML tag or autolink at `start` spans on its line (1 for a lone `<`).
        private func tagLength(at start: Int) -> Int {
            guard start + 1 < bytes.count else { return 1 }
            let next = bytes[start + 1]
            let opensTag = Self.isLetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
            let close = bytes[start...].firstIndex { $0 == UInt8(ascii: ">") || $0 == ASCII.lineFeed }
            guard opensTag, let close, bytes[close] == UInt8(ascii: ">") else { return 1 }
            return close - start + 1
        }

        /// Writes the formula starting with the `$` at `start` as a marked code span and moves
        /// past it; `false` when no formula starts there.
        private mutating func writeFormula(at start: Int) -> Bool {
            // A `$` right after a letter or digit opens nothing (`'^HOME$'`, `a$b$c`).
            if start > 0, Self.isLetter(bytes[start - 1]) || Self.isDigit(bytes[start - 1]) { return false }
            let isDisplay = start + 1 < bytes.count && bytes[start + 1] == UInt8(ascii: "$")
            let texStart: Int
            let texEnd: Int
            let end: Int
            if isDisplay {
                guard let close = closingDollars(from: start + 2, count: 2) else { return false }
                (texStart, texEnd, end) = (start + 2, close, close + 2)
            } else if start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "`") {
                let run = runLength(at: start + 1, of: UInt8(ascii: "`"))
                guard let close = matchingRun(length: run, from: start + 1 + run),
                    close + run < bytes.count, bytes[close + run] == UInt8(ascii: "$")
                else { return false }
                (texStart, texEnd, end) = (start + 1 + run, close, close + run + 1)
            } else {
                guard start + 1 < bytes.count, !Self.isSpace(bytes[start + 1]),
                    let close = closingDollars(from: start + 1, count: 1)
                else { return false }
                (texStart, texEnd, end) = (start + 1, close, close + 1)
            }
            let tex = Array(bytes[texStart..<texEnd])
            guard tex.contains(where: { !Self.isSpace($0) }) else { return false }
            writeCodeSpan(tex, isDisplay: isDisplay)
            index = end
            return true
        }

        /// The index of the closing `$` (or `$$`) after `from`, within the paragraph.
        private mutating func closingDollars(from start: Int, count: Int) -> Int? {
            let failed = count == 2 ? failedDisplayScan : failedInlineScan
            if let failed, failed.contains(start) { return nil }
            let end = nextBlankLine(after: start)
            var position = start
            var found: Int?
            scan: while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\\") {
                    position += 2
                    continue
                }
                guard byte == UInt8(ascii: "$") else {
                    position += 1
                    continue
                }
                let run = runLength(at: position, of: byte)
                if count == 2 {
                    if run >= 2 {
                        found = position
                        break scan
                    }
                    position += run
                    continue
                }
                // Inline: exactly one `$`, not after whitespace, not before a letter or digit.
                let after = position + 1 < bytes.count ? bytes[position + 1] : 0x20
                if run == 1, !Self.isSpace(bytes[position - 1]), !Self.isDigit(after), !Self.isLetter(after) {
                    found = position
                    break scan
                }
                if run > 1 { break scan }
                position += 1
            }
            if found == nil {
                let stretch = start...max(start, min(position, bytes.count))
                if count == 2 { failedDisplayScan = stretch } else { failedInlineScan = stretch }
            }
            return found
        }

        /// Writes `tex` as a code span that starts with the marker, on the same lines.
        private mutating func writeCodeSpan(_ tex: [UInt8], isDisplay: Bool) {
            var longest = 0
            var current = 0
            for byte in tex {
                current = byte == UInt8(ascii: "`") ? current + 1 : 0
                longest = max(longest, current)
            }
            let fence = [UInt8](repeating: UInt8(ascii: "`"), count: longest + 1)
            output += fence
            output += Array(String(isDisplay ? MathSpans.displayMarker : MathSpans.inlineMarker).utf8)
            var lines = tex.split(separator: ASCII.lineFeed, omittingEmptySubsequences: false)
            for lineIndex in lines.indices.dropFirst() where Self.startsBlock(lines[lineIndex]) {
                lines[lineIndex] = ArraySlice(Array("    ".utf8) + lines[lineIndex])
            }
            output += Array(lines.joined(separator: [ASCII.lineFeed]))
            if tex.last == UInt8(ascii: "`") { output.append(0x20) }
            output += fence
        }

        /// Whether a continuation line would start a block of its own (list, heading, quote,
        /// fence, setext underline, table) instead of continuing the paragraph.
        private static func startsBlock(_ line: ArraySlice<UInt8>) -> Bool {
            let content = line.drop { $0 == 0x20 }
            guard let first = content.first, line.count - content.count < 4 else { return false }
            if "-+*#=|_`~".utf8.contains(first) { return true }
            let digits = content.prefix(while: Self.isDigit)
            guard !digits.isEmpty, let next = content.dropFirst(digits.count).first else { return false }
            return next == UInt8(ascii: ".") || next == UInt8(ascii: ")")
        }

        private static func isDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }

        private static func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == ASCII.lineFeed
        }
    }
}
