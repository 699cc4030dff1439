/// mdBook's `SUMMARY.md`: the order its links name the book's files in, which orders each
/// section's pages after their `weight`.
struct SummaryOutline: Sendable {
    /// Each linked file's place, by its path in the content folder (`guide/installation.md`).
    private(set) var positions: [String: Int] = [:]

    /// The outline of `root/SUMMARY.md`, empty when there is none or it cannot be read.
    init(root: String) {
        let path = root.appendingPathComponent("SUMMARY.md")
        guard FileSystem.kind(of: path) == .file, let text = try? SourceFile.read(path) else {
            self.init(text: "")
            return
        }
        self.init(text: text)
    }

    /// The outline of the text of a `SUMMARY.md`: every `[title](path)` in order.
    init(text: String) {
        var rest = Substring(text)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            guard let close = rest.firstIndex(of: ")") else { break }
            let target = rest[..<close].split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first
            let parts = LinkResolver.normalise((target ?? "").split(separator: "/").map(String.init))
            let key = parts.joined(separator: "/")
            if !key.isEmpty, positions[key] == nil { positions[key] = positions.count }
            rest = rest[close...]
        }
    }

    /// The place of the file at `path` in the content folder, if listed.
    func position(of path: String) -> Int? {
        positions[path]
    }
}
