/// Splits text into the words a search index stores.
///
/// A word is a run of letters of one script (Latin or Cyrillic) and ASCII digits; a letter of
/// the other script starts a new word («SwiftUI‑приложение», "iOSприложение" are two words each).
/// Anything else separates words: spaces, punctuation, hyphens, underscores, and letters of
/// other scripts. An apostrophe (`'`, `’`, `‘`, `ʼ`) stays inside a Latin word when a Latin letter
/// follows it ("don't", "children's"), as the English stemmer expects; one at the end of a
/// word is dropped ("students'" → "students"). Combining marks stay with their letter.
///
/// A word that changes case or mixes letters and digits is an identifier, so its parts follow
/// it: "ParentalGate" gives "ParentalGate", "Parental", "Gate"; "URLSession" gives "URL" and
/// "Session"; "iOS17" gives "i", "OS", "17". Parts break before an upper-case letter that
/// follows a lower-case one, before the last capital of a run that a lower-case letter follows,
/// and between letters and digits.
///
/// Words are returned as they appear in the text, case and all; ``Stemmer/stem(_:)`` folds them.
/// The text is read as UTF-8 bytes, each scalar decoded and classed once, with ASCII and the
/// basic Russian alphabet answered before any table: a diary's words are mostly those.
public enum SearchTokenizer {
    /// The words of `text` in order, each identifier followed by its parts.
    public static func words(in text: String) -> [Substring] {
        var ranges: [Range<Int>] = []
        withBytes(of: text) { bytes in forEachWordRange(in: bytes) { ranges.append($0) } }
        let utf8 = text.utf8
        return ranges.map { range in
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            let end = utf8.index(start, offsetBy: range.count)
            return Substring(utf8[start..<end])
        }
    }

    /// Calls `body` with the UTF-8 bytes of each word of `text`, in the order of ``words(in:)``,
    /// without making a string of any: for indexes that key words by their bytes.
    /// (Not `rethrows`: Embedded Swift, which builds the query stemmer, has no untyped throws.)
    public static func forEachWord(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        withBytes(of: text) { bytes in
            forEachWordRange(in: bytes) { body(UnsafeBufferPointer(rebasing: bytes[$0])) }
        }
    }

