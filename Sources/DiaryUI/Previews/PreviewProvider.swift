/// A type that produces previews, as Xcode's canvas shows them: every view of `previews` is one variant.
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View

    /// The previews; each top-level view (also inside `Group` or `ForEach`) is a separate variant.
    @ViewBuilder static var previews: Previews { get }
}

/// A device to preview on, named as Xcode names it (`"iPhone 14"`, `"iPad Air (5th generation)"`).
public struct PreviewDevice: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The device name.
    public let rawValue: String

    /// Creates a device from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a device from its name written as a literal.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }
}

/// How a preview is sized.
public enum PreviewLayout: Hashable, Sendable {
    /// On the screen of the preview device, inside its frame (the default).
    case device
    /// As large as the view chooses when offered the device's screen.
    case sizeThatFits
    /// A canvas of a fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the interface from the user's point of view.
public enum InterfaceOrientation: String, Hashable, Sendable, CaseIterable, Identifiable {
    /// The top of the device on top.
    case portrait
    /// The top of the device at the bottom.
    case portraitUpsideDown
    /// The top of the device on the left.
    case landscapeLeft
    /// The top of the device on the right.
    case landscapeRight

    public var id: String { rawValue }

    /// Whether the screen is wider than tall.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The name Xcode's canvas uses for the orientation.
    var displayName: String {
        switch self {
        case .portrait: "Portrait"
        case .portraitUpsideDown: "Portrait Upside Down"
        case .landscapeLeft: "Landscape Left"
        case .landscapeRight: "Landscape Right"
        }
    }
}

extension View {
    /// Names the preview variant.
    public func previewDisplayName(_ displayName: String?) -> some View {
        modifier(TraitsModifier { $0.preview.displayName = displayName })
    }

    /// Shows the preview on a device; `nil` uses the default device (iPhone 14).
    public func previewDevice(_ device: PreviewDevice?) -> some View {
        modifier(TraitsModifier { $0.preview.device = device })
    }

    /// Sizes the preview: on a device, as large as the view wants, or fixed.
    public func previewLayout(_ layout: PreviewLayout) -> some View {
        modifier(TraitsModifier { $0.preview.layout = layout })
    }

    /// Shows the device preview in an orientation.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View {
        modifier(TraitsModifier { $0.preview.orientation = orientation })
    }

    /// Shows the view, and in previews its whole screen, in a colour scheme whatever the page's theme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(
            InputsModifier { inputs in
                if let colorScheme { inputs.environment.colorScheme = colorScheme }
            }
        )
        .modifier(TraitsModifier { $0.preview.colorScheme = colorScheme })
    }
}
