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
