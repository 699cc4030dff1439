/// A SHA-256 digest of everything that goes into a build, used as its cache key.
///
/// Foundation on Linux has no SHA-256 and the package takes no dependency for one, so this is the
/// algorithm of FIPS 180-4 in a few lines. Inputs are fed as length-prefixed fields, so
/// `["ab", "c"]` and `["a", "bc"]` never hash alike.
struct ContentHash {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// The bytes of an unfinished block (fewer than 64).
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// Adds one field: its byte count, then its bytes.
    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var count = UInt64(utf8.count).littleEndian
            withUnsafeBytes(of: &count) { addRaw(bytes: $0) }
            addRaw(bytes: UnsafeRawBufferPointer(utf8))
        }
    }

    /// The digest of every field added so far, as 64 lowercase hexadecimal digits.
    func hexDigest() -> String {
        var copy = self
        let bitLength = copy.length &* 8
        var padding: [UInt8] = [0x80]
        padding += [UInt8](repeating: 0, count: (119 - copy.pending.count) % 64)
        padding += (0..<8).map { UInt8(truncatingIfNeeded: bitLength >> (56 - 8 * UInt64($0))) }
        copy.addRaw(padding)
        return copy.state.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// Adds bytes as they are, with no length prefix (the plain SHA-256 of the message).
    mutating func addRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { addRaw(bytes: $0) }
    }

    /// Adds bytes as they are: whole blocks straight from `bytes`, the rest kept for later.
    mutating func addRaw(bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            pending += bytes[0..<taken]
            offset = taken
            guard pending.count == 64 else { return }
            pending.withUnsafeBytes { compress($0.baseAddress!) }
            pending.removeAll(keepingCapacity: true)
        }
        while bytes.count - offset >= 64 {
            compress(bytes.baseAddress! + offset)
            offset += 64
        }
        pending += bytes[offset...]
    }

    /// One round of FIPS 180-4 over the 64 bytes at `block`, written on raw pointers so that even
    /// an unoptimised (debug) build hashes megabytes of sources quickly.
    private mutating func compress(_ block: UnsafeRawPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { buffer in
            let words = buffer.baseAddress!
            for index in 0..<16 {
                words[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
            }
            for index in 16..<64 {
                let low = words[index - 15]
                let high = words[index - 2]
                let sigma0 = (low >> 7 | low << 25) ^ (low >> 18 | low << 14) ^ (low >> 3)
                let sigma1 = (high >> 17 | high << 15) ^ (high >> 19 | high << 13) ^ (high >> 10)
                words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
            }
            state.withUnsafeMutableBufferPointer { state in
                let state = state.baseAddress!
                Self.roundConstants.withUnsafeBufferPointer { constants in
                    let constants = constants.baseAddress!
                    var (a, b, c, d, e, f, g, h) = (
                        state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
                    )
                    for index in 0..<64 {
                        let sum1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                        let choice = (e & f) ^ (~e & g)
                        let first = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                        let sum0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        h = g
                        g = f
                        f = e
                        e = d &+ first
                        d = c
                        c = b
                        b = a
                        a = first &+ sum0 &+ majority
                    }
                    state[0] &+= a
                    state[1] &+= b
                    state[2] &+= c
                    state[3] &+= d
                    state[4] &+= e
                    state[5] &+= f
                    state[6] &+= g
                    state[7] &+= h
                }
            }
        }
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
