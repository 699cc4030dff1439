import DiaryContent
import DiaryMarkdown

/// Renders ```` ```table data.csv ```` fences: a table generated from a data
/// file in the article's folder, so the table and the statements tested
/// against the same file cannot drift apart.
struct DataTableRenderer: Sendable {
    /// Cell values shown as symbols, with the word (a key of the strings table) kept for screen readers.
    static let symbols: [String: (symbol: String, label: String)] = [
        "yes": ("✅", "table_yes"), "no": ("❌", "table_no"), "n/a": ("—", "table_na"),
    ]

    /// The words of the page's language.
    var strings = InterfaceStrings.builtIn(.russian)

    /// The table's HTML, or why it cannot be made.
    func render(fileName: String, folder: String, articleFiles: Set<String>) -> Result<String, RenderProblem> {
        guard fileName.hasSuffix(".csv") else {
            return .failure(
                RenderProblem(message: "a table fence names a .csv file next to the article: ```table data.csv"))
        }
        guard articleFiles.contains(fileName) else {
            return .failure(
                RenderProblem(message: "table data '\(fileName)' not found next to the article; add it to \(folder)"))
        }
        let text: String
        do {
            text = try SourceFile.read(folder.appendingPathComponent(fileName))
        } catch {
            return .failure(RenderProblem(message: error.description))
        }
        return table(text, fileName: fileName)
    }

    /// The table `text` (the data file's contents) makes.
    func table(_ text: String, fileName: String) -> Result<String, RenderProblem> {
        let rows = CSV.parse(text)
        guard let header = rows.first, rows.dropFirst().allSatisfy({ $0.count == header.count }) else {
            return .failure(
                RenderProblem(message: "'\(fileName)' must have a header row and the same number of cells in every row")
            )
        }
        // The wrapper scrolls sideways when the table is wider than the column; it takes a Tab
        // stop and a name so that keyboard users can scroll it too.
        var html = "<div class=\"data-table\" tabindex=\"0\" role=\"group\" "
        html +=
            "aria-label=\"\(HTMLEscaping.escape(strings.format("table_label", ["file": fileName])))\"><table>\n<thead><tr>"
        html += header.map { "<th scope=\"col\">\(HTMLEscaping.escape($0))</th>" }.joined()
        html += "</tr></thead>\n<tbody>\n"
        for row in rows.dropFirst() {
            html += "<tr><th scope=\"row\">\(HTMLEscaping.escape(row[0]))</th>"
            html += row.dropFirst().map(cell).joined()
            html += "</tr>\n"
        }
        return .success(html + "</tbody></table></div>\n")
    }

    private func cell(_ value: String) -> String {
        guard let symbol = Self.symbols[value.lowercased()] else { return "<td>\(HTMLEscaping.escape(value))</td>" }
        let label = HTMLEscaping.escape(strings[symbol.label])
        return "<td class=\"cell-\(value.lowercased() == "n/a" ? "na" : value.lowercased())\">"
            + "<span role=\"img\" aria-label=\"\(label)\" title=\"\(label)\">\(symbol.symbol)</span></td>"
    }
}

/// Comma-separated values as RFC 4180 writes them: quoted fields may hold
/// commas, doubled quotes and line breaks.
///
/// Read by Unicode scalars, not characters: a field that starts with a combining mark would
/// otherwise join the comma, quote or line break before it into one character and hide it.
enum CSV {
    static func parse(_ text: String) -> [[String]] {
        var rows: [[String]] = []
        var row: [String] = []
        var field = String.UnicodeScalarView()
        var quoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar?
        while let scalar = pending ?? scalars.next() {
            pending = nil
            if quoted {
                guard scalar == "\"" else {
                    field.append(scalar)
                    continue
                }
                guard let next = scalars.next() else {
                    quoted = false
                    continue
                }
                if next == "\"" {
                    field.append("\"")
                } else {
                    quoted = false
                    pending = next
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                row.append(String(field))
                field = String.UnicodeScalarView()
            case "\n", "\r":
                if scalar == "\r" {
                    // `\r\n` is one line break.
                    if let next = scalars.next(), next != "\n" { pending = next }
                }
                row.append(String(field))
                field = String.UnicodeScalarView()
                if !(row.count == 1 && row[0].isEmpty) { rows.append(row) }
                row = []
            default: field.append(scalar)
            }
        }
        if !field.isEmpty || !row.isEmpty {
            row.append(String(field))
            rows.append(row)
        }
        return rows.map { $0.map { $0.trimmed } }
    }
}
