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

/// An animation running in a live preview over one scope (the whole frame, or the subtree of one
/// `.animation(_:value:)`): from that scope's drawings on screen when it started to its drawings in
/// the session's current frame.
struct LiveAnimation {
    /// The scope's drawings shown when it started, per colour scheme the page had asked for.
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

    /// The drawings it started from in `scheme`, if the page was shown that scheme.
    func from(_ scheme: ColorScheme) -> [DisplayItem]? {
        from.first { $0.scheme == scheme }?.items
    }

    /// How far a reduced-motion cross-fade is at `now` (0…1): over the curve's duration, at most the
    /// basic curves' 0.35 s.
    func fadeAmount(at now: Int) -> Double {
        let fade = Swift.min(curve.duration, Animation.defaultDuration)
        return fade > 0 ? Double(now - start) / 1000 / fade : 1
    }
}

/// `.animation(_:value:)`: "Applies the given animation to this view when the specified value changes"
/// (Apple's documentation of `View.animation(_:value:)`).
///
/// In a live frame it keeps the value it saw last (as view state) and marks its content as an
/// animation scope. When the value differs, the changes inside that content (and only there) run on
/// `animation`, or jump when it is `nil`, whatever `withAnimation` the event ran in; a change outside
/// it is not animated by it. When the value is the same, the content follows the animation of the
/// scope around it. Static rendering draws the end state and marks nothing.
public struct ImplicitAnimationModifier<Value: Equatable>: ViewModifier {
    let animation: Animation?
    let value: Value

    public typealias Body = Never

    public static func _makeView(
        modifier: Self,
        inputs: _ViewInputs,
        body: @escaping (_ViewInputs) -> _ViewOutputs
    ) -> _ViewOutputs {
        guard let live = LiveFrame.current else { return body(inputs) }
        let seen = live.stateBox(initialValue: modifier.value)
        let changed = seen.value != modifier.value
        seen.value = modifier.value
        var views = body(inputs).views
        for index in views.indices {
            let scope = live.animationScopeKey(inputs.path)
            if changed {
                live.implicitChanges.append(ScopedAnimationChange(scope: scope, animation: modifier.animation))
            }
            views[index].node = InteractionNode(child: views[index].node, kind: .animationScope(scope))
        }
        return _ViewOutputs(views)
    }
}

/// An `.animation(_:value:)` whose value changed: which scope, and the animation it asked for.
struct ScopedAnimationChange {
    let scope: ViewPath
    /// `nil`: the scope's changes jump.
    let animation: Animation?
}
