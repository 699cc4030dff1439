/// A 128-bit digest of everything fed to it, for naming cache entries by their inputs.
///
/// Two independent 64-bit lanes mix every 8-byte word with multiply-rotate steps and a
/// SplitMix64 finaliser; a field's length is mixed in before its bytes, so `("ab", "c")` and
/// `("a", "bc")` differ. It is not cryptographic: it guards against accidents (an edited file, a
/// changed setting), not against someone forging a collision in their own content.
public struct ContentHash: Sendable {
    private var first: UInt64 = 0x243F_6A88_85A3_08D3
    private var second: UInt64 = 0x1319_8A2E_0370_7344

    public init() {}

    /// Feeds a string's UTF-8 bytes.
    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Feeds an optional string; `nil` and `""` differ.
    public mutating func combine(_ text: String?) {
        guard let text else {
            combine(UInt64.max)
            return
        }
        combine(UInt64(0))
        combine(text)
    }

    /// Feeds an integer.
    public mutating func combine(_ value: Int) {
        combine(UInt64(bitPattern: Int64(value)))
    }

    /// Feeds a Boolean.
    public mutating func combine(_ value: Bool) {
        combine(value ? UInt64(1) : 0)
    }

    /// Feeds raw bytes, their count first.
    public mutating func combine(bytes: UnsafeRawBufferPointer) {
        mix(UInt64(bytes.count))
        var offset = 0
        while offset + 8 <= bytes.count {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        mix(tail)
    }

    /// Feeds values that come in no set order (a `Set`'s, a `Dictionary`'s): each is hashed on
    /// its own by `feed` and the digests are added up, so their order does not matter and
    /// nothing needs sorting. The count is fed too; a value given twice counts twice.
    public mutating func combine<Items: Sequence>(
        unordered items: Items, _ feed: (inout ContentHash, Items.Element) -> Void
    ) {
        var high: UInt64 = 0
        var low: UInt64 = 0
        var count = 0
        for item in items {
            var hash = ContentHash()
            feed(&hash, item)
            let digest = hash.digest
            high &+= digest.high
            low &+= digest.low
            count += 1
        }
        combine(count)
        combine(Digest(high: high, low: low))
    }

    /// Feeds a digest made elsewhere.
    public mutating func combine(_ digest: Digest) {
        combine(digest.high)
        combine(digest.low)
    }

    /// Feeds one 64-bit word.
    mutating func combine(_ word: UInt64) {
        mix(word)
    }

    private mutating func mix(_ word: UInt64) {
        first = ((first ^ word) &* 0x9E37_79B9_7F4A_7C15).rotated(by: 31) &+ second
        second = ((second &+ word) &* 0xC2B2_AE3D_27D4_EB4F).rotated(by: 29) ^ first
    }

    /// The digest of everything fed so far.
    public var digest: Digest {
        Digest(high: Self.finalised(first ^ 0x5851_F42D_4C95_7F2D), low: Self.finalised(second &+ first))
    }

    private static func finalised(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A finished 128-bit digest.
    public struct Digest: Sendable, Hashable, Encodable {
        public var high: UInt64
        public var low: UInt64

        public init(high: UInt64, low: UInt64) {
            self.high = high
            self.low = low
        }

        /// The digest whose ``hex`` is `text`, or `nil` when `text` is not 32 lowercase
        /// hexadecimal digits.
        public init?(hex text: String) {
            var high: UInt64 = 0
            var low: UInt64 = 0
            var count = 0
            for byte in text.utf8 {
                let value: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                guard count < 32 else { return nil }
                if count < 16 { high = high << 4 | UInt64(value) } else { low = low << 4 | UInt64(value) }
                count += 1
            }
            guard count == 32 else { return nil }
            self.init(high: high, low: low)
        }

        /// 32 lowercase hexadecimal digits, for file names.
        public var hex: String {
            Self.hex(high) + Self.hex(low)
        }

        private static func hex(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }
}

extension UInt64 {
    fileprivate func rotated(by count: UInt64) -> UInt64 {
        (self << count) | (self >> (64 - count))
    }
}
