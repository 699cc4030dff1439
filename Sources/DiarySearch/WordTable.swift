/// A hash table keyed by words' UTF-8 bytes, with a value per word: the words live one after
/// another in one byte array, and the slots are a flat open-addressing array of entry numbers.
/// Looking a word up makes no `String`, retains nothing and hashes a few machine words, where a
/// `[String: …]` normalises Unicode to hash and compare. Two spellings of one word (composed or
/// not) are two entries.
///
/// Entries keep the order they were added in, so walking them is deterministic.
struct WordTable<Value> {
    private struct Entry {
        var start: Int32
        var length: Int32
        var hash: UInt64
    }

    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    /// The value of each entry, by entry number.
    private(set) var values: [Value] = []
    /// Entry number + 1 per slot, 0 for an empty slot; the count is a power of two.
    private var slots: [Int32]

    /// An empty table with room for about `capacity` words before it grows.
    init(capacity: Int = 64) {
        var slotCount = 16
        while slotCount < capacity * 2 { slotCount *= 2 }
        slots = Array(repeating: 0, count: slotCount)
        arena.reserveCapacity(capacity * 8)
        entries.reserveCapacity(capacity)
        values.reserveCapacity(capacity)
    }

    /// How many distinct words the table holds.
    var count: Int { entries.count }

    /// The hash of a word's bytes: a multiply-and-fold over eight bytes at a time. Not seeded: the
    /// words are the diary author's, and the same input must give the same table.
    static func hash(_ word: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(word.count)
        let raw = UnsafeRawBufferPointer(word)
        var offset = 0
        while offset + 8 <= word.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash >> 32
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < word.count {
            tail = tail << 8 | UInt64(word[offset])
            offset += 1
        }
        hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        return hash ^ (hash >> 29)
    }

    /// The entry number of `word`, whose ``hash(_:)`` is `hash`, or `nil` when it is not in the table.
    func entry(of word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let found = slot(of: word, hash: hash)
        return slots[found] == 0 ? nil : Int(slots[found] - 1)
    }

    /// The entry number of `word`, added with `value` when it is not in the table yet.
    mutating func entry(of word: UnsafeBufferPointer<UInt8>, hash: UInt64, adding value: Value) -> Int {
        let found = slot(of: word, hash: hash)
        if slots[found] != 0 { return Int(slots[found] - 1) }
        let number = entries.count
        entries.append(Entry(start: Int32(arena.count), length: Int32(word.count), hash: hash))
        arena.append(contentsOf: word)
        values.append(value)
        slots[found] = Int32(number + 1)
        if entries.count * 2 > slots.count { grow() }
        return number
    }

    /// Changes the value of entry `number`.
    mutating func update(_ number: Int, _ change: (inout Value) -> Void) {
        change(&values[number])
    }

    /// The hash of entry `number`'s word.
    func hash(of number: Int) -> UInt64 {
        entries[number].hash
    }

    /// Calls `body` with the bytes of entry `number`'s word.
    func withWord<Result>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let entry = entries[number]
        return try arena.withUnsafeBufferPointer { arena in
            try body(UnsafeBufferPointer(rebasing: arena[Int(entry.start)..<Int(entry.start + entry.length)]))
        }
    }

    /// The word of entry `number`, as a string.
    func word(_ number: Int) -> String {
        withWord(number) { String(decoding: $0, as: UTF8.self) }
    }

    // MARK: Slots

    /// The slot holding `word`, or the empty slot where it would go. Probes through buffer
    /// pointers: the slot mask and the entry numbers keep every index in range.
    private func slot(of word: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
        slots.withUnsafeBufferPointer { slots in
            entries.withUnsafeBufferPointer { entries in
                arena.withUnsafeBufferPointer { arena in
                    let mask = slots.count - 1
                    var index = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let occupant = slots[index]
                        if occupant == 0 { return index }
                        let entry = entries[Int(occupant - 1)]
                        if entry.hash == hash, Int(entry.length) == word.count {
                            let start = Int(entry.start)
                            if Self.equal(word, UnsafeBufferPointer(rebasing: arena[start..<start + word.count])) {
                                return index
                            }
                        }
                        index = (index + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether two words of one length have the same bytes, compared eight at a time (a generic
    /// `elementsEqual` goes byte by byte through iterators).
    private static func equal(_ word: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let (left, right) = (UnsafeRawBufferPointer(word), UnsafeRawBufferPointer(other))
        var offset = 0
        while offset + 8 <= word.count {
            if left.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != right.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < word.count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, entry) in entries.enumerated() {
            var index = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[index] != 0 { index = (index + 1) & mask }
            slots[index] = Int32(number + 1)
        }
    }
}

extension WordTable: Sendable where Value: Sendable {}

extension WordTable where Value == Int {
    /// Adds `amount` to the value of `word` (whose ``hash(_:)`` is `hash`), which starts at 0.
    mutating func add(_ amount: Int, to word: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        let number = entry(of: word, hash: hash, adding: 0)
        values[number] += amount
    }
}
