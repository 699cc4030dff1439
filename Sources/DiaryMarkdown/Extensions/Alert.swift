/// A GitHub alert: a top-level block quote whose first line is only `[!NOTE]`, `[!TIP]`,
/// `[!IMPORTANT]`, `[!WARNING]` or `[!CAUTION]` (any case, trailing spaces allowed), followed by
/// its content. ``HTMLRenderer`` writes it in GitHub's markup:
/// `<div class="markdown-alert markdown-alert-note" role="note">` with a title paragraph
/// `<p class="markdown-alert-title">` and the content. A quote holding the marker alone, or one
/// nested in a list or another quote, stays a quote, as on GitHub.
public enum AlertKind: String, Sendable, CaseIterable {
    case note, tip, important, warning, caution

    /// The kind and the quote's content without the marker, when `children` (a top-level
    /// quote's blocks) form an alert.
    static func alert(in children: [Block]) -> (kind: AlertKind, content: [Block])? {
        guard case .paragraph(let inlines, let position) = children.first else { return nil }
        var marker = ""
        var rest = inlines[...]
        while let inline = rest.first {
            switch inline {
            case .text(let text), .escapedText(let text): marker += text
            case .softBreak, .lineBreak: break
            default: return nil
            }
            rest = rest.dropFirst()
            if case .softBreak = inline { break }
            if case .lineBreak = inline { break }
            guard marker.utf8.count <= 16 else { return nil }
        }
        let name = marker.trimmingWhitespace.lowercased()
        guard name.hasPrefix("[!"), name.hasSuffix("]"),
            let kind = AlertKind(rawValue: String(name.dropFirst(2).dropLast()))
        else { return nil }
        var content = Array(children.dropFirst())
        if !rest.isEmpty {
            let line = position.line + 1
            content.insert(
                .paragraph(Array(rest), position: SourcePosition(line: line, column: position.column)), at: 0)
        }
        return content.isEmpty ? nil : (kind, content)
    }
}

/// The titles alerts show, one per ``AlertKind``: interface text, so the site's language
/// decides it (the renderer's caller passes its table).
public struct AlertTitles: Sendable, Equatable {
    /// The titles by kind.
    public var titles: [AlertKind: String]

    /// GitHub's English titles.
    public static let english = AlertTitles(titles: [
        .note: "Note", .tip: "Tip", .important: "Important", .warning: "Warning", .caution: "Caution",
    ])

    /// Titles from a table; kinds it lacks get the English title.
    public init(titles: [AlertKind: String]) {
        self.titles = titles
    }

    /// The title of `kind`.
    public subscript(kind: AlertKind) -> String {
        titles[kind] ?? Self.englishTitle(kind)
    }

    private static func englishTitle(_ kind: AlertKind) -> String {
        switch kind {
        case .note: "Note"
        case .tip: "Tip"
        case .important: "Important"
        case .warning: "Warning"
        case .caution: "Caution"
        }
    }
}
