/// One run of characters across several text segments, rewritten in a single left-to-right pass.
///
/// Each source character is one ``TypographyUnit`` whose output is itself, nothing (when a rule
/// merges several characters into one) or one replacement scalar, so the result can be split
/// back into the original segments.
struct TypographyRun {
    /// What a unit of the run is.
    enum Granularity {
        /// Unicode scalars when every scalar of the text is a character of its own
        /// (``SimpleScalars``), else `Character`s.
        case scalarsWhenSimple
        /// `Character`s (grapheme clusters), always.
        case characters
    }

    /// A text segment: its original text and where its units are.
    private struct TextSegment {
        var text: String
        var units: Range<Int>
    }

    /// The units of the run; non-text segments appear as stand-ins that give context.
    private var units: [TypographyUnit] = []
    private var textSegments: [TextSegment] = []
    /// Whether the units are Unicode scalars (else `Character`s).
    private(set) var unitsAreScalars = true
    /// The quotes and bindings the rules write.
    private let style: TypographyStyle

    /// Builds the run.
    /// - Parameters:
    ///   - segments: The texts and stand-ins, in order.
    ///   - granularity: Whether units may be Unicode scalars; the result is the same either way.
    ///   - style: The quotes and bindings the rules write.
    init(
        segments: [RussianTypography.Segment], granularity: Granularity = .scalarsWhenSimple,
        style: TypographyStyle = .russian
    ) {
        self.style = style
        if granularity == .scalarsWhenSimple, appendAll(segments, asScalars: true) { return }
        units.removeAll(keepingCapacity: true)
        textSegments.removeAll(keepingCapacity: true)
        unitsAreScalars = false
        _ = appendAll(segments, asScalars: false)
    }

    /// The rewritten text of every text segment, in order.
    func texts() -> [String] {
        textSegments.map { segment in
            guard units[segment.units].contains(where: { $0.output != TypographyUnit.unchanged }) else {
                return segment.text
            }
            return unitsAreScalars ? rebuiltFromScalars(segment) : rebuiltFromCharacters(segment)
        }
    }

    // MARK: Building

    private static let opaque = TypographyUnit(Character(Unicode.Scalar(TypographyUnit.opaqueStandIn)!))
    private static let space = TypographyUnit(" ")
    private static let boundary = TypographyUnit(Character(Unicode.Scalar(TypographyUnit.boundaryStandIn)!))

    /// Appends the units of every segment and marks URLs; `false` when `asScalars` and some
    /// scalar is not simple.
    private mutating func appendAll(_ segments: [RussianTypography.Segment], asScalars: Bool) -> Bool {
        let simple = SimpleScalars.units
        // At most one unit per UTF-8 byte, and one per stand-in.
        units.reserveCapacity(
            segments.reduce(0) { total, segment in
                switch segment {
                case .text(let text), .verbatim(let text), .protectedText(let text): total + text.utf8.count
                case .opaque, .space, .boundary: total + 1
                }
            })
        for segment in segments {
            switch segment {
            case .text(let text):
                let start = units.count
                guard append(text, rewritable: true, asScalars: asScalars, simple: simple) else { return false }
                textSegments.append(TextSegment(text: text, units: start..<units.count))
            case .verbatim(let text):
                guard append(text, rewritable: false, asScalars: asScalars, simple: simple) else { return false }
            case .protectedText(let text):
                // A text of its own, so it is handed back in order, but none of its units changes.
                let start = units.count
                guard append(text, rewritable: false, asScalars: asScalars, simple: simple) else { return false }
                textSegments.append(TextSegment(text: text, units: start..<units.count))
            case .opaque: units.append(Self.opaque)
            case .space: units.append(Self.space)
            case .boundary: units.append(Self.boundary)
            }
        }
        markURLs()
        return true
    }

    private mutating func append(_ text: String, rewritable: Bool, asScalars: Bool, simple: [TypographyUnit]) -> Bool {
        let extra: TypographyUnit.Flags = rewritable ? .rewritable : []
        guard asScalars else {
            for character in text { units.append(TypographyUnit(character, flags: extra)) }
            return true
        }
        var text = text
        return text.withUTF8 { bytes in
            simple.withUnsafeBufferPointer { simple in appendScalars(of: bytes, flags: extra, simple: simple) }
        }
    }

