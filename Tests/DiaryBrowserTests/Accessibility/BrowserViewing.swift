import Foundation

/// How a reader looks at the site: a colour scheme and a viewport width, emulated in Chromium
/// through the DevTools protocol (a phone width also emulates a mobile viewport).
struct BrowserViewing: Sendable, CustomStringConvertible {
    var scheme: String
    var width: Int

    static let phoneWidth = 390
    static let desktopWidth = 1280

    /// Both themes at a phone's and at a desktop's width.
    static let all = ["light", "dark"].flatMap { scheme in
        [phoneWidth, desktopWidth].map { BrowserViewing(scheme: scheme, width: $0) }
    }

    var description: String { "\(scheme), \(width) px" }

    /// Makes `browser` show pages this way, from the next navigation on.
    func apply(to browser: WebDriverSession, reducedMotion: Bool = false) throws {
        try browser.devTools(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600])
        try browser.devTools(
            "Emulation.setEmulatedMedia",
            [
                "features": [
                    ["name": "prefers-color-scheme", "value": scheme],
                    ["name": "prefers-reduced-motion", "value": reducedMotion ? "reduce" : "no-preference"],
                ]
            ])
    }
}
