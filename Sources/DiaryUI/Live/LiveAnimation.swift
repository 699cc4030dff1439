/// What asks a live preview to animate the frame an event brings: `withAnimation` inside the event's
/// action (this request is current while the session runs the action), or `.animation(_:value:)`
/// whose value changed (found while the new frame is made).
final class LiveAnimationRequest: @unchecked Sendable {
    // `@unchecked Sendable`: a request is only current on the one thread (or task) running its event,
    // like `LiveFrameContext`.
    /// The animation asked for last; `nil` when none was, or when the last `withAnimation` passed `nil`.
    private(set) var animation: Animation?
    /// Whether anything asked (even for no animation).
    private(set) var asked = false

    /// Records `withAnimation(animation)`.
    func request(_ animation: Animation?) {
        self.animation = animation
        asked = true
    }

    #if hasFeature(Embedded)
        // Embedded WebAssembly runs one thread, so one variable is enough.
        nonisolated(unsafe) static var current: LiveAnimationRequest?

        /// Runs `body` with `request` current.
        static func with<Result>(_ request: LiveAnimationRequest, _ body: () -> Result) -> Result {
            let saved = current
            current = request
            defer { current = saved }
            return body()
        }
    #else
        @TaskLocal static var current: LiveAnimationRequest?

        /// Runs `body` with `request` current.
        static func with<Result>(_ request: LiveAnimationRequest, _ body: () -> Result) -> Result {
            $current.withValue(request) { body() }
        }
    #endif
}

/// An animation running in a live preview: from the drawings on screen when it started to the
/// session's current frame.
struct LiveAnimation {
    /// The drawings shown when it started, per colour scheme the page had asked for.
    let from: [(scheme: ColorScheme, items: [DisplayItem])]
    /// The host's time it started at, in milliseconds.
    let start: Int
    let curve: AnimationCurve

    /// The curve's progress at `now`.
    func progress(at now: Int) -> Double {
        curve.progress(Double(now - start) / 1000)
    }

    /// Whether it has reached its end at `now`.
    func isFinished(at now: Int) -> Bool {
        Double(now - start) / 1000 >= curve.duration
    }

    /// The drawing at `now` towards `to` in `scheme`; with `reducedMotion`, a cross-fade over the
    /// curve's duration (at most the basic curves' 0.35 s) instead of movement.
    func items(_ to: [DisplayItem], scheme: ColorScheme, at now: Int, reducedMotion: Bool) -> [DisplayItem] {
        guard let old = from.first(where: { $0.scheme == scheme })?.items else { return to }
        if reducedMotion {
            let fade = Swift.min(curve.duration, Animation.defaultDuration)
            let amount = fade > 0 ? Double(now - start) / 1000 / fade : 1
            return DisplayInterpolation.crossFade(old, to, amount)
        }
        return DisplayInterpolation.between(old, to, progress(at: now))
    }
}

/// `.animation(_:value:)`: in a live frame it keeps the value it saw last (as view state) and, when
/// the value differs, asks the session to animate the frame (the whole picture moves along the curve;
/// SwiftUI would animate only the modified view's changes).
public struct ImplicitAnimationModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        if let live = LiveFrame.current {
            let seen = live.stateBox(initialValue: modifier.value)
            if seen.value != modifier.value {
                seen.value = modifier.value
                live.implicitAnimation = modifier.animation
            }
        }
        return body(inputs)
    }
}
