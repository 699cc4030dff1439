import DiaryMarkdown

/// The check the `FuzzSanitizer` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzSanitizer`), and the regression tests replay.
///
/// The bytes are an article's Markdown full of raw HTML, rendered sanitised as the site renders
/// it (content of removed elements dropped first). The oracle does not use the sanitiser's
/// tokenizer or its model of open elements: it scans the output's tags on its own and refuses
/// any event-handler attribute, `style`, a `javascript:`/`vbscript:`/`data:text` URL, or an
/// element that neither the allow-list nor the Markdown renderer may write. Where the browser
/// puts the article's end is checked by an HTML5 parser that shares nothing with ours:
/// html5lib over the saved corpus (`SanitizerHTML5Tests`) and Chromium over generated
/// fragments (`SanitizerInBrowserTests`); an in-process tree builder would have been a second
/// implementation of the same rules, written by the same hand.
/// - Returns: What is unsafe in the output, or `nil`.
func sanitizerFuzzProblem(in bytes: [UInt8]) -> String? {
    let html = SanitizerFuzzOracle.render(String(decoding: bytes, as: UTF8.self))
    return SanitizerFuzzOracle.problem(in: html)
}

/// The rendering and the tag scan of ``sanitizerFuzzProblem(in:)``.
enum SanitizerFuzzOracle {
    /// The article body the site would write for `markdown`.
    static func render(_ markdown: String) -> String {
        let document = MarkdownParser.parse(markdown).removingContentOfRemovedHTML()
        return HTMLRenderer(appliesTypography: true, addsHeadingAnchors: true).render(document)
    }

    /// Elements the sanitised output may hold: the allow-list's and the Markdown renderer's own.
    static let writableElements: Set<String> = [
        "a", "abbr", "aside", "b", "bdi", "bdo", "blockquote", "br", "caption", "cite", "code", "col", "colgroup",
        "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "figcaption", "figure", "h1", "h2", "h3", "h4", "h5",
        "h6", "hr", "i", "img", "input", "ins", "kbd", "li", "mark", "ol", "p", "picture", "pre", "q", "rp", "rt",
        "ruby", "s", "samp", "section", "small", "source", "span", "strong", "sub", "summary", "sup", "table",
        "tbody", "td", "tfoot", "th", "thead", "time", "tr", "u", "ul", "var", "wbr",
    ]

    /// The first unsafe thing in `html`, scanning every `<name …>` as a browser's tokenizer would
    /// start it (a `<` then an ASCII letter, or `</` then one).
    static func problem(in html: String) -> String? {
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count else {
                index += 1
                continue
            }
            var start = index + 1
            if bytes[start] == UInt8(ascii: "/") { start += 1 }
            guard start < bytes.count, isLetter(bytes[start]) else {
                if bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?") {
                    return "markup declaration or comment at byte \(index)"
                }
                index += 1
                continue
            }
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else {
                return "a tag that does not end at byte \(index)"
            }
            let tag = String(decoding: bytes[start..<end], as: UTF8.self)
            if let problem = problem(inTag: tag) { return "\(problem) in <\(tag)>" }
            index = end + 1
        }
        return nil
    }

    /// What is wrong with one tag's text (between `<` or `</` and `>`). On scalars: a combining
    /// mark after a quote would join it in one `Character`.
    private static func problem(inTag tag: String) -> String? {
        let separators: Set<Unicode.Scalar> = [" ", "\t", "\n", "\r", "\u{0C}", "/"]
        let scalars = tag.unicodeScalars
        let name = String(String.UnicodeScalarView(scalars.prefix { !separators.contains($0) })).lowercased()
        guard writableElements.contains(name) else { return "element '\(name)'" }
        // The renderer and the sanitiser write bare names and `name="value"` pairs, `"` escaped.
        var rest = scalars.dropFirst(name.unicodeScalars.count)
        while !rest.isEmpty {
            let equals = rest.firstIndex(of: "=") ?? rest.endIndex
            let names = rest[..<equals].split(whereSeparator: { separators.contains($0) }).map {
                String(String.UnicodeScalarView($0)).lowercased()
            }
            if let handler = names.first(where: { $0.hasPrefix("on") || $0 == "style" || $0 == "srcdoc" }) {
                return "attribute '\(handler)'"
            }
            guard equals < rest.endIndex else { break }
            let quote = rest.index(after: equals)
            guard quote < rest.endIndex, rest[quote] == "\"",
                let close = rest[rest.index(after: quote)...].firstIndex(of: "\"")
            else { return "an unquoted attribute value" }
            let value = String(String.UnicodeScalarView(rest[rest.index(after: quote)..<close]))
            if let attribute = names.last, urlAttributes.contains(attribute),
                let problem = problem(inURL: Substring(value), isCandidateList: attribute == "srcset")
            {
                return problem
            }
            rest = rest[rest.index(after: close)...]
        }
        return nil
    }

    /// Attributes a browser reads as a URL (the allow-list keeps the first four only).
    static let urlAttributes: Set<String> = [
        "href", "src", "cite", "srcset", "action", "formaction", "poster", "background", "data", "xlink:href", "ping",
    ]

    /// What is wrong with the URL of one attribute as written; a `srcset` (`isCandidateList`)
    /// holds URLs after commas too.
    private static func problem(inURL written: Substring, isCandidateList: Bool) -> String? {
        guard let decoded = decode(written) else { return "unexpected character reference in '\(written)'" }
        let value = decoded.lowercased().filter { !$0.isWhitespace && !($0.isASCII && $0.asciiValue! < 0x20) }
        for scheme in ["javascript:", "vbscript:", "data:text", "data:image/svg"]
        where value.hasPrefix(scheme) || (isCandidateList && value.contains("," + scheme)) {
            return "URL '\(written)'"
        }
        return nil
    }

    /// `value` with numeric character references and `&amp;`, `&lt;`, `&gt;`, `&quot;` decoded;
    /// `nil` when it holds another named reference, which the writers never produce.
    private static func decode(_ value: Substring) -> String? {
        // On scalars: a combining mark after `;` would join it in one `Character`.
        var result = String.UnicodeScalarView()
        var rest = value.unicodeScalars[...]
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[rest.index(after: ampersand)...]
            guard let semicolon = rest.firstIndex(of: ";") else { return nil }
            let body = String(String.UnicodeScalarView(rest[..<semicolon])).lowercased()
            rest = rest[rest.index(after: semicolon)...]
            switch body {
            case "amp": result.append("&")
            case "lt": result.append("<")
            case "gt": result.append(">")
            case "quot": result.append("\"")
            case let number where number.hasPrefix("#"):
                let digits = number.dropFirst()
                let code = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                guard let code, let scalar = Unicode.Scalar(code) else { return nil }
                result.append(scalar)
            default: return nil
            }
        }
        result += rest
        return String(result)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
