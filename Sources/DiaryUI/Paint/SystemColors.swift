// The iOS system colours SwiftUI's named colours stand for, light and dark.
// Source: Apple Human Interface Guidelines, "Color" → "Specifications" → "System colors" (iOS, default
// light and dark values, 2022-2023 edition); label colours from "Dynamic system colors".

extension Color {
    public static let red = Color(light: RGBA(255, 59, 48), dark: RGBA(255, 69, 58))
    public static let orange = Color(light: RGBA(255, 149, 0), dark: RGBA(255, 159, 10))
    public static let yellow = Color(light: RGBA(255, 204, 0), dark: RGBA(255, 214, 10))
    public static let green = Color(light: RGBA(52, 199, 89), dark: RGBA(48, 209, 88))
    public static let mint = Color(light: RGBA(0, 199, 190), dark: RGBA(102, 212, 207))
    public static let teal = Color(light: RGBA(48, 176, 199), dark: RGBA(64, 200, 224))
    public static let cyan = Color(light: RGBA(50, 173, 230), dark: RGBA(100, 210, 255))
    public static let blue = Color(light: RGBA(0, 122, 255), dark: RGBA(10, 132, 255))
    public static let indigo = Color(light: RGBA(88, 86, 214), dark: RGBA(94, 92, 230))
    public static let purple = Color(light: RGBA(175, 82, 222), dark: RGBA(191, 90, 242))
    public static let pink = Color(light: RGBA(255, 45, 85), dark: RGBA(255, 55, 95))
    public static let brown = Color(light: RGBA(162, 132, 94), dark: RGBA(172, 142, 104))
    public static let gray = Color(light: RGBA(142, 142, 147), dark: RGBA(142, 142, 147))
    public static let white = Color(light: RGBA(255, 255, 255), dark: RGBA(255, 255, 255))
    public static let black = Color(light: RGBA(0, 0, 0), dark: RGBA(0, 0, 0))
    public static let clear = Color(light: RGBA(0, 0, 0, alpha: 0), dark: RGBA(0, 0, 0, alpha: 0))

    /// The colour of primary content: `label` (black in light, white in dark).
    public static let primary = Color(light: RGBA(0, 0, 0), dark: RGBA(255, 255, 255))
    /// The colour of secondary content: `secondaryLabel`.
    public static let secondary = Color(light: RGBA(60, 60, 67, alpha: 0.6), dark: RGBA(235, 235, 245, alpha: 0.6))
    /// The app's accent colour; the system default is blue.
    public static let accentColor = blue

    /// The screen background (`systemBackground`), drawn behind previews.
    static let systemBackground = Color(light: RGBA(255, 255, 255), dark: RGBA(0, 0, 0))
}