    private static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Calls `emit` with the byte range of each word of UTF-8 `bytes`, in the order of ``words(in:)``.
    private static func forEachWordRange(in bytes: UnsafeBufferPointer<UInt8>, _ emit: (Range<Int>) -> Void) {
        var scanner = WordScanner()
        var offset = 0
        while offset < bytes.count {
            // Most bytes continue a lower-case word of their own script, which changes no part
            // boundary: a run of them is read in one step.
            if let script = scanner.lowerCaseScript {
                let runStart = offset
                if script == .latin {
                    offset = endOfLowercaseLatin(in: bytes, from: offset)
                    if offset > runStart { scanner.continueLowerCase(at: offset - 1) }
                } else {
                    // а…п are D0 B0…BF, р…я are D1 80…8F.
                    while offset + 1 < bytes.count,
                        (bytes[offset] == 0xD0 && bytes[offset + 1] >= 0xB0)
                            || (bytes[offset] == 0xD1 && bytes[offset + 1] < 0x90)
                    {
                        offset += 2
                    }
                    if offset > runStart { scanner.continueLowerCase(at: offset - 2) }
                }
                if offset == bytes.count { break }
            }
            let lead = bytes[offset]
            // Spaces and ASCII punctuation between words change nothing: skipped in one step.
            if scanner.isBetweenWords, Self.isASCIISeparator(lead) {
                offset += 1
                continue
            }
            let value: UInt32
            let length: Int
            // The bytes are a String's, so valid UTF-8: every lead byte has its continuation bytes.
            if lead < 0x80 {
                (value, length) = (UInt32(lead), 1)
            } else if lead < 0xE0 {
                (value, length) = (UInt32(lead & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2)
            } else if lead < 0xF0 {
                let high = UInt32(lead & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6
                (value, length) = (high | UInt32(bytes[offset + 2] & 0x3F), 3)
            } else {
                let high = UInt32(lead & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12
                (value, length) = (high | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F), 4)
            }
            scanner.read(ScalarClass(value), at: offset, emit)
            offset += length
        }
        scanner.finish(at: bytes.count, emit)
    }

    /// Where the run of `a`…`z` starting at `offset` ends: eight bytes at a time while eight are
    /// left, each step finding the first byte of the eight that is not one of them.
    private static func endOfLowercaseLatin(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        let high: UInt64 = 0x8080_8080_8080_8080
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = offset
        while offset + 8 <= bytes.count {
            let chunk = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
            // A byte's high bit ends up set exactly when it is 0x61…0x7A: at least 0x61 (adding
            // 0x1F reaches 0x80), at most 0x7A (adding 0x05 stays below 0x80), and ASCII. A byte
            // of 0x80 or more may carry into the next, but only bytes after the first that is not
            // a letter, which are not looked at.
            let letters = (chunk &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(chunk &+ 0x0505_0505_0505_0505) & ~chunk & high
            let others = ~letters & high
            if others != 0 { return offset + others.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < bytes.count, bytes[offset] &- 0x61 < 26 { offset += 1 }
        return offset
    }

    /// Whether an ASCII byte separates words: anything but a letter, a digit or `'`.
    private static func isASCIISeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x27: false
        default: byte < 0x80
        }
    }
}

/// What a scalar is to the tokenizer.
private enum ScalarClass {
    case latin(isUpper: Bool)
    case cyrillic(isUpper: Bool)
    case digit
    case combiningMark
    case apostrophe
    case separator

    init(_ value: UInt32) {
        switch value {
        case 0x61...0x7A: self = .latin(isUpper: false)
        case 0x41...0x5A: self = .latin(isUpper: true)
        case 0x30...0x39: self = .digit
        case 0x27: self = .apostrophe
        case 0..<0x80: self = .separator
        case 0x0430...0x044F: self = .cyrillic(isUpper: false)
        case 0x0410...0x042F: self = .cyrillic(isUpper: true)
        default:
            guard let scalar = Unicode.Scalar(value) else {
                self = .separator
                return
            }
            if LetterFolding.isLatinLetter(scalar) {
                self = .latin(isUpper: LetterFolding.isUppercase(scalar))
            } else if LetterFolding.isCyrillicLetter(scalar) {
                self = .cyrillic(isUpper: LetterFolding.isUppercase(scalar))
            } else if LetterFolding.isCombiningMark(scalar) {
                self = .combiningMark
            } else if LetterFolding.isApostrophe(scalar) {
                self = .apostrophe
            } else {
                self = .separator
            }
        }
    }
}

/// The state of one left-to-right pass of ``SearchTokenizer``, over byte offsets.
private struct WordScanner {
    private enum Kind: Equatable {
        case lower
        case upper
        case digit
    }

    enum Script: Equatable {
        case latin
        case cyrillic
        case none
    }

    private var wordStart: Int?
    private var script = Script.none
    /// The last two letters or digits read, most recent first, with where the latest starts.
    private var previous: Kind?
    private var beforePrevious: Kind?
    private var previousStart: Int?
    private var pendingApostrophe: Int?
    private var partStarts: [Int] = []

    /// The script whose lower-case letters, read next, would only extend the word: the one of
    /// the lower-case letter just read, with no apostrophe pending; else `nil`.
    /// Whether no word is being read (nor an apostrophe pending): a separator read now does nothing.
    var isBetweenWords: Bool { wordStart == nil }

    var lowerCaseScript: Script? {
        previous == .lower && pendingApostrophe == nil && wordStart != nil && script != .none ? script : nil
    }

    /// Reads lower-case letters of ``lowerCaseScript``, the last at `index`: what
    /// ``read(_:at:into:)`` would do for each.
    mutating func continueLowerCase(at index: Int) {
        beforePrevious = .lower
        previousStart = index
    }

    mutating func read(_ scalar: ScalarClass, at index: Int, _ emit: (Range<Int>) -> Void) {
        let letterScript: Script
        let kind: Kind
        switch scalar {
        case .latin(let isUpper):
            (letterScript, kind) = (.latin, isUpper ? .upper : .lower)
        case .cyrillic(let isUpper):
            (letterScript, kind) = (.cyrillic, isUpper ? .upper : .lower)
        case .digit:
            (letterScript, kind) = (.none, .digit)
        case .combiningMark where wordStart != nil && pendingApostrophe == nil:
            return
        case .apostrophe where script == .latin && previous != .digit && pendingApostrophe == nil:
            pendingApostrophe = index
            return
        case .combiningMark, .apostrophe, .separator:
            finish(at: index, emit)
            return
        }
        if let apostrophe = pendingApostrophe {
            pendingApostrophe = nil
            if letterScript != .latin { finish(at: apostrophe, emit) }
        }
        if wordStart != nil, letterScript != .none, script != .none, letterScript != script {
            finish(at: index, emit)
        }
        if wordStart == nil {
            wordStart = index
        } else {
            markPartBoundary(before: kind, at: index)
        }
        if letterScript != .none { script = letterScript }
        beforePrevious = previous
        previous = kind
        previousStart = index
    }

    private mutating func markPartBoundary(before kind: Kind, at index: Int) {
        guard let previous, let previousStart else { return }
        if (previous == .digit) != (kind == .digit) {
            partStarts.append(index)
        } else if previous == .lower && kind == .upper {
            partStarts.append(index)
        } else if kind == .lower && previous == .upper && beforePrevious == .upper
            && partStarts.last != previousStart && previousStart != wordStart
        {
            partStarts.append(previousStart)
        }
    }

    /// Ends the word being read, if any, at `end` and emits it and its parts.
    mutating func finish(at end: Int, _ emit: (Range<Int>) -> Void) {
        guard let start = wordStart else { return }
        let wordEnd = pendingApostrophe ?? end
        emit(start..<wordEnd)
        var partStart = start
        for boundary in partStarts where boundary < wordEnd {
            emit(partStart..<boundary)
            partStart = boundary
        }
        if partStart != start { emit(partStart..<wordEnd) }
        wordStart = nil
        script = .none
        previous = nil
        beforePrevious = nil
        previousStart = nil
        pendingApostrophe = nil
        partStarts.removeAll(keepingCapacity: true)
    }
}
