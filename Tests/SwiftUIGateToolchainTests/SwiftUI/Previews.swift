// SwiftUI's preview API, from Apple's documentation (signatures only).

/// A type that produces view previews in Xcode.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// A simulator device that runs a preview.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// A size constraint for a preview.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The orientation of the interface from the user's perspective: a structure, not an enumeration.
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static let allCases: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]
}

extension View {
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

/// The namespace of the preview types `#Preview` takes.
public enum Preview {
    /// The traits a view preview accepts.
    public struct ViewTraits: Sendable {}
}

/// A trait of one `#Preview`: its layout or orientation.
public struct PreviewTrait<T>: Sendable {}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<Preview.ViewTraits> {
        PreviewTrait()
    }
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait() }
}

/// Not SwiftUI's: what the extractor rewrites each `#Preview` into (no macro package exists here), with
/// the parameters of SwiftUI's `Preview` macro (`_ name: String? = nil`, `traits:`, more traits, and a
/// `@ViewBuilder` body returning `any View`), so the macro's arguments are checked as Xcode checks them.
public struct _PreviewMacroVariant: View {
    public var body: Never { fatalError() }
    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
        _ additionalTraits: PreviewTrait<Preview.ViewTraits>..., @ViewBuilder body: @escaping @MainActor () -> any View
    ) {}
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {}
}
