/// How the text given for an option or argument becomes a typed value, and what to tell the user
/// when it cannot.
public struct ValueForm<Value: Sendable>: Sendable {
    /// What a valid value looks like, completing "--name must be …", e.g. `a positive number`.
    public var expected: String
    /// The typed value of `text`, or `nil` when `text` is not of this form.
    let parse: @Sendable (_ text: String) -> Value?

    /// A form that `parse` recognises.
    /// - Parameters:
    ///   - expected: What a valid value looks like, completing "--name must be …".
    ///   - parse: The typed value of the text, or `nil` when the text does not fit.
    public init(expected: String, parse: @escaping @Sendable (_ text: String) -> Value?) {
        self.expected = expected
        self.parse = parse
    }
}

extension ValueForm where Value == String {
    /// Any text, as given.
    public static var text: ValueForm<String> {
        ValueForm(expected: "some text") { $0 }
    }

    /// Any text but the empty one.
    public static var nonEmptyText: ValueForm<String> {
        ValueForm(expected: "a non-empty value") { $0.isEmpty ? nil : $0 }
    }
}

extension ValueForm where Value: FixedWidthInteger {
    /// A whole number written in decimal, within `range`.
    ///
    /// The expected form is said the way a user reads it: `a positive number` for `1...Int.max`,
    /// `a number from 0 to 65535` for a range a user can bump into (any upper bound but the
    /// maximum of a type of 32 bits or more).
    public static func number(in range: ClosedRange<Value>) -> ValueForm<Value> {
        let unbounded = range.upperBound == Value.max && Value.bitWidth >= 32
        let expected =
            if !unbounded {
                "a number from \(range.lowerBound) to \(range.upperBound)"
            } else if range.lowerBound == 1 {
                "a positive number"
            } else {
                "a number of at least \(range.lowerBound)"
            }
        return ValueForm(expected: expected) { text in
            guard let number = Value(text, radix: 10), range.contains(number) else { return nil }
            return number
        }
    }

    /// Any whole number the type can hold.
    public static var number: ValueForm<Value> { number(in: Value.min...Value.max) }
}
