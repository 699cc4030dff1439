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
            case .verbatim(let text), .protectedText(let text):
                guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
                previous = 0
            case .opaque, .space, .boundary:
                previous = 0
            }
        }
        return true
    }

    /// ``leavesUnchanged(_:)`` for the segments `inlines` would be collected into, read from the
    /// inlines themselves so that no segment is made: `previous` is the last byte of the text
    /// segment just before, or 0. An image (its alt text is a run of its own) answers `false`.
    static func leavesUnchanged(_ inlines: [Inline], after previous: inout UInt8) -> Bool {
        for inline in inlines {
            switch inline {
            case .text(let text):
                guard let last = lastByteIfPlain(text, after: previous) else { return false }
                previous = last
            case .escapedText(let text):
                guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
                previous = 0
            case .softBreak, .lineBreak, .code, .math, .footnoteReference, .html:
                previous = 0
            case .image:
                return false
            case .emphasis(let children), .strong(let children), .strikethrough(let children):
                guard leavesUnchanged(children, after: &previous) else { return false }
            case .link(let destination, _, let children, _):
                if isAutolink(destination: destination, children: children) {
                    previous = 0
                } else if !leavesUnchanged(children, after: &previous) {
                    return false
                }
            }
        }
        return true
    }

    /// The last byte of `text` (or `previous` when it is empty) when it is ASCII with no `"`,
    /// `--` or `..`, counting `previous` as the byte before its first; else `nil`.
    private static func lastByteIfPlain(_ text: String, after previous: UInt8) -> UInt8? {
        let found = text.utf8.withContiguousStorageIfAvailable { lastByteIfPlain($0, after: previous) }
        return found ?? nil
    }

    /// ``lastByteIfPlain(_:after:)`` on UTF-8 bytes, eight at a time while eight are left.
    private static func lastByteIfPlain(_ bytes: UnsafeBufferPointer<UInt8>, after previous: UInt8) -> UInt8? {
        let high: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawBufferPointer(bytes)
        var last = previous
        var offset = 0
        while offset + 8 <= bytes.count {
            let chunk = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
            guard chunk & high == 0, lanes(of: chunk, equalTo: 0x22) == 0 else { return nil }
            // A lane's high bit moved up by one lane marks the lane after it; the byte before the
            // chunk marks its first lane.
            let dashes = lanes(of: chunk, equalTo: 0x2D)
            let dots = lanes(of: chunk, equalTo: 0x2E)
            if dashes & (dashes << 8 | (last == 0x2D ? 0x80 : 0)) != 0 { return nil }
            if dots & (dots << 8 | (last == 0x2E ? 0x80 : 0)) != 0 { return nil }
            last = UInt8(truncatingIfNeeded: chunk >> 56)
            offset += 8
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x80 || byte == 0x22 { return nil }
            if byte == last, byte == 0x2D || byte == 0x2E { return nil }
            last = byte
            offset += 1
        }
        return last
    }

    /// The high bit of each lane of `chunk` (ASCII bytes) that equals `byte` (ASCII), exactly:
    /// a lane that differs is non-zero after the exclusive or, and adding 0x7F to it sets its high
    /// bit without carrying into the next lane.
    private static func lanes(of chunk: UInt64, equalTo byte: UInt8) -> UInt64 {
        let difference = chunk ^ (UInt64(byte) &* 0x0101_0101_0101_0101)
        return ~((difference &+ 0x7F7F_7F7F_7F7F_7F7F) | difference) & 0x8080_8080_8080_8080
    }
}
