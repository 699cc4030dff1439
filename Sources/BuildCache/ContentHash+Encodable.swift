extension ContentHash {
    /// The digest of `value` and of everything it stores, as its `Encodable` conformance
    /// encodes it (``combine(encoding:)``).
    ///
    /// This is how a cache key is made from an input type: declare every input of a step as a
    /// stored property of one `Encodable` value, and the compiler's synthesised conformance
    /// feeds each of them, so an input added later cannot be left out of the key.
    public static func digest<Value: Encodable>(of value: Value) -> Digest {
        var hash = ContentHash()
        hash.combine(encoding: value)
        return hash.digest
    }

    /// Feeds `value` and everything it stores, through its `Encodable` conformance.
    ///
    /// Properties are fed with their names, each value with its kind, and every nested value as
    /// the digest of its own encoding, so differently shaped values never feed the same words.
    /// Keyed entries (a struct's properties, a `Dictionary`'s entries) and a `Set`'s elements are
    /// hashed each on its own and summed (as ``combine(unordered:_:)`` does): a dictionary's or
    /// set's order differs between processes.
    ///
    /// The value's conformance must not throw: a hashed input is plain data.
    public mutating func combine<Value: Encodable>(encoding value: Value) {
        combine(HashingEncoder.digest(of: value))
    }
}

/// Tags fed before each encoded value, so that values of different kinds never feed the same
/// words.
enum EncodedKind: UInt64 {
    case null = 1, bool, signed, unsigned, double, float, string, digest, nested, keyedContainer, unkeyedContainer
    case singleValue, entry, nestedContainer
}

/// The `Encoder` behind ``ContentHash/combine(encoding:)``: one per encoded value, holding the
/// hash its containers feed.
final class HashingEncoder: Encoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// What the containers feed: the whole stream for ordered values; for unordered ones, the
    /// entry being hashed.
    fileprivate var hash = ContentHash()
    /// The type of the value being encoded, asked whether it is unordered only when it asks for
    /// an unkeyed container: a failing cast to a protocol is slow, and most values are structs.
    private let valueType: any Encodable.Type
    /// The container the value asked for first.
    private var kind = EncodedKind.null
    /// For keyed entries (a struct's properties, a `Dictionary`'s entries: hashed in any order)
    /// 1; for a `Set`'s or `Dictionary`'s unkeyed elements, how many make one entry; `nil` for
    /// ordered values.
    private var entryWidth: Int?
    private var entryFill = 0
    private var entryCount = 0
    private var sumHigh: UInt64 = 0
    private var sumLow: UInt64 = 0
    /// Containers asked for with `nestedContainer`, `nestedUnkeyedContainer` or `superEncoder`:
    /// fed in the order they were made, once the value is encoded.
    private var nested: [HashingEncoder] = []

    private init(valueType: any Encodable.Type) {
        self.valueType = valueType
    }

    /// The digest of `value`'s encoding.
    static func digest<Value: Encodable>(of value: Value) -> ContentHash.Digest {
        if let digest = value as? ContentHash.Digest { return digest }
        let encoder = HashingEncoder(valueType: Value.self)
        do {
            try value.encode(to: encoder)
        } catch {
            preconditionFailure("a hashed value must encode without throwing: \(error)")
        }
        return encoder.digest
    }

    /// Everything fed so far, with the nested containers' digests after it.
    private var digest: ContentHash.Digest {
        var result = ContentHash()
        result.combine(kind.rawValue)
        if entryWidth != nil {
            result.combine(entryCount)
            result.combine(ContentHash.Digest(high: sumHigh, low: sumLow))
        } else {
            result.combine(hash.digest)
        }
        for child in nested { result.combine(child.digest) }
        return result.digest
    }

    /// Feeds one element (a keyed entry, an unkeyed element, a single value): to the stream, or
    /// for an unordered value to its entry, whose digest joins the sum once the entry is whole.
    /// A keyed entry (`wholeEntry`) is one entry on its own.
    fileprivate func feed(wholeEntry: Bool = false, _ body: (inout ContentHash) -> Void) {
        body(&hash)
        guard let entryWidth else { return }
        entryFill += 1
        guard wholeEntry || entryFill == entryWidth else { return }
        let entry = hash.digest
        sumHigh &+= entry.high
        sumLow &+= entry.low
        entryCount += 1
        entryFill = 0
        hash = ContentHash()
    }

    /// Feeds a nested value: the digest of its own encoding, with the kind of a nested value.
    fileprivate static func combine<Value: Encodable>(_ value: Value, into hash: inout ContentHash) {
        hash.combine(EncodedKind.nested.rawValue)
        hash.combine(digest(of: value))
    }

    /// A container nested in this one: a child encoder, fed after everything else (the
    /// caller feeds ``EncodedKind/nestedContainer`` where it stands).
    fileprivate func child() -> HashingEncoder {
        let child = HashingEncoder(valueType: Int.self)
        nested.append(child)
        return child
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if kind == .null {
            kind = .keyedContainer
            entryWidth = 1
        }
        return KeyedEncodingContainer(KeyedHashingContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if kind == .null {
            kind = .unkeyedContainer
            entryWidth = (valueType as? any UnorderedEncodable.Type)?.entryWidth
        }
        return UnkeyedHashingContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        if kind == .null { kind = .singleValue }
        return UnkeyedHashingContainer(encoder: self)
    }
}

