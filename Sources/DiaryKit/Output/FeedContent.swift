import DiaryContent
import Foundation

/// An article's HTML as a feed entry carries it, worked on as UTF-8 bytes in a few linear passes
/// (the page's HTML is the renderer's own, so its attributes are always written the one way
/// these passes look for).
struct FeedContent: Sendable {
    /// The site's base path (`/diary/`), which root-relative links start with.
    var basePath: String
    /// The site's absolute address (`https://example.org/diary/`).
    var absoluteBase: String

    /// The entry text: made for a reader, links absolute, then escaped for XML.
    func escaped(_ html: String, pageURL: String) -> String {
        HTMLEscaping.escape(absolutised(Self.plainCode(forReaders(html, pageURL: pageURL))))
    }

    /// `html` with each code block as plain `<pre><code>`: the highlighting's `<span>`s and the
    /// blocks' attributes go (a feed reader has not the site's CSS, and they were most of an
    /// entry's bytes); the code's text, escaped as it was, stays.
    static func plainCode(_ html: String) -> String {
        let bytes = Array(html.utf8)
        guard find(preStart, in: bytes, from: 0) != nil else { return html }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while let start = find(preStart, in: bytes, from: index) {
            // `<pre>` or `<pre …>`, not `<preview…>`.
            let after = start + preStart.count
            guard after < bytes.count, bytes[after] == UInt8(ascii: ">") || bytes[after] == UInt8(ascii: " "),
                let end = find(preEnd, in: bytes, from: after)
            else {
                result += bytes[index..<after]
                index = after
                continue
            }
            result += bytes[index..<start]
            result += Array("<pre><code>".utf8)
            // The block's tags are `<pre …>`, `<code …>` and the highlighting's spans: text and
            // code escape `<` as `&lt;`, so every `<` here opens a tag.
            // Still inside `<pre`'s own tag.
            var inTag = true
            var position = after
            while position < end {
                let byte = bytes[position]
                if inTag {
                    if byte == UInt8(ascii: ">") { inTag = false }
                } else if byte == UInt8(ascii: "<") {
                    inTag = true
                } else {
                    result.append(byte)
                }
                position += 1
            }
            result += Array("</code></pre>".utf8)
            index = end + preEnd.count
        }
        result += bytes[index...]
        return String(decoding: result, as: UTF8.self)
    }

    private static let preStart = Array("<pre".utf8)
    private static let preEnd = Array("</pre>".utf8)

    /// The page's HTML as a feed reader shows it: without the `#` heading anchors (readers show
    /// them as literal characters), with one copy of each preview (readers ignore the CSS that
    /// picks the light or dark one, and would show both), and with `#fragment` links pointing at
    /// the article's page (away from the site a bare fragment leads nowhere).
    func forReaders(_ html: String, pageURL: String) -> String {
        var bytes = Array(html.utf8)
        // ` <a class="heading-anchor" …>#</a>`, with the space before it.
        bytes = Self.removing(from: bytes, start: Self.anchorStart, through: Self.anchorEnd, spaceBefore: true)
        // A preview's SVG holds no `div`, so its wrapper ends at the first `</div>`.
        bytes = Self.removing(from: bytes, start: Self.darkPreviewStart, through: Self.divEnd, spaceBefore: false)
        bytes = Self.replacing(Self.fragmentLink, with: Array("href=\"\(pageURL)#".utf8), in: bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `html` with root-relative links made absolute: feed readers show entries away from the
    /// site and cannot resolve `/repo/…`.
    func absolutised(_ html: String) -> String {
        let base = Array(basePath.utf8)
        let absolute = Array(absoluteBase.utf8)
        // `="/…` occurs only in attributes: text and code escape `"` as `&quot;`.
        var bytes = Self.replacing(Array("=\"".utf8) + base, with: Array("=\"".utf8) + absolute, in: Array(html.utf8))
        // Later `srcset` candidates follow a comma inside the attribute.
        let candidate = Array(", ".utf8) + base
        let replacement = Array(", ".utf8) + absolute
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while let start = Self.find(Self.srcsetStart, in: bytes, from: index) {
            let valueStart = start + Self.srcsetStart.count
            guard let end = Self.find(Self.quote, in: bytes, from: valueStart) else { break }
            result += bytes[index..<valueStart]
            result += Self.replacing(candidate, with: replacement, in: Array(bytes[valueStart..<end]))
            index = end
        }
        result += bytes[index...]
        bytes = result
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let anchorStart = Array("<a class=\"heading-anchor\"".utf8)
    private static let anchorEnd = Array(">#</a>".utf8)
    private static let darkPreviewStart = Array("<div class=\"preview-dark\"".utf8)
    private static let divEnd = Array("</div>".utf8)
    private static let fragmentLink = Array("href=\"#".utf8)
    private static let srcsetStart = Array("srcset=\"".utf8)
    private static let quote = Array("\"".utf8)
    private static let tagClose = Array(">".utf8)

    /// `bytes` without each run from `start` to the end of the next `end` after the start tag's
    /// `>`; a run is only removed when the start tag closes right before `end` (anchors) or at
    /// all (previews), as the renderer writes them.
    private static func removing(from bytes: [UInt8], start: [UInt8], through end: [UInt8], spaceBefore: Bool)
        -> [UInt8]
    {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var searchFrom = 0
        while let found = find(start, in: bytes, from: searchFrom) {
            guard let tagEnd = find(tagClose, in: bytes, from: found + start.count) else { break }
            let removedEnd: Int
            if end == anchorEnd {
                // `[^>]*>#</a>`: the tag's own `>` must begin `>#</a>`.
                guard bytes[tagEnd...].starts(with: end) else {
                    searchFrom = found + 1
                    continue
                }
                removedEnd = tagEnd + end.count
            } else {
                guard let close = find(end, in: bytes, from: tagEnd + 1) else { break }
                removedEnd = close + end.count
            }
            var removedStart = found
            if spaceBefore, removedStart > index, bytes[removedStart - 1] == UInt8(ascii: " ") { removedStart -= 1 }
            result += bytes[index..<removedStart]
            index = removedEnd
            searchFrom = removedEnd
        }
        result += bytes[index...]
        return result
    }

    /// `bytes` with every occurrence of `target` replaced, left to right.
    private static func replacing(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        guard find(target, in: bytes, from: 0) != nil else { return bytes }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        var index = 0
        while let found = find(target, in: bytes, from: index) {
            result += bytes[index..<found]
            result += replacement
            index = found + target.count
        }
        result += bytes[index...]
        return result
    }

    /// Where `needle` first occurs in `bytes` at or after `start` (`memchr` and `memcmp` on the
    /// raw bytes, fast even in a debug build).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0, start <= bytes.count - needle.count else { return nil }
        return bytes.withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                let base = haystack.baseAddress!
                var index = start
                let last = haystack.count - needle.count
                while index <= last {
                    guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return nil }
                    let offset = base.distance(to: UnsafeRawPointer(hit))
                    if memcmp(base + offset, needle.baseAddress!, needle.count) == 0 { return offset }
                    index = offset + 1
                }
                return nil
            }
        }
    }
}
