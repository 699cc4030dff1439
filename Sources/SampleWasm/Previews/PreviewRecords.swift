import WasmWireFormat

/// One variant of a preview as a sample module's `.wasm` drew it.
public struct DrawnPreview: Sendable, Hashable {
    /// The variant's `previewDisplayName`, or "Preview" (numbered when there are several).
    public var name: String
    /// What the variant is drawn on: the device and orientation, or the preview layout.
    public var caption: String
    /// The SVG in the light appearance.
    public var lightSVG: String
    /// The SVG in the dark appearance (the same scheme as ``lightSVG`` when ``fixedScheme`` is set).
    public var darkSVG: String
    /// `"light"` or `"dark"` when the variant fixes its colour scheme, else `nil`.
    public var fixedScheme: String?
    /// What the variant answers to when it runs live; none when it stays a picture.
    public var reactions: [PreviewReaction]

    /// Creates a variant.
    public init(
        name: String, caption: String, lightSVG: String, darkSVG: String, fixedScheme: String?,
        reactions: [PreviewReaction] = []
    ) {
        self.name = name
        self.caption = caption
        self.lightSVG = lightSVG
        self.darkSVG = darkSVG
        self.fixedScheme = fixedScheme
        self.reactions = reactions
    }
}

/// One thing a preview variant answers to when it runs live, as its module found by trying
/// (DiaryUI's `LiveReactions`).
public struct PreviewReaction: Sendable, Hashable, Codable {
    /// ``WireFormat/Previews/Reaction``'s `tap`, `drag` or `time`.
    public var kind: String
    /// The label of what to tap or drag; empty when it has none, and for time.
    public var subject: String

    /// The kinds in the order a hint names them: a drag, a tap, time.
    public static let kindsByImportance = [
        WireFormat.Previews.Reaction.drag, WireFormat.Previews.Reaction.tap, WireFormat.Previews.Reaction.time,
    ]
    /// Whether time, not the reader, changes the picture.
    public var isTime: Bool { kind == WireFormat.Previews.Reaction.time }

    /// Creates a reaction.
    public init(kind: String, subject: String) {
        self.kind = kind
        self.subject = subject
    }
}

/// The previews of one ```` ```preview Name ```` fence.
public struct DrawnFence: Sendable, Hashable {
    /// The canonical path of the article, as the extraction names it.
    public var articlePath: String
    /// The fence's line in the article.
    public var line: Int
    /// The variants, in the provider's order.
    public var variants: [DrawnPreview]
}

/// One record of a preview run, as ``PreviewGlue`` writes them.
public enum PreviewRecord: Sendable, Hashable {
    /// The glue is about to draw the fence with this number (its index in the module's fences).
    case begin(Int)
    /// A fence's variants.
    case fence(DrawnFence)
}

/// Reads what ``PreviewGlue``'s entry point writes on its record channel, in the format
/// ``WireFormat/Previews`` defines: fields of a UTF-8 byte count, a colon and the bytes; a
/// `begin` record before each fence is drawn, a `fence` record with its variants after.
///
/// The output is untrusted data (article code runs in the same instance): every length is checked
/// against what is left, numbers are bounded, and nothing is interpreted beyond the fields.
public enum PreviewRecords {
    /// Output that does not follow the format, with the byte offset where reading stopped.
    public struct FormatError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The offset in the output.
        public var offset: Int
        /// What was expected there.
        public var expected: String

        public var description: String { "unreadable preview output at byte \(offset): expected \(expected)" }
    }

    /// The records that could be read, and why reading stopped before the end, if it did.
    public struct Reading: Sendable, Hashable {
        /// The whole records, in the order written.
        public var records: [PreviewRecord]
        /// Where the output stopped following the format (a run that was killed mid-record, or a
        /// message that is not a record), or `nil` when every byte was read.
        public var error: FormatError?
        /// The bytes from the first unreadable record on.
        public var rest: [UInt8]
    }

    /// The most variants one fence may claim; a larger count is not a real provider's.
    static let maximumVariants = 10_000

    /// Every record in `output`; throws at the first byte that does not follow the format.
    public static func parse(_ output: [UInt8]) throws(FormatError) -> [PreviewRecord] {
        let reading = read(output)
        if let error = reading.error { throw error }
        return reading.records
    }

    /// Reads whole records until the end of `output` or the first that does not follow the format.
    public static func read(_ output: [UInt8]) -> Reading {
        var reader = FieldReader(bytes: output)
        var records: [PreviewRecord] = []
        while !reader.isAtEnd {
            let start = reader.offset
            do {
                records.append(try record(&reader))
            } catch {
                return Reading(records: records, error: error, rest: Array(output[start...]))
            }
        }
        return Reading(records: records, error: nil, rest: [])
    }

    private static func record(_ reader: inout FieldReader) throws(FormatError) -> PreviewRecord {
        switch try reader.field() {
        case WireFormat.Previews.begin:
            guard let index = Int(try reader.field()), index >= 0 else { throw reader.error("a fence number") }
            return .begin(index)
        case WireFormat.Previews.fence:
            let path = try reader.field()
            guard let line = Int(try reader.field()), line > 0 else { throw reader.error("a line number") }
            guard let count = Int(try reader.field()), (0...maximumVariants).contains(count) else {
                throw reader.error("a variant count")
            }
            var variants: [DrawnPreview] = []
            for _ in 0..<count {
                let name = try reader.field()
                let caption = try reader.field()
                let light = try reader.field()
                let dark = try reader.field()
                let scheme = try reader.field()
                guard ["", WireFormat.Previews.light, WireFormat.Previews.dark].contains(scheme) else {
                    throw reader.error("a colour scheme")
                }
                let reactionCount = Int(try reader.field())
                guard let reactionCount, (0...WireFormat.Previews.Reaction.maximumCount).contains(reactionCount)
                else { throw reader.error("a reaction count") }
                var reactions: [PreviewReaction] = []
                for _ in 0..<reactionCount {
                    let kind = try reader.field()
                    guard WireFormat.Previews.Reaction.all.contains(kind) else { throw reader.error("a reaction kind") }
                    reactions.append(PreviewReaction(kind: kind, subject: try reader.field()))
                }
                variants.append(
                    DrawnPreview(
                        name: name, caption: caption, lightSVG: light, darkSVG: dark,
                        fixedScheme: scheme.isEmpty ? nil : scheme, reactions: reactions))
            }
            return .fence(DrawnFence(articlePath: path, line: line, variants: variants))
        default:
            throw reader.error("the field \"begin\" or \"fence\"")
        }
    }

    /// Reads `<count>:<bytes>` fields.
    private struct FieldReader {
        var bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func field() throws(FormatError) -> String {
            var count = 0
            var digits = 0
            while offset < bytes.count, bytes[offset] != WireFormat.Previews.fieldSeparator {
                let digit = Int(bytes[offset]) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit), digits < 10 else { throw error("a field length") }
                count = count * 10 + digit
                digits += 1
                offset += 1
            }
            guard digits > 0, offset < bytes.count else { throw error("a field length and a colon") }
            offset += 1
            guard count <= bytes.count - offset else { throw error("\(count) bytes") }
            defer { offset += count }
            return String(decoding: bytes[offset..<(offset + count)], as: UTF8.self)
        }

        func error(_ expected: String) -> FormatError { FormatError(offset: offset, expected: expected) }
    }
}
