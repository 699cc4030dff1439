/// Something a shape can be filled or stroked with: a colour or a gradient.
public protocol ShapeStyle: Sendable {
    /// The paint this style stands for, before the environment resolves it.
    var _paint: _Paint { get }
}

/// A shape style before it meets an environment.
public struct _Paint: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case color(Color)
        case linearGradient(LinearGradient)
        /// The current foreground style of the environment.
        case foreground
    }

    let kind: Kind

    /// The paint for `environment`: its colour scheme picks colours, the foreground style fills in for
    /// `.foreground` (primary when none is set).
    func resolved(in environment: EnvironmentValues) -> ResolvedPaint {
        let scheme = environment.colorScheme
        switch kind {
        case .color(let color):
            return .color(color.resolved(in: scheme))
        case .linearGradient(let gradient):
            return .linearGradient(gradient.resolved(in: scheme))
        case .foreground:
            guard let style = environment.foregroundStyle, style.kind != .foreground else {
                return .color(Color.primary.resolved(in: scheme))
            }
            return style.resolved(in: environment)
        }
    }
}

/// A paint ready to draw.
enum ResolvedPaint: Hashable, Sendable {
    case color(RGBA)
    case linearGradient(ResolvedLinearGradient)

    /// Whether the paint draws nothing at all.
    var isInvisible: Bool {
        switch self {
        case .color(let color): color.isInvisible
        case .linearGradient(let gradient): gradient.stops.allSatisfy { $0.color.isInvisible }
        }
    }
}

/// The foreground style of the environment, which shapes use when no other style is given.
public struct ForegroundStyle: ShapeStyle {
    /// Creates the foreground style.
    public init() {}

    public var _paint: _Paint { _Paint(kind: .foreground) }
}

extension Color: ShapeStyle {
    public var _paint: _Paint { _Paint(kind: .color(self)) }
}
