// Slotted literals of types the article or DiaryUI make expressible by a literal
// (`PreviewDevice("iPhone 15")`, a `LocalizedStringKey`): read through the type's literal type,
// which is one of the standard ones. Disfavoured, so a literal whose type is itself a
// `DiaryLiteral` (`String`, `Double`) takes the plain overload and reads as that type.

/// A string literal of a type built from a `String` literal.
@_disfavoredOverload
@inline(never)
public func __diaryLiteral<T: ExpressibleByStringLiteral>(_ slot: Int32, _ value: T) -> T
where T.StringLiteralType: DiaryLiteral & _ExpressibleByBuiltinStringLiteral {
    guard let read = LiteralTable.read(slot, as: T.StringLiteralType.self) else { return value }
    return T(stringLiteral: read)
}

/// An integer literal of a type built from an integer literal.
@_disfavoredOverload
@inline(never)
public func __diaryLiteral<T: ExpressibleByIntegerLiteral>(_ slot: Int32, _ value: T) -> T
where T.IntegerLiteralType: DiaryLiteral {
    guard let read = LiteralTable.read(slot, as: T.IntegerLiteralType.self) else { return value }
    return T(integerLiteral: read)
}

/// A floating-point literal of a type built from a floating-point literal.
@_disfavoredOverload
@inline(never)
public func __diaryLiteral<T: ExpressibleByFloatLiteral>(_ slot: Int32, _ value: T) -> T
where T.FloatLiteralType: DiaryLiteral {
    guard let read = LiteralTable.read(slot, as: T.FloatLiteralType.self) else { return value }
    return T(floatLiteral: read)
}

/// A Boolean literal of a type built from a Boolean literal.
@_disfavoredOverload
@inline(never)
public func __diaryLiteral<T: ExpressibleByBooleanLiteral>(_ slot: Int32, _ value: T) -> T
where T.BooleanLiteralType: DiaryLiteral {
    guard let read = LiteralTable.read(slot, as: T.BooleanLiteralType.self) else { return value }
    return T(booleanLiteral: read)
}
