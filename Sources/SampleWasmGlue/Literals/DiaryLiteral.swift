/// A type a slotted literal may have (``__diaryLiteral(_:_:)``): it reads the text the page
/// sets for the slot, or refuses it.
public protocol DiaryLiteral {
    /// The value the page's text stands for, or `nil` when it does not fit the type.
    init?(diaryLiteralText text: String)
    /// The type's name, for the page's refusal message («не Int»).
    static var diaryLiteralTypeName: StaticString { get }
}

extension Int: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Int" }
}
extension Int8: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Int8" }
}
extension Int16: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Int16" }
}
extension Int32: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Int32" }
}
extension Int64: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Int64" }
}
extension UInt: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "UInt" }
}
extension UInt8: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "UInt8" }
}
extension UInt16: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "UInt16" }
}
extension UInt32: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "UInt32" }
}
extension UInt64: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "UInt64" }
}

extension DiaryLiteral where Self: FixedWidthInteger {
    /// A whole number in decimal, or hexadecimal after `0x`, with an optional sign and `_`
    /// separators, that fits the type.
    public init?(diaryLiteralText text: String) {
        guard let value = LiteralText.integer(text, as: Self.self) else { return nil }
        self = value
    }
}

extension Double: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Double" }
    public init?(diaryLiteralText text: String) {
        guard let value = LiteralText.double(text) else { return nil }
        self = value
    }
}

extension Float: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Float" }
    public init?(diaryLiteralText text: String) {
        guard let value = LiteralText.double(text), value.magnitude <= Double(Float.greatestFiniteMagnitude) else {
            return nil
        }
        self = Float(value)
    }
}

extension String: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "String" }
    public init?(diaryLiteralText text: String) { self = text }
}

extension Character: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Character" }
    public init?(diaryLiteralText text: String) {
        guard text.count == 1, let first = text.first else { return nil }
        self = first
    }
}

extension Bool: DiaryLiteral {
    public static var diaryLiteralTypeName: StaticString { "Bool" }
    /// `true` or `false`, compared byte by byte: both spellings are ASCII, which has one encoding
    /// only, so bytes decide exactly what `String ==` would, without bringing Unicode
    /// normalisation and its tables into the module.
    public init?(diaryLiteralText text: String) {
        if text.utf8.elementsEqual("true".utf8) {
            self = true
        } else if text.utf8.elementsEqual("false".utf8) {
            self = false
        } else {
            return nil
        }
    }
}
