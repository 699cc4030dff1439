import BuildCache
import Foundation

/// Which templates a page template renders with: itself, the partials it names (`{{> header}}`)
/// and the parents it extends (`{{< base}}`), followed through every level.
///
/// A page's digest leaves out what its templates' comments say (`{{! note }}` counts as `{{!}}`),
/// so editing a comment renders no page; adding or removing one still counts, since a standalone
/// comment tag takes its line's whitespace with it.
struct TemplateDependencies: Sendable {
    /// Template sources by name (`article`, `partials/header`).
    var sources: [String: String]

    /// The digest of each page's templates, in name order.
    func digests(of pages: [String]) -> [String: ContentHash.Digest] {
        Dictionary(
            uniqueKeysWithValues: pages.map { page in
                var hash = ContentHash()
                for name in closure(of: page).sorted() {
                    hash.combine(name)
                    hash.combine(sources[name].map(Self.withoutCommentText))
                }
                return (page, hash.digest)
            })
    }

    /// `page` and every template it reaches. A template that changes its delimiters (`{{=<% %>=}}`)
    /// hides its tags from this scan, so a page that reaches one depends on every template.
    func closure(of page: String) -> Set<String> {
        var reached: Set<String> = []
        var pending = [page]
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let source = sources[name] else { continue }
            if source.contains("{{=") { return Set(sources.keys).union(reached) }
            pending += Self.namedTemplates(in: source)
        }
        return reached
    }

    /// `source` with every comment tag emptied (`{{! anything }}` → `{{!}}`), the rest as written.
    /// A template that changes its delimiters (`{{=<% %>=}}`) is returned whole: its tags cannot
    /// be found by looking for `{{`.
    static func withoutCommentText(_ source: String) -> String {
        if source.contains("{{=") { return source }
        let bytes = Array(source.utf8)
        let open = Array("{{".utf8)
        let close = Array("}}".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var offset = 0
        while let start = firstOffset(of: open, in: bytes, from: offset) {
            let sigil = start + 2 < bytes.count ? bytes[start + 2] : 0
            // What closes the tag: `}}}` after a triple mustache, `}}` after any other.
            let closer = sigil == UInt8(ascii: "{") ? [UInt8(ascii: "}")] + close : close
            guard let end = firstOffset(of: closer, in: bytes, from: start + 2) else { break }
            result += bytes[offset..<start]
            if sigil == UInt8(ascii: "!") {
                result += Array("{{!}}".utf8)
            } else {
                result += bytes[start..<(end + closer.count)]
            }
            offset = end + closer.count
        }
        result += bytes[offset...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `needle` first occurs in `bytes` at or after `start`.
    private static func firstOffset(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard needle.count <= bytes.count else { return nil }
        var offset = start
        while offset + needle.count <= bytes.count {
            if bytes[offset] == needle[0], bytes[offset..<(offset + needle.count)].elementsEqual(needle) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    /// The names after `{{>` and `{{<` in `source`.
    static func namedTemplates(in source: String) -> [String] {
        var names: [String] = []
        var rest = Substring(source)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let sigil = rest.first, sigil == ">" || sigil == "<" else { continue }
            guard let close = rest.range(of: "}}") else { break }
            let name = rest[rest.index(after: rest.startIndex)..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty { names.append(name) }
            rest = rest[close.upperBound...]
        }
        return names
    }
}
