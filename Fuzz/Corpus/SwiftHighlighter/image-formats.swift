/// A screen's density: how many device pixels make one point along each side.
public enum Scale: Int, Sendable, Hashable, CaseIterable {
    /// Screens before Retina: one pixel per point.
    case x1 = 1
    /// Retina, since iPhone 4: 2 × 2 pixels per point.
    case x2 = 2
    /// Larger and Pro phones: 3 × 3 pixels per point.
    case x3 = 3

    /// The scale of a screen that reports `factor` (as `displayScale` does), if it is 1, 2 or 3.
    public init?(factor: Double) {
        guard let scale = Scale.allCases.first(where: { $0.factor == factor }) else {
            return nil
        }
        self = scale
    }

    /// Device pixels along one side of a point.
    public var factor: Double { Double(rawValue) }

    /// How many device pixels one point covers: 1, 4 or 9.
    public var devicePixelsPerPoint: Int { rawValue * rawValue }

    /// The image file suffix for this scale: none, "@2x" or "@3x".
    public var fileSuffix: String { self == .x1 ? "" : "@\(rawValue)x" }

    /// The file name of an image variant, such as "hat@2x.png".
    public func fileName(_ base: String, extension fileExtension: String) -> String {
        "\(base)\(fileSuffix).\(fileExtension)"
    }

    /// Converts a length in points to device pixels.
    public func pixels(fromPoints points: Double) -> Double { points * factor }

    /// Converts a length in device pixels to points.
    public func points(fromPixels pixels: Double) -> Double { pixels / factor }

    /// The width of the thinnest line the screen can draw, one pixel, in points.
    public var hairlineWidth: Double { points(fromPixels: 1) }
}
