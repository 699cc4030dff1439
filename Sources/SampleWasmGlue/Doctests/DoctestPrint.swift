// The `print` overloads of the doctests: one for each count of values from one to five, each
// value either `CustomStringConvertible` or `_DoctestPrintable` (every combination, since
// Embedded Swift can take neither as an existential). Written out in full rather than generated
// per build, in order: bit i of an overload's number among those of its count makes value i a
// `_DoctestPrintable`. They are internal to the module they are compiled into, so the article's
// code sees them too; a value that prints the same either way prints the same text.
//
// Limits, all reported by the compiler at the doctest's line: a value that is neither (a plain
// enum printed by its case name needs reflection), nested collections, more than five values.

/// `print` of 1 value.
func print<T0: CustomStringConvertible>(
    _ v0: T0, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description], separator: separator, terminator: terminator)
}

/// `print` of 1 value.
func print<T0: _DoctestPrintable>(
    _ v0: T0, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 2 values.
func print<T0: CustomStringConvertible, T1: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description, v1.description], separator: separator, terminator: terminator)
}

/// `print` of 2 values.
func print<T0: _DoctestPrintable, T1: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText, v1.description], separator: separator, terminator: terminator)
}

/// `print` of 2 values.
func print<T0: CustomStringConvertible, T1: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description, v1._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 2 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText, v1._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description, v1.description, v2.description], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText, v1.description, v2.description], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description, v1._doctestText, v2.description], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText, v1._doctestText, v2.description], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description, v1.description, v2._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText, v1.description, v2._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0.description, v1._doctestText, v2._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 3 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite([v0._doctestText, v1._doctestText, v2._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 4 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2.description, v3.description], separator: separator, terminator: terminator)
}

/// `print` of 4 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2.description, v3.description], separator: separator, terminator: terminator)
}

/// `print` of 4 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2.description, v3.description], separator: separator, terminator: terminator)
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2.description, v3.description], separator: separator, terminator: terminator
    )
}

/// `print` of 4 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2._doctestText, v3.description], separator: separator, terminator: terminator)
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2._doctestText, v3.description], separator: separator, terminator: terminator
    )
}

/// `print` of 4 values.
func print<T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2._doctestText, v3.description], separator: separator, terminator: terminator
    )
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: CustomStringConvertible>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2._doctestText, v3.description], separator: separator,
        terminator: terminator)
}

/// `print` of 4 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2.description, v3._doctestText], separator: separator, terminator: terminator)
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2.description, v3._doctestText], separator: separator, terminator: terminator
    )
}

/// `print` of 4 values.
func print<T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2.description, v3._doctestText], separator: separator, terminator: terminator
    )
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2.description, v3._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 4 values.
func print<T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2._doctestText, v3._doctestText], separator: separator, terminator: terminator
    )
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2._doctestText, v3._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 4 values.
func print<T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2._doctestText, v3._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 4 values.
func print<T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: _DoctestPrintable>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2._doctestText, v3._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2.description, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2.description, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2.description, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2.description, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2._doctestText, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2._doctestText, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2._doctestText, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2._doctestText, v3.description, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2.description, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2.description, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2.description, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2.description, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2._doctestText, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2._doctestText, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2._doctestText, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: CustomStringConvertible
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2._doctestText, v3._doctestText, v4.description], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2.description, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2.description, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2.description, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2.description, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2._doctestText, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2._doctestText, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2._doctestText, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: CustomStringConvertible,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2._doctestText, v3.description, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2.description, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2.description, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2.description, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: CustomStringConvertible, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2.description, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1.description, v2._doctestText, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: CustomStringConvertible, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1.description, v2._doctestText, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: CustomStringConvertible, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: _DoctestPrintable,
    T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0.description, v1._doctestText, v2._doctestText, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}

/// `print` of 5 values.
func print<
    T0: _DoctestPrintable, T1: _DoctestPrintable, T2: _DoctestPrintable, T3: _DoctestPrintable, T4: _DoctestPrintable
>(
    _ v0: T0, _ v1: T1, _ v2: T2, _ v3: T3, _ v4: T4, separator: String = " ", terminator: String = "\n"
) {
    _doctestWrite(
        [v0._doctestText, v1._doctestText, v2._doctestText, v3._doctestText, v4._doctestText], separator: separator,
        terminator: terminator)
}
