/// The animations running in a live preview, each over its own scope: the whole frame (what
/// `withAnimation` animates) or the subtree of one `.animation(_:value:)`.
///
/// SwiftUI's `.animation(_:value:)` "Applies the given animation to this view when the specified value
/// changes" (Apple's documentation): only the changes inside the modified view move on that animation.
/// So every scope runs its own animation with its own curve and start time; a scope whose drawings
/// change with no animation jumps, and one whose drawings do not change keeps the animation it has.
struct ScopedAnimations {
    /// The scope of the whole frame: the changes no `.animation(_:value:)` governs.
    static let wholeFrame = ViewPath.root

    private var running: [ViewPath: LiveAnimation] = [:]

    /// Whether any scope is animating.
    var isEmpty: Bool { running.isEmpty }

    /// Forgets the animations that are done at `now`; returns whether any was running.
    mutating func removeFinished(at now: Int) -> Bool {
        guard !running.isEmpty else { return false }
        running = running.filter { !$0.value.isFinished(at: now) }
        return true
    }

    /// Starts, keeps or stops each scope's animation after an event changed the frame from `previous`
    /// to `next`.
    ///
    /// A scope takes the animation of the innermost `.animation(_:value:)` around it whose value
    /// changed (`changes`), or else `base` (the event's `withAnimation`). When its own drawings (those
    /// outside the scopes inside it) changed, it starts that animation from what `shown` has of it, or
    /// jumps when there is none, unless `keepingRunning` (a clock tick must not cut a flight short).
    mutating func update(
        from previous: [DisplayItem], to next: [DisplayItem], base: Animation?, changes: [ScopedAnimationChange],
        shown: [(scheme: ColorScheme, items: [DisplayItem])], now: Int, keepingRunning: Bool
    ) {
        if base == nil, changes.isEmpty, running.isEmpty || keepingRunning { return }
        let before = Self.scopeContents(previous)
        let shownScopes = shown.map { (scheme: $0.scheme, scopes: Self.scopeContents($0.items)) }
        var updated = running
        func visit(_ scope: ViewPath, _ items: [DisplayItem], governing: Animation?) {
            // A scope new to the frame has nothing to move from: the scope around it fades it in.
            let old = before[scope]
            if old == nil || !Self.sameOutsideScopes(old ?? [], items) {
                var from: [(scheme: ColorScheme, items: [DisplayItem])] = []
                for shown in shownScopes {
                    if let items = shown.scopes[scope] { from.append((scheme: shown.scheme, items: items)) }
                }
                if let governing, governing.curve.duration > 0, old != nil {
                    updated[scope] = LiveAnimation(from: from, start: now, curve: governing.curve)
                } else if !keepingRunning {
                    updated[scope] = nil
                }
            }
            Self.forEachScope(in: items) { inner, content in
                let own = changes.last { $0.scope == inner }
                visit(inner, content, governing: own.map { $0.animation } ?? governing)
            }
        }
        visit(Self.wholeFrame, next, governing: base)
        running = updated
    }

    /// What `scope`, whose drawings in the current frame are `target`, shows at `now` in `scheme`: each
    /// scope inside it on its own animation. With `reducedMotion`, a cross-fade instead of movement.
    func items(
        _ target: [DisplayItem], scope: ViewPath = wholeFrame, scheme: ColorScheme, at now: Int, reducedMotion: Bool
    ) -> [DisplayItem] {
        if running.isEmpty { return target }
        let inner: DisplayInterpolation.ScopeDrawing = { scope, content in
            items(content, scope: scope, scheme: scheme, at: now, reducedMotion: reducedMotion)
        }
        guard let animation = running[scope], let old = animation.from(scheme), !animation.isFinished(at: now) else {
            return Self.resolve(target, inner)
        }
        if reducedMotion {
            return DisplayInterpolation.crossFade(old, Self.resolve(target, inner), animation.fadeAmount(at: now))
        }
        return DisplayInterpolation.between(old, target, animation.progress(at: now), scope: inner)
    }

    /// `items` with the content of every scope in it drawn by `inner`.
    private static func resolve(_ items: [DisplayItem], _ inner: DisplayInterpolation.ScopeDrawing) -> [DisplayItem] {
        items.map { item in
            switch item {
            case .group(.interaction(.animationScope(let scope)), let content):
                return .group(.interaction(.animationScope(scope)), inner(scope, content))
            case .group(let effect, let content):
                return .group(effect, resolve(content, inner))
            default:
                return item
            }
        }
    }

    /// Calls `body` with each outermost scope in `items` and its content.
    private static func forEachScope(in items: [DisplayItem], _ body: (ViewPath, [DisplayItem]) -> Void) {
        for item in items {
            switch item {
            case .group(.interaction(.animationScope(let scope)), let content): body(scope, content)
            case .group(_, let content): forEachScope(in: content, body)
            default: break
            }
        }
    }

    /// The content of the whole frame and of every scope in `items` (the first, when a key repeats).
    private static func scopeContents(_ items: [DisplayItem]) -> [ViewPath: [DisplayItem]] {
        var contents: [ViewPath: [DisplayItem]] = [wholeFrame: items]
        func collect(_ items: [DisplayItem]) {
            forEachScope(in: items) { scope, content in
                if contents[scope] == nil { contents[scope] = content }
                collect(content)
            }
        }
        collect(items)
        return contents
    }

    /// Whether two lists draw the same outside the scopes in them (a scope counts as the same when its
    /// key is).
    private static func sameOutsideScopes(_ a: [DisplayItem], _ b: [DisplayItem]) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.group(.interaction(.animationScope(let p)), _), .group(.interaction(.animationScope(let q)), _)):
                if p != q { return false }
            case (.group(let e1, let c1), .group(let e2, let c2)):
                if e1 != e2 || !sameOutsideScopes(c1, c2) { return false }
            default:
                if x != y { return false }
            }
        }
        return true
    }
}
