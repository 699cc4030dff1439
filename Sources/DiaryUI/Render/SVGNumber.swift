/// Formats numbers for SVG attributes: deterministic and compact.
///
/// At most two decimals (a hundredth of a point is far below a pixel at any preview scale), no trailing
/// zeros, no "-0", and no exponent notation. Non-finite values print as 0 and magnitudes are capped at a
/// billion so the output stays valid. The markup itself writes numbers as bytes
/// (``SVGBytes/write(number:)``); these are the same digits as a `String`.
enum SVGNumber {
    /// The largest magnitude written; anything beyond is clamped to it.
    static let limit: Double = 1_000_000_000

    /// Formats `value` with at most two decimals.
    static func format(_ value: Double) -> String {
        var bytes = SVGBytes()
        bytes.write(number: value)
        return bytes.text
    }
}
