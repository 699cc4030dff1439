import BuildCache
import Foundation

/// Which templates a page template renders with: itself, the partials it names (`{{> header}}`)
/// and the parents it extends (`{{< base}}`), followed through every level.
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
                    hash.combine(sources[name])
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
