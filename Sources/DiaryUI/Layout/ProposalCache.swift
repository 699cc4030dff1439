/// Results a layout node already computed, by the proposal they answer.
///
/// A node is asked about a handful of proposals at most, so a list searched in order is as fast as
/// a dictionary, and much smaller in a `.wasm`: every `Dictionary` of a new key and value type
/// brings its own copy of the hashing table's code.
struct ProposalCache<Value> {
    private var entries: [(proposal: ProposedViewSize, value: Value)] = []

    /// The value kept for `proposal`, or `nil`.
    func value(for proposal: ProposedViewSize) -> Value? {
        entries.first { $0.proposal == proposal }?.value
    }

    /// Keeps `value` as the answer to `proposal`.
    mutating func keep(_ value: Value, for proposal: ProposedViewSize) {
        entries.append((proposal, value))
    }
}
