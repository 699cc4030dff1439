/// Values that flow from a view to everything inside it.
public struct EnvironmentValues: Sendable {
    /// The light or dark appearance colours are resolved for.
    public var colorScheme: ColorScheme = .light
    /// The font of text that sets none itself; `nil` means the body style.
    public var font: Font?
    /// How the lines of multiline text align with each other.
    public var multilineTextAlignment: TextAlignment = .leading
    /// The largest number of lines text may take; `nil` for no limit.
    public var lineLimit: Int?
    /// The style shapes and text draw with when they set none themselves.
    var foregroundStyle: _Paint?
    /// Turns image names into image files.
    var imageResolver: ImageResolver = .none

    /// Creates the default environment.
    public init() {}
}

/// How lines of text align with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing

    /// The fraction of the free width placed before a line.
    var fraction: CGFloat {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, InputsModifier>
    {
        modifier(InputsModifier { $0.environment[keyPath: keyPath] = value })
    }

    /// Sets the colour of text and shapes inside the view; `nil` keeps the inherited one.
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, InputsModifier> {
        modifier(
            InputsModifier { inputs in
                if let color { inputs.environment.foregroundStyle = color._paint }
            })
    }

    /// Sets the style (colour or gradient) of text and shapes inside the view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, InputsModifier> {
        modifier(InputsModifier { $0.environment.foregroundStyle = style._paint })
    }

    /// Sets the default font of text inside the view.
    public func font(_ font: Font?) -> ModifiedContent<Self, InputsModifier> {
        modifier(InputsModifier { $0.environment.font = font })
    }

    /// Sets how lines of multiline text inside the view align.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, InputsModifier> {
        modifier(InputsModifier { $0.environment.multilineTextAlignment = alignment })
    }

    /// Limits text inside the view to `number` lines; the last one is truncated with "…".
    public func lineLimit(_ number: Int?) -> ModifiedContent<Self, InputsModifier> {
        modifier(InputsModifier { $0.environment.lineLimit = number })
    }
}
