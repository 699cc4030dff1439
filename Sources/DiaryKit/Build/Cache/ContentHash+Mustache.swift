import BuildCache
import Mustache

extension ContentHash {
    /// Feeds a template context so that equal contexts give equal digests: a dictionary's
    /// entries are hashed each on its own and summed (``combine(unordered:_:)``), because its
    /// order differs between processes (Swift's hashing is seeded per process), and sorting the
    /// keys of every page's context cost more than hashing them.
    mutating func combine(_ value: MustacheValue) {
        switch value {
        case .null:
            combine(0)
        case .bool(let flag):
            combine(1)
            combine(flag)
        case .int(let number):
            combine(2)
            combine(number)
        case .double(let number):
            combine(3)
            combine(Int(bitPattern: UInt(number.bitPattern)))
        case .string(let text):
            combine(4)
            combine(text)
        case .array(let elements):
            combine(5)
            combine(elements.count)
            for element in elements { combine(element) }
        case .dictionary(let fields):
            combine(6)
            combine(unordered: fields) { hash, entry in
                hash.combine(entry.key)
                hash.combine(entry.value)
            }
        }
    }
}
