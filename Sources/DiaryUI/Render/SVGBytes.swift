/// SVG markup being written: UTF-8 bytes appended in place, numbers and escaped text included.
///
/// Writing bytes rather than concatenating `String`s keeps a frame to one growing buffer: no
/// temporary strings for numbers, attributes or elements, and no copies of a drawing's markup as it is
/// joined into its parents'. The markup becomes a `String` once, when the document is complete.
struct SVGBytes {
    /// The markup so far.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// How many bytes were written.
    var count: Int { bytes.count }

    /// Whether nothing was written.
    var isEmpty: Bool { bytes.isEmpty }

    /// The markup as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Text

    /// Writes a literal as it is.
    mutating func write(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes text as it is (escape it where it is content or an attribute value: ``write(escaping:)``).
    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes markup written before.
    mutating func write(_ other: SVGBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Writes one ASCII byte.
    mutating func write(byte: UInt8) {
        bytes.append(byte)
    }

    /// Writes text escaped for XML content and attribute values.
    ///
    /// It works on UTF-8 bytes: the escaped characters are ASCII, which never occurs inside a
    /// multi-byte sequence, and comparing `Character`s would bring the standard library's grapheme and
    /// normalisation tables into every `.wasm`.
    mutating func write(escaping text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): write("&amp;")
            case UInt8(ascii: "<"): write("&lt;")
            case UInt8(ascii: ">"): write("&gt;")
            case UInt8(ascii: "\""): write("&quot;")
            default: bytes.append(byte)
            }
        }
    }

    /// Puts `other` before the byte at `index`.
    mutating func insert(_ other: SVGBytes, at index: Int) {
        bytes.insert(contentsOf: other.bytes, at: index)
    }

    /// Takes back what was written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        bytes.removeLast(bytes.count - count)
    }

    /// Replaces the first `placeholder` byte with the bytes of `replacement`.
    mutating func replaceFirst(_ placeholder: UInt8, with replacement: String) {
        guard let index = bytes.firstIndex(of: placeholder) else { return }
        bytes.replaceSubrange(index..<index + 1, with: replacement.utf8)
    }

    // MARK: Numbers

    /// Writes a number as ``SVGNumber`` formats it: at most two decimals, no trailing zeros, no "-0",
    /// no exponent.
    mutating func write(number value: Double) {
        let hundredths = Self.hundredths(value)
        guard hundredths != 0 else { return write(byte: UInt8(ascii: "0")) }
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        write(digitsOf: UInt64(hundredths / 100))
        let fraction = hundredths % 100
        guard fraction != 0 else { return }
        write(byte: UInt8(ascii: "."))
        write(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10))
        if fraction % 10 != 0 { write(byte: UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)) }
    }

    /// Whether `value` is written as "0".
    static func printsAsZero(_ value: Double) -> Bool {
        hundredths(value) == 0
    }

    /// The magnitude of `value` in hundredths, rounded and clamped; 0 for non-finite values.
    private static func hundredths(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        let clamped = Swift.min(Swift.max(value, -SVGNumber.limit), SVGNumber.limit)
        // The nudge makes halves that binary floating point stores just below .5 (0.285 → 28.4999…)
        // round away from zero, as a person would round them.
        return Int64((abs(clamped) * 100 + 1e-6).rounded(.toNearestOrAwayFromZero))
    }

    /// Writes an integer in decimal.
    mutating func write(integer value: Int) {
        if value < 0 { write(byte: UInt8(ascii: "-")) }
        write(digitsOf: UInt64(value.magnitude))
    }

    /// Writes several numbers separated by spaces.
    mutating func write(numbers values: CGFloat...) {
        for (index, value) in values.enumerated() {
            if index > 0 { write(byte: UInt8(ascii: " ")) }
            write(number: value)
        }
    }

    /// Writes the decimal digits of a non-negative integer.
    mutating func write(digitsOf value: UInt64) {
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        // The digits came lowest first.
        var low = start
        var high = bytes.count - 1
        while low < high {
            bytes.swapAt(low, high)
            low += 1
            high -= 1
        }
    }

    // MARK: Colours

    /// Writes a colour as `#rrggbb`, shortened to `#rgb` when each component repeats its digit.
    mutating func write(hex color: RGBA) {
        let red = Self.colorByte(color.red)
        let green = Self.colorByte(color.green)
        let blue = Self.colorByte(color.blue)
        write(byte: UInt8(ascii: "#"))
        if red % 17 == 0, green % 17 == 0, blue % 17 == 0 {
            for byte in [red, green, blue] { write(hexDigit: byte / 17) }
        } else {
            for byte in [red, green, blue] {
                write(hexDigit: byte / 16)
                write(hexDigit: byte % 16)
            }
        }
    }

    /// A colour component, 0…1, as a byte.
    private static func colorByte(_ component: Double) -> UInt8 {
        UInt8((Swift.min(Swift.max(component, 0), 1) * 255).rounded())
    }

    /// Writes one lowercase hexadecimal digit of `value` (0…15).
    private mutating func write(hexDigit value: UInt8) {
        write(byte: value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "a") &+ (value &- 10))
    }
}
