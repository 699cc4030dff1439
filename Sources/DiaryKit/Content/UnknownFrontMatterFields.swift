import DiaryContent

/// Front matter fields neither read nor known from another tool, reported once per field name
/// for the whole site, with how many files use it and the first of them: a folder written for
/// another generator gives a line per field, not a line per file.
enum UnknownFrontMatterFields {
    /// One warning per unknown field name, in the order the names first appear.
    /// - Parameter articles: The articles read, in file order (their ``Article/fieldLines``).
    static func warnings(in articles: [Article]) -> [Diagnostic] {
        var order: [String] = []
        var seen: [String: (path: String, line: Int, count: Int)] = [:]
        for article in articles {
            let unknown = article.fieldLines.filter { !FrontMatterFieldNames.isAccepted($0.key) }
            for (name, line) in unknown.sorted(by: { ($0.value, $0.key) < ($1.value, $1.key) }) {
                if let first = seen[name] {
                    seen[name]?.count = first.count + 1
                } else {
                    seen[name] = (article.sourcePath, line, 1)
                    order.append(name)
                }
            }
        }
        let known = FrontMatterFieldNames.known
        return order.compactMap { name in
            guard let first = seen[name] else { return nil }
            let guess = known.min { editDistance(name, $0) < editDistance(name, $1) }
            let suggestion = guess.map { editDistance(name, $0) <= 2 ? " (did you mean '\($0)'?)" : "" } ?? ""
            let files = first.count > 1 ? " in \(first.count) files (the first is here)" : ""
            return Diagnostic(
                .warning, file: first.path, line: first.line,
                message:
                    "unknown front matter field '\(name)'\(suggestion)\(files); it is ignored. Known fields are "
                    + known.sorted().joined(separator: ", "))
        }
    }
}
