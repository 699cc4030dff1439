import DiaryContent
import Foundation

/// The text `diary serve` shows over the open pages: the build's diagnostics as the terminal
/// prints them, each followed by the source lines around its `file:line` (two before, two after,
/// the line itself marked `>`), so a Swift error or a failing doctest is read where it is.
enum OverlayText {
    /// The lines shown around a diagnostic's line.
    static let contextLines = 2

    /// The diagnostics with their source lines, or `nil` when there are none.
    static func make(_ diagnostics: [Diagnostic]) -> String? {
        let unique = Diagnostic.unique(diagnostics)
        guard !unique.isEmpty else { return nil }
        var files: [String: [Substring]] = [:]
        return unique.map { diagnostic in
            var text = diagnostic.description
            guard let file = diagnostic.file, let line = diagnostic.line, line > 0 else { return text }
            if files[file] == nil {
                let data = FileManager.default.contents(atPath: file) ?? Data()
                files[file] = String(decoding: data, as: UTF8.self).split(
                    separator: "\n", omittingEmptySubsequences: false)
            }
            let lines = files[file] ?? []
            let range = max(1, line - contextLines)...min(lines.count, line + contextLines)
            guard !range.isEmpty, line <= lines.count else { return text }
            let width = String(range.upperBound).count
            for number in range {
                let label = String(repeating: " ", count: width - String(number).count) + String(number)
                text += "\n" + (number == line ? "> " : "  ") + label + " | " + lines[number - 1]
            }
            return text
        }.joined(separator: "\n\n")
    }
}
