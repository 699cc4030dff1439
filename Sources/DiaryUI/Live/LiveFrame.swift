/// The frame of a live preview being made: while a `LivePreviewSession` resolves and draws its view,
/// this context is current, and the views it makes find their persistent `@State`, learn whether their
/// button is pressed, and register their gestures, appearance callbacks and clocks.
///
/// Static rendering never sets it, so everything that consults it behaves exactly as before then.
final class LiveFrameContext: @unchecked Sendable {
    // `@unchecked Sendable`: a context is only ever current on the one thread (or task) drawing its
    // frame; it is a task-local value so that frames drawn in parallel never see each other's.

    /// The session's state, which outlives the frame.
    let storage: StateStorage
    /// The button the pointer holds down, if any.
    let pressedButton: ViewPath?
    /// The gestures of the drawn views, indexed by the `.interaction(.handler(_:))` groups.
    private(set) var handlers: [InteractionHandler] = []
    /// Appearance callbacks of the views in the frame, in the order they were made.
    private(set) var lifecycle: [LifecycleRegistration] = []
    /// Clocks of the views in the frame.
    private(set) var tickers: [TickerRegistration] = []
    /// The state slots the frame's views claimed; the others belong to views that left the tree.
    private(set) var claimedState: Set<StateKey> = []
    /// The subtrees of the `.animation(_:value:)` modifiers whose value changed since the last frame,
    /// with the animation each asked for (`nil`: its changes jump).
    var implicitChanges: [ScopedAnimationChange] = []
    /// Whether a button with a style of the article's was drawn pressed.
    var drewStyledPress = false

    private var scopes: [StateScope] = [StateScope(path: .root)]
    private var registrationsAtPath: [ViewPath: Int] = [:]
    /// Keeps handler keys apart from appearance and clock keys of the same view.
    private let handlerSalt = -1_000
    /// Keeps animation scope keys apart from the other keys of the same view.
    private let animationScopeSalt = -1_001

    init(storage: StateStorage, pressedButton: ViewPath?) {
        self.storage = storage
        self.pressedButton = pressedButton
    }

    // MARK: State

    /// The storage of the next `@State` made in the current scope: the one it had in earlier frames, or
    /// a new one holding `initialValue`.
    func stateBox<Value>(initialValue: @autoclosure () -> Value) -> ValueBox<Value> {
        let scope = scopes.count - 1
        let key = StateKey(scope: scopes[scope].path, ordinal: scopes[scope].made)
        scopes[scope].made += 1
        claimedState.insert(key)
        if let box = storage.slots[key] as? ValueBox<Value> {
            return box
        }
        let box = ValueBox(initialValue())
        storage.slots[key] = box
        return box
    }

    /// Runs `body`, counting the `@State` it makes from zero under `path`.
    func withScope<Result>(_ path: ViewPath, _ body: () -> Result) -> Result {
        scopes.append(StateScope(path: path))
        defer { scopes.removeLast() }
        return body()
    }

    // MARK: Registrations

    /// Adds a drawn view's gestures; returns the index its display group carries.
    func register(_ handler: InteractionHandler) -> Int {
        handlers.append(handler)
        return handlers.count - 1
    }

    /// Adds appearance callbacks of the view at `path`.
    func registerLifecycle(at path: ViewPath, appear: (() -> Void)?, disappear: (() -> Void)?) {
        lifecycle.append(LifecycleRegistration(key: uniqueKey(path), appear: appear, disappear: disappear))
    }

    /// Adds a clock of the view at `path`.
    func registerTicker(at path: ViewPath, interval: Int, action: @escaping (Int) -> Void) {
        tickers.append(TickerRegistration(key: uniqueKey(path), interval: Swift.max(interval, 1), action: action))
    }

    /// The key of the next gesture handler of the view at `path`.
    func handlerKey(_ path: ViewPath) -> ViewPath {
        uniqueKey(path.child(handlerSalt))
    }

    /// The key of the next subtree an `.animation(_:value:)` of the view at `path` marks.
    func animationScopeKey(_ path: ViewPath) -> ViewPath {
        uniqueKey(path.child(animationScopeSalt))
    }

    /// A key for the next registration at `path`: several modifiers on one view each get their own, and
    /// a view made twice in one frame (a `GeometryReader` laid out twice) keeps one.
    private func uniqueKey(_ path: ViewPath) -> ViewPath {
        let count = registrationsAtPath[path, default: 0]
        registrationsAtPath[path] = count + 1
        return path.child(count)
    }
}

/// Which frame context is current.
enum LiveFrame {
    #if hasFeature(Embedded)
        // Embedded WebAssembly runs one thread, so one variable is enough.
        nonisolated(unsafe) static var current: LiveFrameContext?

        /// Runs `body` with `context` current.
        static func withContext<Result>(_ context: LiveFrameContext, _ body: () -> Result) -> Result {
            let saved = current
            current = context
            defer { current = saved }
            return body()
        }
    #else
        @TaskLocal static var current: LiveFrameContext?

        /// Runs `body` with `context` current.
        static func withContext<Result>(_ context: LiveFrameContext, _ body: () -> Result) -> Result {
            $current.withValue(context) { body() }
        }
    #endif
}

/// Runs `body` as the maker of the `@State` under `path`; outside a live frame it just runs `body`.
func withStateScope<Result>(_ path: ViewPath, _ body: () -> Result) -> Result {
    guard let frame = LiveFrame.current else { return body() }
    return frame.withScope(path, body)
}

/// The place whose `@State` is being made and how many it made so far.
private struct StateScope {
    let path: ViewPath
    var made = 0
}

/// Identifies one `@State`: the n-th made in a scope, as SwiftUI identifies state by the view's place.
struct StateKey: Hashable {
    let scope: ViewPath
    let ordinal: Int
}

/// The `@State` of a session, by key; it lives as long as the session.
final class StateStorage {
    var slots: [StateKey: AnyObject] = [:]

    /// Forgets the state of views that are no longer in the tree, as SwiftUI does when a view goes.
    func keepOnly(_ claimed: Set<StateKey>) {
        slots = slots.filter { claimed.contains($0.key) }
    }
}

/// `onAppear`/`onDisappear` of one view in a frame.
struct LifecycleRegistration {
    let key: ViewPath
    let appear: (() -> Void)?
    let disappear: (() -> Void)?
}

/// `onTick` of one view in a frame.
struct TickerRegistration {
    let key: ViewPath
    /// Milliseconds between ticks.
    let interval: Int
    /// Called with the host's time in milliseconds.
    let action: (Int) -> Void
}
