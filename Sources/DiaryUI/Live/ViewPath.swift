/// Where a view sits in the view tree: the structural identity SwiftUI gives a view (which child of a
/// block, which branch of an `if`, which element of a `ForEach`, the body of which custom view).
///
/// Live previews key `@State` storage, pressed buttons and appearance callbacks by it, so they survive
/// the re-creation of view values on every frame. It is a 64-bit hash of the steps from the root; it
/// costs no allocation, so static rendering pays next to nothing for carrying it.
struct ViewPath: Hashable {
    /// The path of the root: the previews themselves.
    static let root = ViewPath(value: 0x243F_6A88_85A3_08D3)

    private let value: UInt64

    private init(value: UInt64) {
        self.value = value
    }

    /// The path of a child reached by `step` (a child index, or one of the named `ViewPathStep`s).
    func child(_ step: Int) -> ViewPath {
        // SplitMix64's finaliser: every step changes every bit, and the order of steps matters.
        var z = value &+ 0x9E37_79B9_7F4A_7C15 &+ UInt64(bitPattern: Int64(step)) &* 0xD6E8_FEB8_6659_FD93
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return ViewPath(value: z ^ (z >> 31))
    }
}

/// The named steps of a `ViewPath`; child indices of blocks and `ForEach` are the other, non-negative
/// steps.
enum ViewPathStep {
    /// The body of a custom view or modifier.
    static let body = -1
    /// The branch of an `if` that was taken.
    static let trueBranch = -2
    /// The `else` branch.
    static let falseBranch = -3
    /// The content of an `if` without `else`.
    static let optionalContent = -4
    /// The view drawn behind another.
    static let background = -5
    /// The view drawn in front of another.
    static let overlay = -6
    /// The mask of a view.
    static let mask = -7
    /// A button's label.
    static let label = -8
    /// The view a button style makes for a button.
    static let styleBody = -9
    /// The content of a `GeometryReader`.
    static let geometryContent = -10
}

extension _ViewInputs {
    /// The same inputs for the child reached by `step`.
    func child(_ step: Int) -> _ViewInputs {
        var copy = self
        copy.path = path.child(step)
        return copy
    }
}
