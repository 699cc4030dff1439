import BuildCache

/// A digest of a cache file's bytes kept at its end and checked whenever it is read, so an entry
/// changed on disk (by hand, by a bad disk, by another program), even one that keeps its length
/// and its format, is a cache miss rebuilt from the sources, never published.
///
/// The digest is ``ContentHash``'s, which reads about a byte a cycle: checking the entries an
/// edit reads costs far less than reading them.
enum CacheSeal {
    /// The bytes the seal adds: the digest's two words.
    static let byteCount = 16

    /// `payload` followed by its digest.
    static func sealed(_ payload: [UInt8]) -> [UInt8] {
        let digest = digest(of: payload[...])
        var bytes = payload
        bytes.reserveCapacity(payload.count + byteCount)
        withUnsafeBytes(of: digest.high.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: digest.low.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Strips the digest from `bytes`, leaving the payload, when they end in the payload's
    /// digest; returns `false` (leaving them as they were) when they do not.
    static func open(_ bytes: inout [UInt8]) -> Bool {
        guard bytes.count >= byteCount else { return false }
        let end = bytes.count - byteCount
        let digest = digest(of: bytes[..<end])
        let stored = bytes.withUnsafeBytes { raw in
            (
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end, as: UInt64.self)),
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: end + 8, as: UInt64.self))
            )
        }
        guard stored == (digest.high, digest.low) else { return false }
        bytes.removeLast(byteCount)
        return true
    }

    /// The payload of the sealed file at `path`, or `nil` when it cannot be read or its bytes
    /// are not what was sealed.
    static func read(_ path: String) -> [UInt8]? {
        guard var bytes = try? FileSystem.read(path), open(&bytes) else { return nil }
        return bytes
    }

    private static func digest(of payload: ArraySlice<UInt8>) -> ContentHash.Digest {
        var hash = ContentHash()
        payload.withUnsafeBytes { hash.combine(bytes: $0) }
        return hash.digest
    }
}
