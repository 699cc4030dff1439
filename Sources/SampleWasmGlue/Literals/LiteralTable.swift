/// The values the page has set for a module's literal slots (``LiteralSlots`` in
/// `SampleExtraction` rewrites each shown literal into ``__diaryLiteral(_:_:)``), and the values
/// that did not fit their slot's type.
///
/// One instance of a module's WebAssembly runs one thing at a time, so the table is a plain global.
enum LiteralTable {
    /// The text set for each slot.
    nonisolated(unsafe) static var values: [Int32: String] = [:]
    /// The slots whose text did not fit the type they were read as, with that type's name.
    nonisolated(unsafe) static var refusals: [Int32: StaticString] = [:]
    /// The slots read since ``takeReads()`` last ran: whether a value was set for them or not,
    /// a drawing that read none of the slots that changed draws the same picture again.
    nonisolated(unsafe) static var reads: Set<Int32> = []

    /// The value for `slot` of type `T`: the page's text read as `T`, or `value` (the literal as
    /// written) when the page set nothing or set something that is no `T` (then refused).
    static func read<T: DiaryLiteral>(_ slot: Int32, default value: T) -> T {
        read(slot, as: T.self) ?? value
    }

    /// The page's text for `slot` read as `T`, or `nil` when it set nothing or something that is
    /// no `T` (then refused).
    static func read<T: DiaryLiteral>(_ slot: Int32, as type: T.Type) -> T? {
        reads.insert(slot)
        guard !values.isEmpty, let text = values[slot] else { return nil }
        guard let read = T(diaryLiteralText: text) else {
            refusals[slot] = T.diaryLiteralTypeName
            return nil
        }
        return read
    }

    /// Sets the text of `slot`; a refusal of its previous text is forgotten.
    static func set(_ slot: Int32, _ text: String) {
        values[slot] = text
        refusals[slot] = nil
    }

    /// Forgets every slot's text and refusal: every literal reads as written again.
    static func reset() {
        values = [:]
        refusals = [:]
    }

    /// The slots read since the last call, in order, each followed by a space; forgets them.
    static func takeReads() -> String {
        let text = reads.sorted().map { "\($0) " }.joined()
        reads = []
        return text
    }

    /// One line per refused slot, in slot order: its number, a space, the type's name.
    static var refusalLines: String {
        refusals.keys.sorted().map { "\($0) \(refusals[$0]!)\n" }.joined()
    }
}

/// A slotted literal (``LiteralTable``): the page's value for `slot` when it set one that fits,
/// otherwise `value`, the literal as written. Still a literal argument, `value` gives `T` the
/// type the literal would have had.
@inline(never)
public func __diaryLiteral<T: DiaryLiteral>(_ slot: Int32, _ value: T) -> T {
    LiteralTable.read(slot, default: value)
}
