import Mustache

extension ContentHash {
    /// Feeds a template context, dictionaries in the order of their keys (`String`'s `<`, the same
    /// in every process: Swift's own hashing is seeded per process, so the dictionaries' order
    /// is not), so equal contexts give equal digests.
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
            combine(fields.count)
            for (key, field) in fields.sorted(by: { $0.key < $1.key }) {
                combine(key)
                combine(field)
            }
        }
    }
}
