/// The key `Text` is created with from a string literal, as in SwiftUI: interpolated values are formatted
/// with the `printf` specifier SwiftUI gives their type, so `Text("progress \(0.5)")` shows
/// "progress 0.500000" (`%lf`), as Xcode's canvas does. Previews have no localisation tables, so the
/// formatted key is the text shown.
///
/// Interpolation accepts what SwiftUI's accepts for these types: strings (`%@`), integers (`%lld`),
/// `Double` (`%lf`), `Float` (`%f`), `Text`, and a value with an explicit `specifier:`. Any other value
/// is a compile error, as it is in Xcode. Source: Apple, `LocalizedStringKey.StringInterpolation`
/// documentation; the `%lf` for `Double` as `String(format:)` prints it.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// The key with its interpolations formatted.
    let text: String

    /// Creates a key from a string, as it is.
    public init(_ value: String) {
        self.text = value
    }

    public init(stringLiteral value: String) {
        self.text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
    }

    /// Builds a key from literal segments and formatted values.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a string (`%@`).
        public mutating func appendInterpolation(_ string: String) {
            text += string
        }

        /// Appends a substring or other string-like value (`%@`).
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            text += String(string)
        }

        /// Appends an integer (`%lld`).
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I) {
            text += String(value)
        }

        /// Appends a `Double` as `%lf` does: six decimals.
        public mutating func appendInterpolation(_ value: Double) {
            text += PrintfFormat.fixed(value, decimals: 6)
        }

        /// Appends a `Float` as `%f` does: six decimals.
        public mutating func appendInterpolation(_ value: Float) {
            text += PrintfFormat.fixed(Double(value), decimals: 6)
        }

        /// Appends a number formatted with a `printf` specifier such as `"%.2f"`.
        public mutating func appendInterpolation(_ value: Double, specifier: String) {
            text += PrintfFormat.format(value, specifier: specifier)
        }

        /// Appends an integer formatted with a `printf` specifier such as `"%d"`.
        public mutating func appendInterpolation<I: BinaryInteger>(_ value: I, specifier: String) {
            text += PrintfFormat.format(value, specifier: specifier)
        }

        /// Appends the string of another text.
        public mutating func appendInterpolation(_ text: Text) {
            self.text += text.content
        }
    }
}
