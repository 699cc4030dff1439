import DiaryContent

/// Unicode's invisible controls that reorder the text around them ("Trojan Source",
/// CVE-2021-42574): in code they make a line read differently from how the compiler sees it.
///
/// What is checked, and where:
/// - The embeddings, overrides and isolates, U+202A–U+202E and U+2066–U+2069, are warned about
///   in code blocks (each line that holds one) and in titles (which lists, browser tabs and
///   feeds show out of their context, where an unclosed override flips what follows).
/// - Prose is left alone: Arabic, Hebrew or Persian text may need an isolate to keep a Latin
///   name in place, and the browser renders prose as written.
/// - The marks U+200E (LRM), U+200F (RLM) and U+061C (ALM) are fine everywhere: they carry a
///   direction but reorder nothing on their own, and right-to-left writing uses them routinely.
///   Rust's `text_direction_codepoint_in_literal` lint draws the same line.
enum BidiControls {
    /// Whether `scalar` is one of the embeddings, overrides or isolates.
    static func isReordering(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// The first reordering control in `text`, if any.
    static func first(in text: some StringProtocol) -> Unicode.Scalar? {
        // Every one of them is E2 80 xx or E2 81 xx in UTF-8: text without 0xE2 has none.
        guard text.utf8.contains(0xE2) else { return nil }
        return text.unicodeScalars.first(where: isReordering)
    }

    /// `U+202E (RIGHT-TO-LEFT OVERRIDE)`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        "\(XMLCharacters.codePoint(scalar)) (\(scalar.properties.name ?? "a bidirectional control"))"
    }

    /// A warning for each line of a code block that holds a reordering control.
    /// - Parameters:
    ///   - code: The block's content.
    ///   - file: The article, for the diagnostics.
    ///   - firstLine: The file line of the block's first content line.
    static func warnings(inCode code: String, file: String, firstLine: Int) -> [Diagnostic] {
        guard first(in: code) != nil else { return [] }
        var warnings: [Diagnostic] = []
        for (offset, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let control = first(in: line) else { continue }
            warnings.append(
                Diagnostic(
                    .warning, file: file, line: firstLine + offset,
                    message:
                        "this code holds \(describe(control)), an invisible control that shows the line in another "
                        + "order than the compiler reads it (Trojan Source); delete it, or write it as an escape "
                        + "such as \\u{\(String(control.value, radix: 16, uppercase: true))}"))
        }
        return warnings
    }
}