    /// Appends a unit per scalar of UTF-8 `bytes` (a string's: every lead byte has its
    /// continuation bytes); `false` at the first scalar that is not simple.
    private mutating func appendScalars(
        of bytes: UnsafeBufferPointer<UInt8>, flags extra: TypographyUnit.Flags,
        simple: UnsafeBufferPointer<TypographyUnit>
    ) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let lead = bytes[offset]
            let value: Int
            if lead < 0x80 {
                value = Int(lead)
                offset += 1
            } else if lead < 0xE0 {
                value = Int(lead & 0x1F) << 6 | Int(bytes[offset + 1] & 0x3F)
                offset += 2
            } else if lead < 0xF0 {
                value = Int(lead & 0x0F) << 12 | Int(bytes[offset + 1] & 0x3F) << 6 | Int(bytes[offset + 2] & 0x3F)
                offset += 3
            } else {
                return false  // above every simple scalar
            }
            guard value < simple.count else { return false }
            var unit = simple[value]
            guard unit.flags.contains(.simple) else { return false }
            unit.flags.formUnion(extra)
            units.append(unit)
        }
        return true
    }

    /// Takes every word that holds `://`, from its scheme to the next space, quote or stand-in,
    /// out of the rules' reach. Autolinks never get here; this keeps schemes GFM does not link.
    private mutating func markURLs() {
        var index = 0
        while index + 2 < units.count {
            guard units[index].code == TypographyUnit.colon, units[index + 1].code == TypographyUnit.slash,
                units[index + 2].code == TypographyUnit.slash
            else {
                index += 1
                continue
            }
            var start = index
            while start > 0, isSchemeCharacter(units[start - 1]) { start -= 1 }
            var end = index
            while end < units.count, !endsURL(units[end]) { end += 1 }
            if start < index { for marked in start..<end { units[marked].flags.remove(.rewritable) } }
            index = end
        }
    }

    private func isSchemeCharacter(_ unit: TypographyUnit) -> Bool {
        if !unit.flags.isDisjoint(with: [.letter, .number]) { return true }
        return [TypographyUnit.plus, TypographyUnit.hyphen, TypographyUnit.dot].contains(unit.code)
    }

    private func endsURL(_ unit: TypographyUnit) -> Bool {
        if unit.flags.contains(.whitespace) { return true }
        return [
            TypographyUnit.straightQuote, TypographyUnit.closingGuillemet, TypographyUnit.opaqueStandIn,
            TypographyUnit.boundaryStandIn,
        ].contains(unit.code)
    }

    // MARK: Splitting back into texts

    /// The segment's text with the outputs of its units, on UTF-8 bytes: an unchanged scalar
    /// keeps its bytes.
    private func rebuiltFromScalars(_ segment: TextSegment) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.text.utf8.count + 8)
        var index = segment.units.lowerBound - 1
        var keepsBytes = true
        for byte in segment.text.utf8 {
            if byte & 0xC0 != 0x80 {  // the first byte of a scalar
                index += 1
                let output = units[index].output
                keepsBytes = output == TypographyUnit.unchanged
                if !keepsBytes, output != TypographyUnit.removed, let scalar = Unicode.Scalar(output) {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
            if keepsBytes { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The segment's text with the outputs of its units, character by character.
    private func rebuiltFromCharacters(_ segment: TextSegment) -> String {
        var text = ""
        text.reserveCapacity(segment.text.utf8.count + 8)
        var index = segment.units.lowerBound
        for character in segment.text {
            let output = units[index].output
            if output == TypographyUnit.unchanged {
                text.append(character)
            } else if output != TypographyUnit.removed, let scalar = Unicode.Scalar(output) {
                text.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return text
    }

    // MARK: Reading units

    private func isRewritable(_ index: Int) -> Bool {
        units.indices.contains(index) && units[index].isRewritable
    }

    private func code(at index: Int) -> UInt32? {
        units.indices.contains(index) ? units[index].code : nil
    }

    /// The unit at `index` as the text now reads: its replacement when a rule replaced it.
    private func rewrittenUnit(at index: Int) -> TypographyUnit {
        let output = units[index].output
        guard output != TypographyUnit.unchanged, output != TypographyUnit.removed else { return units[index] }
        return SimpleScalars.units[Int(output)]
    }

    /// Sets the output of a text unit; stand-ins keep theirs (they are not ours to change).
    private mutating func set(_ index: Int, _ output: UInt32) {
        if isRewritable(index) { units[index].output = output }
    }

    // MARK: Rules

    mutating func applyRules() {
        var quotes: [UInt32] = []
        var index = 0
        while index < units.count {
            guard units[index].isRewritable else {
                index += 1
                continue
            }
            switch units[index].code {
            case TypographyUnit.straightQuote: quote(at: index, stack: &quotes)
            case TypographyUnit.openingGuillemet: quotes.append(TypographyUnit.openingGuillemet)
            case TypographyUnit.closingGuillemet:
                if quotes.last == TypographyUnit.openingGuillemet { quotes.removeLast() }
            case TypographyUnit.hyphen: index += dash(at: index)
            case TypographyUnit.dot: index += ellipsis(at: index)
            case TypographyUnit.space where style == .russian: bindShortWord(before: index)
            default: break
            }
            index += 1
        }
    }

    /// Decides a quote's direction by the character before it: the start, a space, a bracket, a
    /// dash, `=` or another opening quote open; a letter, a digit, a word that is not text or
    /// closing punctuation close. After anything else (`*`, `_`, raw HTML) the quote opens when
    /// a word follows it.
    private mutating func quote(at index: Int, stack: inout [UInt32]) {
        // After a dash, a space or the opening quote itself, a quote that a space, the end or
        // closing punctuation follows closes the open one: `the first "-" in` quotes a hyphen,
        // `is "".` is an empty quotation, not two quotes opened, and `"a release " API` (a space
        // typed before the closing quote) opens nothing, since no word follows.
        if !stack.isEmpty, index > 0, endsWord(after: index),
            TypographyUnit.isDash(rewrittenUnit(at: index - 1).code) || rewrittenUnit(at: index - 1).code == stack.last
                || rewrittenUnit(at: index - 1).flags.contains(.whitespace)
        {
            set(index, style.closingQuote(for: stack.popLast()))
        } else if opensQuote(at: index) {
            let mark = style.openingQuote(nested: !stack.isEmpty)
            stack.append(mark)
            set(index, mark)
        } else {
            set(index, style.closingQuote(for: stack.popLast()))
        }
    }

    /// Whether the unit after `index` is a space, the end of the run, or closing punctuation.
    private func endsWord(after index: Int) -> Bool {
        guard index + 1 < units.count else { return true }
        let next = units[index + 1]
        return next.flags.contains(.whitespace) || TypographyUnit.closesQuoteAfter(next.code)
    }

    private func opensQuote(at index: Int) -> Bool {
        guard index > 0 else { return true }
        let previous = rewrittenUnit(at: index - 1)
        if style.opensQuote(after: previous.code) { return true }
        if style.closesQuote(after: previous.code) { return false }
        if previous.flags.contains(.whitespace) || TypographyUnit.opensQuoteAfter(previous.code) { return true }
        if !previous.flags.isDisjoint(with: [.letter, .number]) || previous.code == TypographyUnit.opaqueStandIn
            || TypographyUnit.closesQuoteAfter(previous.code)
        {
            return false
        }
        guard index + 1 < units.count else { return false }
        let next = units[index + 1]
        return !next.flags.contains(.whitespace) && !TypographyUnit.closesQuoteAfter(next.code)
    }

    /// A standalone ` --- ` or ` -- ` (a space or the run's edge on both sides) becomes a
    /// no-break space and an em dash; hyphens inside words (`a---b`, `--flag`) or between other
    /// characters (`|---|`) or between pipes (`| --- |`) stay. Returns how many extra characters were consumed.
    private mutating func dash(at index: Int) -> Int {
        let runLength = ownedRun(of: TypographyUnit.hyphen, at: index)
        let before = code(at: index - 1)
        let after = code(at: index + runLength)
        let standalone =
            (before == nil || before == TypographyUnit.space) && (after == nil || after == TypographyUnit.space)
        // Between pipes (`| --- |`) it is a table row that did not make a table, not prose.
        let betweenPipes =
            code(at: index - 2) == TypographyUnit.pipe || code(at: index + runLength + 1) == TypographyUnit.pipe
        guard runLength == 2 || runLength == 3, standalone, before != nil || after != nil, !betweenPipes else {
            return runLength - 1
        }
        set(index, TypographyUnit.emDash)
        for offset in 1..<runLength { set(index + offset, TypographyUnit.removed) }
        if before == TypographyUnit.space, style == .russian { set(index - 1, TypographyUnit.noBreakSpace) }
        return runLength - 1
    }

    /// Exactly three dots, with no escaped dot beside them, become `…`. Returns how many extra
    /// characters were consumed.
    private mutating func ellipsis(at index: Int) -> Int {
        let runLength = ownedRun(of: TypographyUnit.dot, at: index)
        guard runLength == 3, code(at: index - 1) != TypographyUnit.dot, code(at: index + 3) != TypographyUnit.dot
        else {
            return runLength - 1
        }
        set(index, TypographyUnit.ellipsis)
        set(index + 1, TypographyUnit.removed)
        set(index + 2, TypographyUnit.removed)
        return 2
    }

    /// How many units from `index` on are `code` and rewritable (an escaped one ends the run).
    private func ownedRun(of code: UInt32, at index: Int) -> Int {
        var length = 0
        while index + length < units.count, units[index + length].code == code, units[index + length].isRewritable {
            length += 1
        }
        return length
    }

    /// Replaces the space at `index` with a no-break space when the word before it is a short
    /// binding word (`в`, `на`, `не`…).
    private mutating func bindShortWord(before index: Int) {
        var start = index
        // Three letters are already too many: no need to walk back over the rest of the word.
        while start > 0, index - start < 3, units[start - 1].flags.contains(.letter) { start -= 1 }
        guard index - start >= 1, index - start <= 2 else { return }
        var key: UInt32 = 0
        for position in start..<index {
            let letter = units[position].bindingLetter
            guard letter != 0 else { return }
            key = key << 16 | UInt32(letter)
        }
        if RussianTypography.bindingKeys.contains(key) { set(index, TypographyUnit.noBreakSpace) }
    }
}
