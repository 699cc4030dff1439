extension SwiftHighlighter {
    /// One lexical token of Swift source: what it is and the exact text it covers.
    ///
    /// Concatenating the `text` of every token returned by ``SwiftHighlighter/tokens(in:)``
    /// reproduces the source exactly; `text.startIndex..<text.endIndex` is the token's range
    /// in the source string.
    public struct Token: Sendable, Hashable {
        /// The kind of a token, which decides how it is highlighted.
        public enum Kind: String, Sendable, CaseIterable {
            /// A reserved or contextual keyword: `struct`, `let`, `some`, `self`, `true`.
            case keyword
            /// An attribute with its `@`: `@State`, `@MainActor`.
            case attribute
            /// A piece of a string literal, delimiters included.
            case string
            /// The `\(` (or `\#(`) that opens an interpolation, or the `)` that closes it.
            case interpolation
            /// A line, doc or (nested) block comment.
            case comment
            /// An integer or floating-point literal in any radix.
            case number
            /// An identifier that starts with an upper-case letter, by convention a type.
            case type
            /// A macro or compiler directive with its `#`: `#Preview`, `#if`, `#available`.
            case macro
            /// An operator: `+`, `==`, `->`, `...`, `??`.
            case `operator`
            /// Brackets, commas, colons, the member-access dot and other single characters.
            case punctuation
            /// Any other identifier, including `` `escaped` `` names and `$0`.
            case identifier
            /// Spaces, tabs and line breaks.
            case whitespace

            /// The CSS class the HTML output wraps this kind in, or `nil` when it stays plain.
            public var cssClass: String? {
                cssClassLiteral.map { String(describing: $0) }
            }

            /// ``cssClass`` as a literal, for the highlighter to copy without making a string.
            var cssClassLiteral: StaticString? {
                // Literals rather than `"hl-" + rawValue`: no string building per token.
                switch self {
                case .keyword: "hl-keyword"
                case .attribute: "hl-attribute"
                case .string: "hl-string"
                case .interpolation: "hl-interpolation"
                case .comment: "hl-comment"
                case .number: "hl-number"
                case .type: "hl-type"
                case .macro: "hl-macro"
                case .operator: "hl-operator"
                case .punctuation, .identifier, .whitespace: nil
                }
            }
        }

        /// What the token is.
        public let kind: Kind
        /// The exact slice of the source the token covers; never empty.
        public let text: Substring

        /// Creates a token.
        /// - Parameters:
        ///   - kind: What the token is.
        ///   - text: The slice of the source it covers.
        public init(kind: Kind, text: Substring) {
            self.kind = kind
            self.text = text
        }
    }
}