/// Values whose encoding lists their elements in no set order: their elements are hashed each
/// on its own and summed.
protocol UnorderedEncodable {
    /// How many elements of the unkeyed encoding make one entry (a `Dictionary` whose keys are
    /// neither strings nor integers encodes key and value as two elements).
    static var entryWidth: Int { get }
}

extension Set: UnorderedEncodable {
    static var entryWidth: Int { 1 }
}

extension Dictionary: UnorderedEncodable {
    static var entryWidth: Int { 2 }
}

extension ContentHash {
    /// Feeds one encoded primitive: its kind, then its value.
    fileprivate mutating func combine(_ kind: EncodedKind, _ word: UInt64) {
        combine(kind.rawValue)
        combine(word)
    }
}

/// The keyed container of ``HashingEncoder``: each entry is its key with its value.
private struct KeyedHashingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: HashingEncoder
    var codingPath: [any CodingKey] { [] }

    private func entry(_ key: Key, _ body: (inout ContentHash) -> Void) {
        encoder.feed(wholeEntry: true) { hash in
            hash.combine(EncodedKind.entry.rawValue)
            hash.combine(key.stringValue)
            body(&hash)
        }
    }

    mutating func encodeNil(forKey key: Key) { entry(key) { $0.combine(EncodedKind.null.rawValue) } }
    mutating func encode(_ value: Bool, forKey key: Key) { entry(key) { $0.combine(.bool, value ? 1 : 0) } }
    mutating func encode(_ value: String, forKey key: Key) {
        entry(key) { hash in
            hash.combine(EncodedKind.string.rawValue)
            hash.combine(value)
        }
    }
    mutating func encode(_ value: Double, forKey key: Key) { entry(key) { $0.combine(.double, value.bitPattern) } }
    mutating func encode(_ value: Float, forKey key: Key) {
        entry(key) { $0.combine(.float, UInt64(value.bitPattern)) }
    }
    mutating func encode(_ value: Int, forKey key: Key) { encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) { encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) { encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) { encodeSigned(Int64(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) { encodeSigned(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) { encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) { encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) { encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) { encodeUnsigned(UInt64(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) { encodeUnsigned(value, key) }

    private func encodeSigned(_ value: Int64, _ key: Key) {
        entry(key) { $0.combine(.signed, UInt64(bitPattern: value)) }
    }

    private func encodeUnsigned(_ value: UInt64, _ key: Key) {
        entry(key) { $0.combine(.unsigned, value) }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        entry(key) { HashingEncoder.combine(value, into: &$0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        entry(key) { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        entry(key) { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.feed(wholeEntry: true) { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child()
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        entry(key) { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child()
    }
}

/// The unkeyed and single-value container of ``HashingEncoder``: each value is one element.
private struct UnkeyedHashingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let encoder: HashingEncoder
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(encoder: HashingEncoder) {
        self.encoder = encoder
    }

    private mutating func element(_ body: (inout ContentHash) -> Void) {
        count += 1
        encoder.feed(body)
    }

    mutating func encodeNil() { element { $0.combine(EncodedKind.null.rawValue) } }
    mutating func encode(_ value: Bool) { element { $0.combine(.bool, value ? 1 : 0) } }
    mutating func encode(_ value: String) {
        element { hash in
            hash.combine(EncodedKind.string.rawValue)
            hash.combine(value)
        }
    }
    mutating func encode(_ value: Double) { element { $0.combine(.double, value.bitPattern) } }
    mutating func encode(_ value: Float) { element { $0.combine(.float, UInt64(value.bitPattern)) } }
    mutating func encode(_ value: Int) { encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int8) { encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int16) { encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int32) { encodeSigned(Int64(value)) }
    mutating func encode(_ value: Int64) { encodeSigned(value) }
    mutating func encode(_ value: UInt) { encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt8) { encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt16) { encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt32) { encodeUnsigned(UInt64(value)) }
    mutating func encode(_ value: UInt64) { encodeUnsigned(value) }

    private mutating func encodeSigned(_ value: Int64) {
        element { $0.combine(.signed, UInt64(bitPattern: value)) }
    }

    private mutating func encodeUnsigned(_ value: UInt64) {
        element { $0.combine(.unsigned, value) }
    }

    mutating func encode<T: Encodable>(_ value: T) {
        element { HashingEncoder.combine(value, into: &$0) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        element { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        element { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        element { $0.combine(EncodedKind.nestedContainer.rawValue) }
        return encoder.child()
    }
}
