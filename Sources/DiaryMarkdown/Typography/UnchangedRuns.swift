extension RussianTypography {
    /// Whether no rule can change any text of `segments`, judged on their UTF-8 bytes alone, so
    /// the run need not be built: a diary's English paragraphs, and most Russian-free ones.
    ///
    /// Every rule starts at a rewritable unit of a text segment: a `"` (quotes), a run of two or
    /// three `-` (dashes), a run of three `.` (ellipses), or a space after a one- or two-letter
    /// Cyrillic word (no-break spaces). So a run whose texts hold no `"`, no `--` and no `..`
    /// (also across neighbouring text segments, whose units are adjacent), and whose texts and
    /// escaped texts hold nothing but ASCII (no Cyrillic letter, no guillemet), comes out as it
    /// went in. Anything else returns `false` and takes the full run; the answer is the same.
    static func leavesUnchanged(_ segments: [Segment]) -> Bool {
        // The last byte of the text segment just before, or 0 after anything else.
        var previous: UInt8 = 0
        for segment in segments {
            switch segment {
            case .text(let text):
                guard let last = lastByteIfPlain(text, after: previous) else { return false }
                previous = last
            case .verbatim(let text):
                guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
                previous = 0
            case .opaque, .space, .boundary:
                previous = 0
            }
        }
        return true
    }

    /// The last byte of `text` (or `previous` when it is empty) when it is ASCII with no `"`,
    /// `--` or `..`, counting `previous` as the byte before its first; else `nil`.
    private static func lastByteIfPlain(_ text: String, after previous: UInt8) -> UInt8? {
        var last = previous
        for byte in text.utf8 {
            if byte >= 0x80 || byte == 0x22 { return nil }
            if byte == last, byte == 0x2D || byte == 0x2E { return nil }
            last = byte
        }
        return last
    }
}
