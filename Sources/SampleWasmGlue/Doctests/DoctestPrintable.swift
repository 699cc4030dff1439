/// A value Embedded Swift cannot describe itself, printed by the doctests' `print`: an array, an
/// array slice or an optional of `CustomStringConvertible` values.
///
/// Embedded Swift has no `print(_ items: Any...)` (no existentials, no reflection) and no
/// `description` for arrays or optionals, yet doctests print several values at once and print
/// arrays; `DoctestPrint.swift`'s overloads take each value as either kind and format it the
/// way the standard library does (`["a", "b"]`, `Optional(1)`, `nil`).
protocol _DoctestPrintable {
    /// The value as the standard library's `print` shows it.
    var _doctestText: String { get }
}

extension Array: _DoctestPrintable where Element: CustomStringConvertible {
    var _doctestText: String { "[" + map(_doctestDebugText).joined(separator: ", ") + "]" }
}

extension ArraySlice: _DoctestPrintable where Element: CustomStringConvertible {
    var _doctestText: String { "[" + map(_doctestDebugText).joined(separator: ", ") + "]" }
}

extension Optional: _DoctestPrintable where Wrapped: CustomStringConvertible {
    var _doctestText: String { map { "Optional(" + _doctestDebugText($0) + ")" } ?? "nil" }
}

/// A value as a collection shows its elements: strings and characters quoted and escaped.
func _doctestDebugText<T: CustomStringConvertible>(_ value: T) -> String {
    if let text = value as? String { return _doctestQuoted(text) }
    if let text = value as? Substring { return _doctestQuoted(String(text)) }
    if let character = value as? Character { return _doctestQuoted(String(character)) }
    return value.description
}

/// `text` as a string literal: quoted, with `"`, `\`, line feed, carriage return and tab escaped.
func _doctestQuoted(_ text: String) -> String {
    // Scalars, not characters: the escapes concern single scalars, and grapheme breaking
    // would pull the Unicode tables into every module that prints a string array.
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\r": quoted += "\\r"
        case "\t": quoted += "\\t"
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    return quoted + "\""
}

/// Prints the texts of one `print` call to standard output.
func _doctestWrite(_ texts: [String], separator: String, terminator: String) {
    GlueOutput.write(texts.joined(separator: separator) + terminator, to: .standardOutput)
}

/// `print()` with no value: the terminator alone.
func print(separator: String = " ", terminator: String = "\n") {
    GlueOutput.write(terminator, to: .standardOutput)
}
