import DiaryTestSupport
import Foundation
import Testing

/// Text contrast of both themes, computed from the custom properties in `Public/css/site.css`
/// with WCAG 2's formula: every pair of a text colour and the background it is shown on
/// reaches 4.5:1.
@Suite("Theme contrast from the stylesheet")
struct ThemeContrastTests {
    /// Every text colour the stylesheet uses, with the backgrounds it appears on.
    static let textOnBackgrounds: [String: [String]] = [
        "--fg": ["--bg", "--card-bg", "--code-bg", "--accent-soft"],
        "--muted": ["--bg", "--card-bg", "--code-bg", "--accent-soft"],
        "--accent": ["--bg", "--card-bg", "--code-bg", "--accent-soft"],
        "--hl-keyword": ["--code-bg"], "--hl-string": ["--code-bg"], "--hl-comment": ["--code-bg"],
        "--hl-number": ["--code-bg"], "--hl-type": ["--code-bg"], "--hl-attribute": ["--code-bg"],
        "--hl-macro": ["--code-bg"], "--hl-operator": ["--code-bg"],
        "--alert-note": ["--bg"], "--alert-tip": ["--bg"], "--alert-important": ["--bg"],
        "--alert-warning": ["--bg"], "--alert-caution": ["--bg"],
    ]

    static let minimumRatio = 4.5

    @Test("Every text colour reaches 4.5:1 on its backgrounds, in the light and the dark theme")
    func contrastInBothThemes() throws {
        let css = try StyleSheet(contentsOf: TestPaths.publicFiles.appending(path: "css/site.css"))
        for (theme, colours) in [("light", css.lightTheme), ("dark", css.darkTheme)] {
            #expect(colours.count >= 10, "\(theme): found only \(colours)")
            for (text, backgrounds) in Self.textOnBackgrounds {
                for background in backgrounds {
                    let foreground = try #require(colours[text], "\(theme) theme has no \(text)")
                    let ground = try #require(colours[background], "\(theme) theme has no \(background)")
                    let ratio = Colour.contrast(foreground, ground)
                    #expect(
                        ratio >= Self.minimumRatio,
                        "\(theme): \(text) on \(background) is \(String(format: "%.2f", ratio)):1")
                }
            }
        }
    }

    @Test("The pairs cover every colour the stylesheet gives text and backgrounds")
    func pairsCoverTheStylesheet() throws {
        let css = try StyleSheet(contentsOf: TestPaths.publicFiles.appending(path: "css/site.css"))
        let texts = Set(Self.textOnBackgrounds.keys)
        let backgrounds = Set(Self.textOnBackgrounds.values.joined())
        #expect(css.variables(usedBy: "color").subtracting(texts).isEmpty, "text colours without a checked pair")
        #expect(
            css.variables(usedBy: "background").subtracting(backgrounds).isEmpty,
            "backgrounds without a checked pair")
    }

    @Test("No rule fades text with opacity (the heading anchor is revealed at full opacity)")
    func noTranslucentText() throws {
        let css = try StyleSheet(contentsOf: TestPaths.publicFiles.appending(path: "css/site.css"))
        let faded = css.rules.filter { rule in
            guard let value = rule.declarations["opacity"], let opacity = Double(value) else { return false }
            return opacity > 0 && opacity < 1
        }
        #expect(faded.map(\.selector) == [], "translucent text lowers its contrast")
    }

    @Test("The contrast formula gives WCAG's reference values")
    func formula() throws {
        let black = try #require(Colour(hex: "#000000"))
        let white = try #require(Colour(hex: "#ffffff"))
        let grey = try #require(Colour(hex: "#777777"))
        #expect(abs(Colour.contrast(black, white) - 21) < 0.001)
        #expect(abs(Colour.contrast(grey, white) - 4.48) < 0.01)
        #expect(Colour.contrast(white, grey) == Colour.contrast(grey, white))
    }
}

/// An sRGB colour written `#rrggbb` or `#rgb`.
struct Colour: Equatable {
    var red: Double
    var green: Double
    var blue: Double

    init?(hex: String) {
        var digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        red = Double((value >> 16) & 0xff) / 255
        green = Double((value >> 8) & 0xff) / 255
        blue = Double(value & 0xff) / 255
    }

    /// WCAG 2's relative luminance.
    var luminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, from 1 to 21, whichever colour is lighter.
    static func contrast(_ a: Colour, _ b: Colour) -> Double {
        let (lighter, darker) = a.luminance > b.luminance ? (a.luminance, b.luminance) : (b.luminance, a.luminance)
        return (lighter + 0.05) / (darker + 0.05)
    }
}
