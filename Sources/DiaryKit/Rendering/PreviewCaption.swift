import Foundation

/// The caption a reader sees under a drawn preview, in the site's language.
///
/// DiaryUI labels variants as Xcode's canvas does (`Size That Fits · 229.24 × 104`,
/// `iPad Air (5th generation) · Landscape Left`, `Preview 2`), which is right for a SwiftUI-shaped
/// library and wrong on a Russian page: this turns those labels into the words of the strings
/// table (the `preview_caption_*` keys), with sizes in whole points, and says a name only once
/// when the variant is named after its device.
enum PreviewCaption {
    /// `name · what it is drawn on`, e.g. «Три снимка · по содержимому · 229 × 104»; a part of
    /// the canvas the name already says is left out («Альбомная ориентация · iPhone 14»).
    static func russian(name: String, canvas: String) -> String {
        localized(name: name, canvas: canvas, strings: .builtIn(.russian))
    }

    /// The caption in the language of `strings`.
    static func localized(name: String, canvas: String, strings: InterfaceStrings) -> String {
        let name = translatedName(name, strings: strings)
        let said = name.lowercased()
        let parts = translatedCanvas(canvas, strings: strings).filter { part in
            let part = part.lowercased()
            return !said.contains(part) && !part.hasPrefix(said)
        }
        return ([name] + parts).joined(separator: " · ")
    }

    /// `Preview` and `Preview 2`, the names of variants without `previewDisplayName`.
    static func translatedName(_ name: String, strings: InterfaceStrings = .builtIn(.russian)) -> String {
        if name == "Preview" { return strings["preview_caption_default"] }
        if name.hasPrefix("Preview "), Int(name.dropFirst("Preview ".count)) != nil {
            return strings["preview_caption_default"] + " " + name.dropFirst("Preview ".count)
        }
        return name
    }

    /// What the variant is drawn on, part by part: a layout with its size, or a device and its
    /// orientation.
    static func translatedCanvas(_ canvas: String, strings: InterfaceStrings = .builtIn(.russian)) -> [String] {
        var parts = canvas.components(separatedBy: " · ")
        switch parts.first {
        case "Size That Fits": parts[0] = strings["preview_caption_size_that_fits"]
        case "Fixed Layout": parts[0] = strings["preview_caption_fixed_layout"]
        default: parts[0] = device(parts[0], strings: strings)
        }
        return parts.map { part in orientations[part].map { strings[$0] } ?? roundedSize(part) ?? part }
    }

    /// Xcode's orientation names and their keys in the strings table.
    private static let orientations = [
        "Landscape Left": "preview_caption_landscape_left", "Landscape Right": "preview_caption_landscape_right",
        "Portrait Upside Down": "preview_caption_upside_down",
    ]

    /// `229.24 × 104` → `229 × 104`; `nil` for anything else.
    private static func roundedSize(_ text: String) -> String? {
        let sides = text.components(separatedBy: " × ")
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]) else { return nil }
        return "\(Int(width.rounded())) × \(Int(height.rounded()))"
    }

    /// `iPhone SE (3rd generation)` → `iPhone SE (3-го поколения)`, as Apple writes it in Russian
    /// (`preview_caption_generation`, where `{number}` is the number and `{ordinal}` Apple's
    /// English ordinal).
    private static func device(_ name: String, strings: InterfaceStrings) -> String {
        guard let match = name.firstMatch(of: #/ \((\d+)(st|nd|rd|th) generation\)$/#) else { return name }
        let generation = strings.format(
            "preview_caption_generation",
            ["number": String(match.output.1), "ordinal": String(match.output.1) + match.output.2])
        return name[..<match.range.lowerBound] + " (\(generation))"
    }
}
