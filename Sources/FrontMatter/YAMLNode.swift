/// A YAML value as written: scalars stay strings (no type guessing), mappings keep their order.
public indirect enum YAMLValue: Sendable, Equatable {
    /// A scalar; `isPlain` is false when it was quoted or a block scalar (`|`, `>`), so
    /// `"2023-06-08"` can be told apart from `2023-06-08`.
    case scalar(String, isPlain: Bool)
    /// A sequence (`[a, b]` or `- a` lines).
    case sequence([YAMLNode])
    /// A mapping, in source order; keys are unique.
    case mapping([(key: String, value: YAMLNode)])

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let left, let leftPlain), .scalar(let right, let rightPlain)):
            left == right && leftPlain == rightPlain
        case (.sequence(let left), .sequence(let right)): left == right
        case (.mapping(let left), .mapping(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// A ``YAMLValue`` and where it starts in the article file.
public struct YAMLNode: Sendable, Equatable {
    /// The value.
    public var value: YAMLValue
    /// The 1-based line in the article file.
    public var line: Int
    /// The 1-based column (in characters).
    public var column: Int

    /// Creates a node.
    public init(value: YAMLValue, line: Int, column: Int) {
        self.value = value
        self.line = line
        self.column = column
    }

    /// The scalar's text, or `nil` for sequences and mappings.
    public var scalar: String? {
        if case .scalar(let text, _) = value { text } else { nil }
    }

    /// Whether this is a plain scalar YAML reads as null (`~`, `null`, or nothing after the colon).
    public var isNull: Bool {
        if case .scalar(let text, true) = value { ["", "~", "null", "Null", "NULL"].contains(text) } else { false }
    }

    /// The elements of a sequence, or `nil` for scalars and mappings.
    public var sequence: [YAMLNode]? {
        if case .sequence(let elements) = value { elements } else { nil }
    }

    /// The entries of a mapping in order, or `nil` for scalars and sequences.
    public var mapping: [(key: String, value: YAMLNode)]? {
        if case .mapping(let entries) = value { entries } else { nil }
    }

    /// The value for `key` in a mapping; `nil` when absent or when this is not a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key == key }?.value
    }
}
