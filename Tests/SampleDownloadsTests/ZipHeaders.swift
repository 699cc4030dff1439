/// Just enough of the ZIP format to check what libarchive wrote: the central directory's
/// entries with their times and extra fields, and each entry's local header time.
struct ZipHeaders {
    struct Entry {
        var name: String
        /// The MS-DOS time and date as stored (little-endian), in the central directory.
        var centralTime: [UInt8]
        /// The same in the entry's local header.
        var localTime: [UInt8]
        /// The central directory's extra fields by their two-letter id.
        var extraFields: [String: [UInt8]]
    }

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    var entries: [Entry] = []

    init(_ bytes: [UInt8]) throws {
        let end = bytes.count - 22
        guard end >= 0, bytes[end..<end + 4] == [0x50, 0x4B, 0x05, 0x06] else {
            throw Malformed(description: "no end of central directory in the last 22 bytes")
        }
        let count = Self.uint16(bytes, end + 10)
        var offset = Self.uint32(bytes, end + 16)
        for _ in 0..<count {
            guard offset + 46 <= bytes.count, bytes[offset..<offset + 4] == [0x50, 0x4B, 0x01, 0x02] else {
                throw Malformed(description: "no central directory header at \(offset)")
            }
            let nameLength = Self.uint16(bytes, offset + 28)
            let extraLength = Self.uint16(bytes, offset + 30)
            let commentLength = Self.uint16(bytes, offset + 32)
            let local = Self.uint32(bytes, offset + 42)
            let name = String(decoding: bytes[offset + 46..<offset + 46 + nameLength], as: UTF8.self)
            let extra = Array(bytes[offset + 46 + nameLength..<offset + 46 + nameLength + extraLength])
            entries.append(
                Entry(
                    name: name, centralTime: Array(bytes[offset + 12..<offset + 16]),
                    localTime: Array(bytes[local + 10..<local + 14]), extraFields: Self.fields(extra)))
            offset += 46 + nameLength + extraLength + commentLength
        }
    }

    private static func fields(_ extra: [UInt8]) -> [String: [UInt8]] {
        var fields: [String: [UInt8]] = [:]
        var index = 0
        while index + 4 <= extra.count {
            let id = String(decoding: extra[index..<index + 2], as: UTF8.self)
            let length = uint16(extra, index + 2)
            fields[id] = Array(extra[index + 4..<min(extra.count, index + 4 + length)])
            index += 4 + length
        }
        return fields
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        uint16(bytes, offset) | uint16(bytes, offset + 2) << 16
    }
}
