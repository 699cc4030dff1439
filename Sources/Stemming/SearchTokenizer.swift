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
public enum SearchTokenizer {
    /// The words of `text` in order, each identifier followed by its parts.
    public static func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        var scanner = WordScanner()
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            scanner.read(scalars[index], at: index, into: &words, of: text)
            index = scalars.index(after: index)
        }
        scanner.finish(at: scalars.endIndex, into: &words, of: text)
        return words
    }
}

/// The state of one left-to-right pass of ``SearchTokenizer``.
private struct WordScanner {
    private enum Kind: Equatable {
        case lower
        case upper
        case digit
    }

    private enum Script: Equatable {
        case latin
        case cyrillic
        case none
    }

    private var wordStart: String.Index?
    private var script = Script.none
    /// The last two letters or digits read, most recent first, with where the latest starts.
    private var previous: Kind?
    private var beforePrevious: Kind?
    private var previousStart: String.Index?
    private var pendingApostrophe: String.Index?
    private var partStarts: [String.Index] = []

    mutating func read(
        _ scalar: Unicode.Scalar, at index: String.Index, into words: inout [Substring], of text: String
    ) {
        let letterScript: Script
        if LetterFolding.isLatinLetter(scalar) {
            letterScript = .latin
        } else if LetterFolding.isCyrillicLetter(scalar) {
            letterScript = .cyrillic
        } else if LetterFolding.isDigit(scalar) {
            letterScript = .none
        } else if LetterFolding.isCombiningMark(scalar), wordStart != nil, pendingApostrophe == nil {
            return
        } else if LetterFolding.isApostrophe(scalar), script == .latin, previous != .digit,
            pendingApostrophe == nil
        {
            pendingApostrophe = index
            return
        } else {
            finish(at: index, into: &words, of: text)
            return
        }
        if let apostrophe = pendingApostrophe {
            pendingApostrophe = nil
            if letterScript != .latin { finish(at: apostrophe, into: &words, of: text) }
        }
        if wordStart != nil, letterScript != .none, script != .none, letterScript != script {
            finish(at: index, into: &words, of: text)
        }
        let kind: Kind =
            letterScript == .none ? .digit : (LetterFolding.isUppercase(scalar) ? .upper : .lower)
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

    private mutating func markPartBoundary(before kind: Kind, at index: String.Index) {
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

    /// Ends the word being read, if any, at `end` and appends it and its parts.
    mutating func finish(at end: String.Index, into words: inout [Substring], of text: String) {
        defer {
            wordStart = nil
            script = .none
            previous = nil
            beforePrevious = nil
            previousStart = nil
            pendingApostrophe = nil
            partStarts.removeAll(keepingCapacity: true)
        }
        guard let start = wordStart else { return }
        let wordEnd = pendingApostrophe ?? end
        words.append(Substring(text.unicodeScalars[start..<wordEnd]))
        var partStart = start
        for boundary in partStarts where boundary < wordEnd {
            words.append(Substring(text.unicodeScalars[partStart..<boundary]))
            partStart = boundary
        }
        if partStart != start { words.append(Substring(text.unicodeScalars[partStart..<wordEnd])) }
    }
}
