/// Colours at positions along a gradient.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location between 0 and 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat

        /// Creates a stop.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order.
    public var stops: [Stop]

    /// Creates a gradient from stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient whose colours are spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let last = Swift.max(colors.count - 1, 1)
        self.stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }
}

/// A gradient along the line from `startPoint` to `endPoint`, in the unit square of the filled frame.
///
/// As in SwiftUI, the unit square is stretched to the frame, so a diagonal gradient of a wide frame runs
/// corner to corner.
public struct LinearGradient: ShapeStyle, View, Hashable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    /// Creates a linear gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient of evenly spread colours.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var _paint: _Paint { _Paint(kind: .linearGradient(self)) }

    public typealias Body = Never

    public static func _makeView(_ view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(node: ShapeNode(shape: Rectangle(), paint: view._paint, inputs: inputs))
    }

    func resolved(in colorScheme: ColorScheme) -> ResolvedLinearGradient {
        ResolvedLinearGradient(
            stops: gradient.stops.map {
                ResolvedStop(color: $0.color.resolved(in: colorScheme), location: $0.location)
            },
            startPoint: startPoint,
            endPoint: endPoint
        )
    }
}

/// A gradient stop with its colour resolved.
struct ResolvedStop: Hashable, Sendable {
    var color: RGBA
    var location: CGFloat
}

/// A linear gradient with its colours resolved; its points are still in the unit square of the frame.
struct ResolvedLinearGradient: Hashable, Sendable {
    var stops: [ResolvedStop]
    var startPoint: UnitPoint
    var endPoint: UnitPoint
}
