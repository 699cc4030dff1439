/// Who uses the app now; panels change colours with it.
public enum AccessLevel: String, CaseIterable, Hashable, Sendable {
    case child
    case parent
}

/// Colours of a panel, as `0xRRGGBB`.
public struct PanelColors: Hashable, Sendable {
    /// Gradient stops from the top-leading to the bottom-trailing screen corner.
    public var gradient: [UInt32]
    /// Stops of the thin border along the panel edge.
    public var border: [UInt32]
    /// Tint of the pattern template.
    public var pattern: UInt32

    /// The colours for `accessLevel`.
    public init(accessLevel: AccessLevel) {
        switch accessLevel {
        case .child:
            (gradient, border, pattern) = ([0xFFD23F, 0xFF7F50], [0xFFF3B0, 0xFF9F1C], 0xFFF8E7)
        case .parent:
            (gradient, border, pattern) = ([0x2B3A67, 0x496A81], [0x8FA6CB, 0x2B3A67], 0xDDE6F5)
        }
    }
}
