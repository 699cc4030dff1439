import DiaryKit

/// The check the `FuzzCSV` fuzzer runs on every input (this file is linked into
/// `Fuzz/Sources/FuzzCSV`), and the regression tests replay.
///
/// The bytes are a ```` ```table ```` data file: ``FuzzEntryPoints/dataTable(_:)`` reads them as
/// a build does (invalid UTF-8 is refused with a diagnostic) and makes the table.
/// - Returns: The broken promise, or `nil`; a crash or a hang is a finding too. Promised: no
///   field keeps white space at its ends; a table has one row per CSV row and every `<` in it
///   opens or closes one of the table's own tags (no cell text escapes into markup); a refusal
///   says why.
func csvFuzzProblem(in bytes: [UInt8]) -> String? {
    let (rows, result) = FuzzEntryPoints.dataTable(bytes)
    for row in rows {
        for field in row where field.first?.isWhitespace == true || field.last?.isWhitespace == true {
            return "field \(field.debugDescription) keeps white space at an end"
        }
    }
    switch result {
    case .failure(let error):
        if error.diagnostics.isEmpty || error.diagnostics.contains(where: \.message.isEmpty) {
            return "a refusal without a message"
        }
        return nil
    case .success(let html):
        let tableRows = html.components(separatedBy: "<tr>").count - 1
        if tableRows != rows.count { return "\(rows.count) rows made \(tableRows) table rows" }
        // Bytes, not characters: a cell that starts with a combining mark joins the tag's `>`
        // into one character, yet an HTML reader sees the tag as written.
        let bytes = Array(html.utf8)
        var index = 0
        while let open = bytes[index...].firstIndex(of: UInt8(ascii: "<")) {
            guard csvTableTags.contains(where: { bytes[open...].starts(with: $0.utf8) }) else {
                let markup = String(decoding: bytes[open...].prefix(40), as: UTF8.self)
                return "markup from a cell: \(markup.debugDescription)"
            }
            index = open + 1
        }
        return nil
    }
}

/// The starts of every tag a data table is made of.
private let csvTableTags = [
    "<div ", "</div>", "<table>", "</table>", "<thead>", "</thead>", "<tbody>", "</tbody>", "<tr>", "</tr>",
    "<th scope=\"", "</th>", "<td>", "<td class=\"cell-", "</td>", "<span role=\"img\" ", "</span>",
]
