/// The size a parent proposes to a child; a `nil` dimension asks for the child's ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for "ideal".
    public var width: CGFloat?
    /// The proposed height, or `nil` for "ideal".
    public var height: CGFloat?

    /// Creates a proposal from its two dimensions.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Creates a proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size in both dimensions.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` dimension replaced by the matching one of `size` (10 × 10 by default,
    /// SwiftUI's own fallback for views without an ideal size).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }

    /// Creates a size from its extents along a main axis and the cross axis.
    init(main: CGFloat, cross: CGFloat, axis: Axis) {
        self = axis == .horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
    }
}
