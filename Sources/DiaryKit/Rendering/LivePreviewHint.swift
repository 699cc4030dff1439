import SampleWasm

/// The one line beside «Живое превью» that says what to do: «Потяните «Карточка» · нажмите на
/// «Замок»», in the site's language, from what the variant's module found it answers to
/// (``LivePreview/reactions``). The page shows it beside the toggle (`Public/js/preview.js`).
enum LivePreviewHint {
    /// The hint for `reactions`, in the words of `strings`.
    static func text(_ reactions: [PreviewReaction], strings: InterfaceStrings) -> String {
        var actions: [String] = []
        for kind in PreviewReaction.kindsByImportance {
            guard let reaction = reactions.first(where: { $0.kind == kind }) else { continue }
            let subject = reaction.subject.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            let key = "preview_hint_\(kind)"
            if reaction.isTime {
                actions.append(strings[key])
            } else if subject.isEmpty {
                actions.append(strings[key + "_any"])
            } else {
                actions.append(strings.format(key, ["name": Self.shortened(subject)]))
            }
        }
        let line = strings.format("preview_hint", ["actions": actions.joined(separator: " · ")])
        return line.prefix(1).uppercased() + line.dropFirst()
    }

    /// At most six words of a label: a card's whole text would not fit on one line.
    static func shortened(_ label: String) -> String {
        let words = label.split(separator: " ")
        return words.count <= 6 ? label : words.prefix(6).joined(separator: " ") + "…"
    }
}
