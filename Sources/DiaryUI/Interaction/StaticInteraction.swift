// Animations: previews, static or live, draw the end state of every change at once.

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

    /// The quick spring SwiftUI uses after a drag.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(name: "interactiveSpring")
    }
}

/// Runs `body`; the next frame shows its end state (previews jump to the end of every animation).
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
}
