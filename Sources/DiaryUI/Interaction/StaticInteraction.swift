// Interaction and animation API kept for source compatibility: previews are single still frames, so
// animations, gestures and appearance callbacks change nothing in them.

/// How a change is animated; previews draw the end state only.
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")

    /// A linear animation of a duration.
    public static func linear(duration: Double) -> Animation { .linear }
    /// An ease-in animation of a duration.
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// An ease-out animation of a duration.
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// An ease-in-out animation of a duration.
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }

    /// A spring animation.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(name: "spring")
    }
}

/// Runs `body`; in a still preview there is nothing to animate.
public func withAnimation<Result, Failure: Error>(
    _ animation: Animation? = .default, _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
    try body()
}

extension View {
    /// Animates changes of `value`; previews draw the current state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Runs `action` on taps; previews are not interactive.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }

    /// Runs `action` when the view appears on screen; previews never call it.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Runs `action` when the view leaves the screen; previews never call it.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        self
    }

    /// Whether the view takes part in hit testing; previews are not interactive.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        self
    }
}
