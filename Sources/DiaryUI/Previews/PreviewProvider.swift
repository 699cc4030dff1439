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
///
/// As in SwiftUI, a struct with static members, `Equatable` but not `Hashable`, so code that switches
/// over it needs a `default` and code that stores it cannot synthesise `Hashable`, as in Xcode.
/// Source: Apple, `InterfaceOrientation` documentation (a structure; CaseIterable, Identifiable,
/// Equatable, Sendable).
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The four orientations, for the engine's own exhaustive switches.
    enum Kind: Equatable, Sendable {
        case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
    }

    let kind: Kind

    /// The top of the device on top.
    public static let portrait = InterfaceOrientation(kind: .portrait)
    /// The top of the device at the bottom.
    public static let portraitUpsideDown = InterfaceOrientation(kind: .portraitUpsideDown)
    /// The top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation(kind: .landscapeLeft)
    /// The top of the device on the right.
    public static let landscapeRight = InterfaceOrientation(kind: .landscapeRight)

    /// Every orientation.
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]

    /// A stable identifier: the orientation's name.
    public var id: String {
        switch kind {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        }
    }

    /// Whether the screen is wider than tall.
    var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The name Xcode's canvas uses for the orientation.
    var displayName: String {
        switch kind {
        case .portrait: "Portrait"
        case .portraitUpsideDown: "Portrait Upside Down"
        case .landscapeLeft: "Landscape Left"
        case .landscapeRight: "Landscape Right"
        }
    }
}

extension View {
    /// Names the preview variant.
    public func previewDisplayName(_ displayName: String?) -> ModifiedContent<Self, TraitsModifier> {
        modifier(TraitsModifier { $0.preview.displayName = displayName })
    }

    /// Shows the preview on a device; `nil` uses the default device (iPhone 14).
    public func previewDevice(_ device: PreviewDevice?) -> ModifiedContent<Self, TraitsModifier> {
        modifier(TraitsModifier { $0.preview.device = device })
    }

    /// Sizes the preview: on a device, as large as the view wants, or fixed.
    public func previewLayout(_ layout: PreviewLayout) -> ModifiedContent<Self, TraitsModifier> {
        modifier(TraitsModifier { $0.preview.layout = layout })
    }

    /// Shows the device preview in an orientation.
    public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> ModifiedContent<
        Self, TraitsModifier
    > {
        modifier(TraitsModifier { $0.preview.orientation = orientation })
    }

    /// Shows the view, and in previews its whole screen, in a colour scheme whatever the page's theme.
    public func preferredColorScheme(_ colorScheme: ColorScheme?)
        -> ModifiedContent<ModifiedContent<Self, InputsModifier>, TraitsModifier>
    {
        modifier(
            InputsModifier { inputs in
                if let colorScheme { inputs.environment.colorScheme = colorScheme }
            }
        )
        .modifier(TraitsModifier { $0.preview.colorScheme = colorScheme })
    }
}
