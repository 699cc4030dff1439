// Animations: a static preview draws the end state of every change; a live preview moves from the
// frame on screen to the new one along the animation's curve (`LiveAnimation`).

/// How a change is animated: a timing curve over time (SwiftUI's `Animation`).
///
/// The numbers are SwiftUI's documented defaults: the basic curves (`easeIn`, `easeOut`,
/// `easeInOut`, `linear`) last 0.35 s ("has a default duration of 0.35 seconds", Apple's
/// documentation of `Animation.easeIn`, `.easeOut` and `.easeInOut`); `spring()` has a response of
/// 0.5 s and a damping fraction of 0.825, `interactiveSpring()` 0.15 s and 0.86 (the default
/// arguments of `spring(response:dampingFraction:blendDuration:)` and
/// `interactiveSpring(response:dampingFraction:blendDuration:)` in Apple's documentation). The
/// easing curves are Core Animation's cubic Béziers (`CAMediaTimingFunctionName`: ease-in
/// 0.42, 0, 1, 1; ease-out 0, 0, 0.58, 1; ease-in-ease-out 0.42, 0, 0.58, 1), which CSS took over
/// as `ease-in`, `ease-out` and `ease-in-out`. `.default` is drawn as `easeInOut`.
public struct Animation: Hashable, Sendable {
    let curve: AnimationCurve

    /// SwiftUI's default animation, drawn as ``easeInOut``.
    public static let `default` = Animation(curve: .bezier(.easeInOut, duration: defaultDuration))
    /// Constant speed over 0.35 s.
    public static let linear = Animation(curve: .bezier(.linear, duration: defaultDuration))
    /// Slow start over 0.35 s.
    public static let easeIn = Animation(curve: .bezier(.easeIn, duration: defaultDuration))
    /// Slow end over 0.35 s.
    public static let easeOut = Animation(curve: .bezier(.easeOut, duration: defaultDuration))
    /// Slow start and end over 0.35 s.
    public static let easeInOut = Animation(curve: .bezier(.easeInOut, duration: defaultDuration))

    /// The basic curves' duration in seconds.
    static let defaultDuration = 0.35

    /// A linear animation of a duration.
    public static func linear(duration: Double) -> Animation { Animation(curve: .bezier(.linear, duration: duration)) }
    /// An ease-in animation of a duration.
    public static func easeIn(duration: Double) -> Animation { Animation(curve: .bezier(.easeIn, duration: duration)) }
    /// An ease-out animation of a duration.
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .bezier(.easeOut, duration: duration))
    }
    /// An ease-in-out animation of a duration.
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .bezier(.easeInOut, duration: duration))
    }

    /// A spring animation: `response` is the undamped period in seconds, `dampingFraction` the
    /// fraction of critical damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(curve: .spring(response: response, damping: dampingFraction))
    }

    /// The quick spring SwiftUI uses after a drag.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        Animation(curve: .spring(response: response, damping: dampingFraction))
    }
}

/// Runs `body`; in a live preview the frame its changes bring is reached along `animation`'s curve
/// (`nil`: at once). A static preview draws the end state.
public func withAnimation<Result, Failure: Error>(
    _ animation: Animation? = .default, _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
    LiveAnimationRequest.current?.request(animation)
    return try body()
}

extension View {
    /// Animates the changes a new `value` brings along `animation`'s curve in a live preview; static
    /// previews draw the current state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<
        Self, ImplicitAnimationModifier<V>
    > {
        modifier(ImplicitAnimationModifier(animation: animation, value: value))
    }
}
