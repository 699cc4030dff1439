/// The `print` the doctest entry points call, written into their glue file.
///
/// Embedded Swift has no `print(_ items: Any...)` (no existentials, no reflection) and no
/// `description` for arrays or optionals, yet doctests print several values at once and print
/// arrays. The glue therefore declares `fileprivate` overloads of `print` for one to
/// ``maximumArity`` values, each value either `CustomStringConvertible` or an array, array slice
/// or optional of such values, formatted the way the standard library formats them (`["a", "b"]`,
/// `Optional(1)`, `nil`). Being `fileprivate`, they change nothing outside the glue file.
///
/// Limits, all reported by the compiler at the doctest's line: a value that is not
/// `CustomStringConvertible` (a plain enum printed by its case name needs reflection), nested
/// collections, more than ``maximumArity`` values.
enum DoctestPrinting {
    /// The most values one `print` call may take.
    static let maximumArity = 5

    /// The declarations, ready to append to a Swift file.
    static var source: String {
        var source = support
        for arity in 1...maximumArity {
            for mask in 0..<(1 << arity) {
                source += overload(arity: arity, collectionMask: mask)
            }
        }
        return source
    }

    /// One overload; bit `i` of `collectionMask` makes value `i` a collection rather than a
    /// `CustomStringConvertible`.
    private static func overload(arity: Int, collectionMask: Int) -> String {
        let indices = 0..<arity
        let isCollection = { (index: Int) in collectionMask & (1 << index) != 0 }
        let generics = indices.map { "T\($0): \(isCollection($0) ? "_DoctestPrintable" : "CustomStringConvertible")" }
        let parameters = indices.map { "_ v\($0): T\($0)" }
        let texts = indices.map { isCollection($0) ? "v\($0)._doctestText" : "v\($0).description" }
        return """
            fileprivate func print<\(generics.joined(separator: ", "))>(
                \(parameters.joined(separator: ", ")), separator: String = " ", terminator: String = "\\n"
            ) {
                _doctestWrite([\(texts.joined(separator: ", "))], separator: separator, terminator: terminator)
            }

            """
    }

    /// The protocol for collections, its conformances and the shared helpers.
    private static let support = #"""
        /// A value Embedded Swift cannot describe itself: an array, array slice or optional.
        fileprivate protocol _DoctestPrintable {
            var _doctestText: String { get }
        }

        extension Array: _DoctestPrintable where Element: CustomStringConvertible {
            fileprivate var _doctestText: String { "[" + map(_doctestDebugText).joined(separator: ", ") + "]" }
        }

        extension ArraySlice: _DoctestPrintable where Element: CustomStringConvertible {
            fileprivate var _doctestText: String { "[" + map(_doctestDebugText).joined(separator: ", ") + "]" }
        }

        extension Optional: _DoctestPrintable where Wrapped: CustomStringConvertible {
            fileprivate var _doctestText: String { map { "Optional(" + _doctestDebugText($0) + ")" } ?? "nil" }
        }

        /// A value as a collection shows its elements: strings and characters quoted and escaped.
        fileprivate func _doctestDebugText<T: CustomStringConvertible>(_ value: T) -> String {
            if let text = value as? String { return _doctestQuoted(text) }
            if let text = value as? Substring { return _doctestQuoted(String(text)) }
            if let character = value as? Character { return _doctestQuoted(String(character)) }
            return value.description
        }

        fileprivate func _doctestQuoted(_ text: String) -> String {
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

        fileprivate func _doctestWrite(_ texts: [String], separator: String, terminator: String) {
            Swift.print(texts.joined(separator: separator) + terminator, terminator: "")
        }

        fileprivate func print(separator: String = " ", terminator: String = "\n") {
            Swift.print(terminator, terminator: "")
        }

        """#
}
