/// A value in a rendering context: the data a template reads.
///
/// Contexts are written with literals:
///
/// ```swift
/// let context: MustacheValue = [
///     "title": "Hello",
///     "tags": ["swift", "ui"],
///     "draft": false,
///     "readingMinutes": 4,
///     "author": ["name": "Anna"],
/// ]
/// ```
///
/// Falsey values, which skip a `{{#section}}` and show an `{{^inverted}}` section,
/// are ``null``, `false`, the empty string and the empty array. Everything else,
/// including `0` and an empty dictionary, is truthy.
public enum MustacheValue: Sendable, Hashable {
    /// No value: renders as the empty string and is falsey.
    case null
    /// A boolean: renders as `true` or `false`.
    case bool(Bool)
    /// An integer: renders in decimal without a fraction.
    case int(Int)
    /// A floating-point number: renders in its shortest exact form (`1.21`); whole numbers
    /// render without a fraction (`3.0` renders as `3`).
    case double(Double)
    /// A string: rendered as is (HTML-escaped by `{{name}}`).
    case string(String)
    /// A list: a section renders once per element; an empty list is falsey.
    case array([MustacheValue])
    /// A dictionary: names in the template are looked up in it.
    case dictionary([String: MustacheValue])
}

// MARK: - Literals

extension MustacheValue: ExpressibleByNilLiteral {
    /// Creates ``null`` from `nil`.
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    /// Creates a boolean value from `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    /// Creates an integer value from an integer literal.
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    /// Creates a floating-point value from a float literal.
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension MustacheValue: ExpressibleByStringInterpolation {
    /// Creates a string value from a string literal.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// Creates a string value from an interpolated string literal, such as `"\(count) items"`.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self = .string(String(stringInterpolation: stringInterpolation))
    }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    /// Creates a list from an array literal.
    public init(arrayLiteral elements: MustacheValue...) {
        self = .array(elements)
    }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// Creates a dictionary from a dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

// MARK: - Decoding

extension MustacheValue: Decodable {
    /// Decodes any JSON-like value: null, booleans, integers, other numbers, strings, arrays
    /// and keyed containers.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([MustacheValue].self) {
            self = .array(value)
        } else {
            self = .dictionary(try container.decode([String: MustacheValue].self))
        }
    }
}

// MARK: - Rendering rules

extension MustacheValue {
    /// Whether a section shows for this value (see the type's documentation for the rules).
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let value): value
        case .string(let value): !value.isEmpty
        case .array(let elements): !elements.isEmpty
        case .int, .double, .dictionary: true
        }
    }

    /// The text an interpolation tag writes, or `nil` for lists and dictionaries, which have none.
    var interpolatedText: String? {
        switch self {
        case .null: ""
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): Self.format(value)
        case .string(let value): value
        case .array, .dictionary: nil
        }
    }

    /// Formats a double the way JavaScript does for common values, which the spec expects:
    /// whole numbers lose their `.0`, others keep their shortest exact digits.
    private static func format(_ value: Double) -> String {
        // Truncating conversion, not `rounded()`, keeps libm (and so Foundation) out of the link.
        if value.magnitude < 1e15, Double(Int64(value)) == value {
            return String(Int64(value))
        }
        return String(value)
    }
}
