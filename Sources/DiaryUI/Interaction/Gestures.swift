/// A gesture a view recognises, as SwiftUI's `Gesture`; live previews run it, static ones ignore it.
public protocol Gesture {
    /// What the gesture reports.
    associatedtype Value

    /// The callbacks a live preview calls; built by the gesture's own modifiers.
    var _callbacks: _GestureCallbacks { get }
}

/// What a live preview does with a recognised gesture.
public struct _GestureCallbacks {
    var tap: (() -> Void)?
    var drag: DragCallbacks?
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    /// A tap reports nothing.
    public typealias Value = Void

    /// How many taps the gesture needs; live previews count every tap as complete.
    public let count: Int
    private var ended: [() -> Void] = []

    /// Creates a tap gesture.
    public init(count: Int = 1) {
        self.count = count
    }

    /// Adds an action to run when the tap ends.
    public func onEnded(_ action: @escaping () -> Void) -> TapGesture {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    public var _callbacks: _GestureCallbacks {
        let ended = ended
        return _GestureCallbacks(tap: { ended.forEach { $0() } }, drag: nil)
    }
}

/// A drag, as SwiftUI's `DragGesture`: it starts once the pointer has moved `minimumDistance` points.
public struct DragGesture: Gesture {
    /// The state of a drag.
    public struct Value: Equatable, Sendable {
        /// Where the pointer is, in canvas coordinates.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// How far the pointer moved: `location - startLocation`.
        public var translation: CGSize
        /// The pointer's speed in points per second, from its last moves on the host's clock.
        public var velocity: CGSize
        /// Where the pointer would stop if it kept moving and slowed down as a flick does.
        public var predictedEndLocation: CGPoint
        /// `predictedEndLocation - startLocation`.
        public var predictedEndTranslation: CGSize
    }

    /// How far the pointer must move before the drag starts, in points.
    public let minimumDistance: CGFloat
    /// The space of the reported locations; live previews report canvas coordinates.
    public let coordinateSpace: CoordinateSpace
    private var changed: [(Value) -> Void] = []
    private var ended: [(Value) -> Void] = []

    /// Creates a drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Adds an action to run on every move of the drag.
    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed.append(action)
        return copy
    }

    /// Adds an action to run when the pointer is released.
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended.append(action)
        return copy
    }

    public var _callbacks: _GestureCallbacks {
        let changed = changed
        let ended = ended
        return _GestureCallbacks(
            tap: nil,
            drag: DragCallbacks(
                minimumDistance: minimumDistance,
                changed: { value in changed.forEach { $0(value) } },
                ended: { value in ended.forEach { $0(value) } }))
    }
}

extension View {
    /// Runs `action` when the view is tapped (in a live preview).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
        Self, InteractionModifier
    > {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Attaches a gesture to the view.
    public func gesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, InteractionModifier> {
        let callbacks = gesture._callbacks
        return modifier(
            InteractionModifier { inputs in
                .handler(path: inputs.path, isButton: false, tap: callbacks.tap, drag: callbacks.drag)
            })
    }

    /// Attaches a gesture that runs alongside the gestures inside the view; live previews treat it as
    /// `gesture(_:)`.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> ModifiedContent<Self, InteractionModifier> {
        self.gesture(gesture)
    }

    /// Sets the shape the view is hit in, laid out in the view's frame: taps inside it reach the view
    /// even where it draws nothing, taps outside pass through.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> ModifiedContent<Self, InteractionModifier> {
        modifier(
            InteractionModifier { _ in
                .contentShape({ shape.path(in: $0) }, FillStyle(eoFill: eoFill))
            })
    }

    /// Whether the view and everything inside it take part in hit testing.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, InteractionModifier> {
        modifier(InteractionModifier { _ in enabled ? nil : .hitTestingDisabled })
    }

    /// The label assistive technology reads for the view (a live preview's control takes it as its name).
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, InteractionModifier> {
        modifier(InteractionModifier { _ in .accessibilityLabel(String(label)) })
    }
}
