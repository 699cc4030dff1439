import CZlib

/// gzip files (RFC 1952) made with zlib, byte for byte the same on every build: the header
/// carries no name and no time, and "unknown" as its operating system, so a file depends on its
/// contents (and zlib's version) alone. The search index's document files are stored this way
/// and inflated by the browser (`DecompressionStream('gzip')` in `js/search.js`).
public enum Gzip {
    /// The header: magic, deflate, no flags, no time, best compression, unknown OS.
    static let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 2, 0xFF]

    /// zlib's default level: for the search shards, whose runs of digits cost level 9 seven times
    /// the time for 2 % fewer bytes.
    public static let defaultLevel: Int32 = 6

    /// `bytes` compressed as a gzip file, at zlib `level` (best compression unless told).
    public static func compress(_ bytes: [UInt8], level: Int32 = Z_BEST_COMPRESSION) -> [UInt8] {
        var stream = z_stream()
        // Raw deflate (negative window bits): the header and trailer are written here.
        guard
            deflateInit2_(
                &stream, level, Z_DEFLATED, -MAX_WBITS, 9, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { fatalError("zlib could not start deflating") }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var output = [UInt8](repeating: 0, count: header.count + bound + 8)
        var input = bytes
        let written = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress! + header.count
                stream.avail_out = uInt(bound)
                let status = deflate(&stream, Z_FINISH)
                precondition(status == Z_STREAM_END, "deflateBound leaves room for the whole stream")
                return Int(stream.total_out)
            }
        }
        output.replaceSubrange(0..<header.count, with: header)
        // The extra flags byte says "best compression" (2) only when it was.
        if level != Z_BEST_COMPRESSION { output[8] = 0 }
        output.removeSubrange((header.count + written)...)
        let checksum = bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, uInt($0.count))) }
        appendLittleEndian(checksum, to: &output)
        appendLittleEndian(UInt32(truncatingIfNeeded: bytes.count), to: &output)
        return output
    }

    /// The contents of a gzip file, or `nil` when it is not one zlib can read.
    public static func decompress(_ bytes: [UInt8]) -> [UInt8]? {
        var stream = z_stream()
        // 15 + 32: a zlib or gzip header, detected.
        guard inflateInit2_(&stream, MAX_WBITS + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { inflateEnd(&stream) }
        var input = bytes
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        return input.withUnsafeMutableBufferPointer { source -> [UInt8]? in
            stream.next_in = source.baseAddress
            stream.avail_in = uInt(source.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, target.count - Int(stream.avail_out))
                }
                output += chunk[0..<produced]
                if status == Z_STREAM_END { return output }
                if status != Z_OK { return nil }
            }
        }
    }

    private static func appendLittleEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }
}
