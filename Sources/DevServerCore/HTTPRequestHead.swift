/// The parts of an HTTP/1.x request head that `diary serve` acts on, parsed from raw bytes.
///
/// Parsing is a pure function (bytes in, a value or a ``Problem`` out) so that it can be tested
/// and fuzzed without a socket. It is strict where leniency would let two readers disagree about
/// a request: lines end in CRLF only, the request line has exactly three parts separated by
/// single spaces, header lines cannot be folded, and a second `Host` is an error. Anything it
/// does not need (other headers, a body) is checked for shape and otherwise ignored.
public struct HTTPRequestHead: Sendable, Equatable {
    /// The method, e.g. `GET`: one or more token characters.
    public var method: String
    /// The request target in origin form: starts with `/`, visible ASCII only.
    public var target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    public var version: String
    /// The `Host` header's value with surrounding blanks removed, or `nil` without one.
    public var host: String?

    public init(method: String, target: String, version: String, host: String?) {
        self.method = method
        self.target = target
        self.version = version
        self.host = host
    }

    /// A request head larger than this is refused; a browser's GET needs a few kilobytes.
    public static let maximumSize = 16 * 1024
    /// Header lines beyond this many are refused.
    public static let maximumHeaderCount = 100

    /// Why a head cannot be served.
    public enum Problem: Error, Equatable, Sendable {
        /// No blank line ends the head.
        case incomplete
        /// Longer than ``HTTPRequestHead/maximumSize`` or with more than
        /// ``HTTPRequestHead/maximumHeaderCount`` header lines.
        case tooLarge
        /// The request line is not `METHOD SP /target SP HTTP/x.y`.
        case malformedRequestLine
        /// The target is not a path starting with `/` (absolute form, `*`, or a bad byte).
        case unsupportedTarget
        /// Not HTTP/1.0 or HTTP/1.1.
        case unsupportedVersion
        /// A header line is not `name: value`, is folded, or holds a control character.
        case malformedHeader
        /// More than one `Host` header.
        case duplicateHost
    }

    /// The length of the head at the start of `bytes`, through the blank line that ends it, or
    /// `nil` when no complete head is there yet.
    /// - Parameter start: Where to begin looking, to avoid scanning the same bytes again as
    ///   more arrive; the blank line may begin up to three bytes before it.
    public static func headLength(in bytes: [UInt8], searchingFrom start: Int = 0) -> Int? {
        var index = max(0, start - 3)
        while index + 3 < bytes.count {
            if bytes[index] == cr, bytes[index + 1] == lf, bytes[index + 2] == cr, bytes[index + 3] == lf {
                return index + 4
            }
            index += 1
        }
        return nil
    }

    /// Parses a complete head, as ``headLength(in:searchingFrom:)`` delimits it.
    /// - Throws: The first ``Problem`` found.
    public static func parse(_ head: [UInt8]) throws(Problem) -> HTTPRequestHead {
        guard head.count <= maximumSize else { throw .tooLarge }
        guard let length = headLength(in: head), length == head.count else { throw .incomplete }
        let lines = try self.lines(of: head[..<(length - 4)])
        guard lines.count - 1 <= maximumHeaderCount else { throw .tooLarge }
        var parsed = try requestLine(lines[0])
        for line in lines.dropFirst() {
            let (name, value) = try header(line)
            guard name.lowercased() == "host" else { continue }
            guard parsed.host == nil else { throw .duplicateHost }
            parsed.host = value
        }
        return parsed
    }

    // MARK: - Lines

    private static let cr: UInt8 = 13
    private static let lf: UInt8 = 10

    /// The lines between CRLFs; a CR or LF anywhere else is an error.
    private static func lines(of bytes: ArraySlice<UInt8>) throws(Problem) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == cr, index + 1 < bytes.endIndex, bytes[index + 1] == lf {
                lines.append(bytes[start..<index])
                index += 2
                start = index
                continue
            }
            guard byte != cr, byte != lf else { throw lines.isEmpty ? .malformedRequestLine : .malformedHeader }
            index += 1
        }
        lines.append(bytes[start..<bytes.endIndex])
        return lines
    }

    /// `METHOD SP TARGET SP VERSION`.
    private static func requestLine(_ line: ArraySlice<UInt8>) throws(Problem) -> HTTPRequestHead {
        let parts = line.split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(isTokenByte) else {
            throw .malformedRequestLine
        }
        let target = parts[1]
        guard target.first == UInt8(ascii: "/"), target.allSatisfy({ $0 > 32 && $0 < 127 }) else {
            throw .unsupportedTarget
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            throw parts[2].starts(with: Array("HTTP/".utf8)) ? .unsupportedVersion : .malformedRequestLine
        }
        return HTTPRequestHead(
            method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: target, as: UTF8.self),
            version: version, host: nil)
    }

    /// `name: value`, the value without the blanks around it.
    private static func header(_ line: ArraySlice<UInt8>) throws(Problem) -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { throw .malformedHeader }
        let name = line[..<colon]
        guard !name.isEmpty, name.allSatisfy(isTokenByte) else { throw .malformedHeader }
        let isBlank = { (byte: UInt8) in byte == 32 || byte == 9 }
        var value = line[(colon + 1)...]
        while let first = value.first, isBlank(first) { value = value.dropFirst() }
        while let last = value.last, isBlank(last) { value = value.dropLast() }
        guard value.allSatisfy({ ($0 >= 32 && $0 != 127) || $0 == 9 }) else { throw .malformedHeader }
        return (String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
    }

    /// RFC 9110's `tchar`: what a method or a header name is made of.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
