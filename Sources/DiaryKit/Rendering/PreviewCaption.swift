import Foundation

/// The caption a reader sees under a drawn preview, in Russian.
///
/// DiaryUI labels variants as Xcode's canvas does (`Size That Fits · 229.24 × 104`,
/// `iPad Air (5th generation) · Landscape Left`, `Preview 2`), which is right for a SwiftUI-shaped
/// library and wrong on a Russian page: this turns those labels into Russian, with sizes in whole
/// points, and says a name only once when the variant is named after its device.
enum PreviewCaption {
    /// `name · what it is drawn on`, e.g. «Три снимка · по содержимому · 229 × 104»; a part of
    /// the canvas the name already says is left out («Альбомная ориентация · iPhone 14»).
    static func russian(name: String, canvas: String) -> String {
        let name = translatedName(name)
        let said = name.lowercased()
        let parts = translatedCanvas(canvas).filter { part in
            let part = part.lowercased()
            return !said.contains(part) && !part.hasPrefix(said)
        }
        return ([name] + parts).joined(separator: " · ")
    }

    /// `Preview` and `Preview 2`, the names of variants without `previewDisplayName`.
    static func translatedName(_ name: String) -> String {
        if name == "Preview" { return "Превью" }
        if name.hasPrefix("Preview "), Int(name.dropFirst("Preview ".count)) != nil {
            return "Превью " + name.dropFirst("Preview ".count)
        }
        return name
    }

    /// What the variant is drawn on, part by part: a layout with its size, or a device and its
    /// orientation.
    static func translatedCanvas(_ canvas: String) -> [String] {
        var parts = canvas.components(separatedBy: " · ")
        switch parts.first {
        case "Size That Fits": parts[0] = "по содержимому"
        case "Fixed Layout": parts[0] = "фиксированный холст"
        default: parts[0] = device(parts[0])
        }
        return parts.map { part in orientations[part] ?? roundedSize(part) ?? part }
    }

    private static let orientations = [
        "Landscape Left": "альбомная ориентация", "Landscape Right": "альбомная ориентация, повёрнут вправо",
        "Portrait Upside Down": "портрет вверх ногами",
    ]

    /// `229.24 × 104` → `229 × 104`; `nil` for anything else.
    private static func roundedSize(_ text: String) -> String? {
        let sides = text.components(separatedBy: " × ")
        guard sides.count == 2, let width = Double(sides[0]), let height = Double(sides[1]) else { return nil }
        return "\(Int(width.rounded())) × \(Int(height.rounded()))"
    }

    /// `iPhone SE (3rd generation)` → `iPhone SE (3-го поколения)`, as Apple writes it in Russian.
    private static func device(_ name: String) -> String {
        guard let match = name.firstMatch(of: #/ \((\d+)(?:st|nd|rd|th) generation\)$/#) else { return name }
        return name[..<match.range.lowerBound] + " (\(match.output.1)-го поколения)"
    }
}
